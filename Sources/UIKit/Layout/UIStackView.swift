import Foundation
import QuartzCore

/// A row or column of views, as `UIStackView`: it arranges its views with constraints of its
/// own, as UIKit's stack view does, so they lay out with the app's constraints and their
/// intrinsic sizes. Along the axis the views follow each other `spacing` apart, edge to edge
/// with the stack, shared out by `distribution`; across it they are placed by `alignment`. A
/// hidden view takes no room. With `.fill`, the view that hugs its content least grows into
/// spare room, the last of equals, as UIKit resolves the tie by the views' order.
///
///     let stack = UIStackView(arrangedSubviews: [icon, title])
///     stack.spacing = 8
///     stack.alignment = .center
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }
    /// The direction views follow each other, as `NSLayoutConstraint.Axis`.
    public typealias Axis = NSLayoutConstraintAxis

    /// Spacing that follows the system's standard, as `UIStackView.spacingUseSystem`.
    public static let spacingUseSystem = CGFloat.greatestFiniteMagnitude
    /// Spacing after a view that has none of its own, as `UIStackView.spacingUseDefault`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude.nextDown

    open private(set) var arrangedSubviews: [UIView] = []
    open var axis: Axis = .horizontal { didSet { arrange() } }
    open var spacing: CGFloat = 0 { didSet { arrange() } }
    open var distribution: Distribution = .fill { didSet { arrange() } }
    open var alignment: Alignment = .fill { didSet { arrange() } }
    /// Whether the views are arranged inside the stack's layout margins rather than its bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrange() } }
    /// Whether vertical spacing is measured between baselines; kept, spacing is between edges.
    open var isBaselineRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    public override init(frame: CGRect) { super.init(frame: frame) }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public required init?(coder: NSCoder) { return nil }

    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrange()
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrange()
    }

    /// Spacing after `arrangedSubview` in place of `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        arrange()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            arrange()
        }
    }

    /// An arranged view was shown or hidden: it takes room again, or gives it up.
    func arrangedSubviewVisibilityDidChange() { arrange() }

    /// Replaces the stack's own constraints with ones for the current views and settings.
    private func arrange() {
        internalConstraints = StackArrangement(stack: self).constraints
        setNeedsLayout()
    }

    /// The space after `view`, one of the arranged views.
    func spacing(after view: UIView) -> CGFloat {
        let custom = customSpacings[ObjectIdentifier(view)]
        let chosen = custom == nil || custom == UIStackView.spacingUseDefault ? spacing : custom!
        return chosen == UIStackView.spacingUseSystem ? 8 : chosen
    }
}

/// A layout direction, as `NSLayoutConstraint.Axis`.
public enum NSLayoutConstraintAxis: Int, Sendable { case horizontal, vertical }
