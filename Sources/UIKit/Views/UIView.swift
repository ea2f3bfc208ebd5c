import Foundation
import QuartzCore

/// A rectangle on screen backed by a `CALayer`, as `UIView`. Its properties are the layer's;
/// changing them inside `UIView.animate` animates them (see UIView+Animate.swift).
///
///     let card = UIView(frame: CGRect(x: 20, y: 100, width: 335, height: 200))
///     card.backgroundColor = .white
///     card.layer.cornerRadius = 12
///     container.addSubview(card)
open class UIView: UIResponder, CALayerDelegate {
    public let layer: CALayer
    open internal(set) var subviews: [UIView] = []
    /// Not retained (the superview retains this view) and not weak: a view takes itself out of
    /// its subviews' `superview` as it goes (deinit), so views need no side tables.
    open internal(set) unowned(unsafe) var superview: UIView?
    open var tag = 0
    /// Kept for ported code; there are no touches here.
    open var isUserInteractionEnabled = true
    /// Overrides, dynamic values and the last reported traits (UIView+Traits.swift).
    final var traitState = TraitState()
    /// Whether the view took its appearance proxies' settings, as it first entered a window.
    var tookAppearance = false
    /// The tint set on this view itself; nil inherits the superview's (UIView+Tint.swift).
    var ownTintColor: UIColor?
    /// How this view follows its superview's size changes (UIView+Autoresizing.swift).
    open var autoresizingMask: AutoresizingMask = []
    /// A view whose alpha masks this one, as `UIView.mask`: its layer becomes this layer's mask.
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }
    open var gestureRecognizers: [UIGestureRecognizer]?
    /// Active constraints installed on this view: those whose items it is the closest common
    /// ancestor of, as UIKit lists them in `constraints` (NSLayoutConstraint.swift).
    var layoutConstraints: [NSLayoutConstraint] = []
    /// Constraints UIKit makes for the view itself, as a stack view arranges its views with.
    var internalConstraints: [NSLayoutConstraint] = [] {
        didSet { invalidateConstraintLayout() }
    }
    /// The safe-area, margins and readable guides, once asked for (UILayoutGuide.swift).
    var systemGuides: [UILayoutGuide] = []
    /// Guides added with `addLayoutGuide(_:)`.
    var addedGuides: [UILayoutGuide] = []
    /// Content priorities, margins and pending passes (LayoutState.swift).
    var layoutState = LayoutState()
    /// The default spacing around the view's content: its own margins, or the controller's
    /// minimum for a root view, kept inside the safe area (UIView+LayoutMargins.swift).
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set { setOwnLayoutMargins(newValue) }
    }
    /// Called when the margins changed.
    open func layoutMarginsDidChange() {}
    /// Whether the frame is set by the superview's constraints (false) or turned into
    /// constraints that hold it where it is (true, the default for views made in code).
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { invalidateConstraintLayout() } }
    }
    // Settings that change nothing on a headless screen, kept so ported code reads back what it set.
    open var isOpaque = true
    open var isExclusiveTouch = false
    open var isMultipleTouchEnabled = false
    open var autoresizesSubviews = true
    open var accessibilityIdentifier: String?
    open var restorationIdentifier: String?
    /// Kept for ported code: the layout direction comes from the traits.
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// Kept for ported code; tints are not dimmed here.
    open var tintAdjustmentMode = TintAdjustmentMode.automatic
    // UIAccessibility's properties, as views carry them (UIAccessibility.swift): kept for the code
    // that sets and reads them; nothing here reads a screen aloud.
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits = UIAccessibilityTraits.none
    open var accessibilityElements: [Any]?
    open var accessibilityElementsHidden = false
    open var accessibilityViewIsModal = false
    open var shouldGroupAccessibilityChildren = false
    open var accessibilityLanguage: String?
    open var accessibilityFrame = CGRect.zero

    /// The designated initializer, as UIKit's `init(frame:)`: the layer is made from `layerClass`.
    public init(frame: CGRect) {
        _ = NetworkGuard.installed
        layer = UIView.takeHandedLayer() ?? UIView.makeLayer(of: Self.layerClass)
        super.init()
        adopt(frame: frame)
    }

    /// A view with a zero frame. A convenience initializer, as UIKit's `init()` is (UIView's
    /// designated initializers are `init(frame:)` and `init(coder:)`), so a subclass that
    /// overrides those two still answers `MyView()`.
    public convenience override init() { self.init(frame: .zero) }

    /// Becomes the layer's delegate at `frame`, to be drawn when first shown.
    private func adopt(frame: CGRect) {
        layer.frame = frame
        layer.adoptOwningDelegate(self)
        layer.setNeedsDisplay()
        layer.setNeedsLayout()
    }

    /// There are no nib or storyboard archives to decode here, so this fails; it exists so a
    /// subclass's `required init?(coder:)` compiles as UIKit's `NSCoding` conformance asks.
    public required init?(coder: NSCoder) { return nil }

    deinit {
        for view in subviews where view.superview === self { view.superview = nil }
        layer.resignOwningDelegate(self)
    }

    open var frame: CGRect {
        get { layer.frame }
        set { resizing { layer.frame = newValue } }
    }
    open var bounds: CGRect {
        get { layer.bounds }
        set { resizing { layer.bounds = newValue } }
    }
    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            if layoutState.frameIsRead { invalidateConstraintLayout() }
        }
    }
    /// The 2D transform about the centre, kept in `layer.transform`.
    open var transform: CGAffineTransform {
        get { layer.transform.affineTransform }
        set { layer.transform = CATransform3D(newValue) }
    }
    open var alpha: CGFloat {
        get { layer.opacityValue }
        set { layer.opacityValue = newValue }
    }
    /// A dynamic colour (UIColor+Dynamic.swift) is resolved into the layer now and whenever the
    /// view's traits change, as UIKit resolves it into the layer's `CGColor`.
    open var backgroundColor: UIColor? {
        get { color(.backgroundColor, showing: layer.backgroundColor) }
        set { setColor(newValue, for: .backgroundColor) { [layer] in layer.backgroundColor = $0 } }
    }
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange()
        }
    }
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    open var contentMode: UIView.ContentMode {
        get { UIView.ContentMode(layer.contentsGravity) }
        set { layer.contentsGravity = newValue.contentsGravity }
    }

    /// Lays out subviews, at a layout pass after `setNeedsLayout()` or a change of size; the
    /// constraints have placed the subviews they govern just before. Subclasses override, as in UIKit.
    open func layoutSubviews() {}
    /// Adds or updates the view's own constraints before a layout pass; overrides must call
    /// `super` last, as UIKit requires (UIView+LayoutPass.swift).
    open func updateConstraints() { layoutState.updatedConstraints = true }
    /// Whether the view must be laid out with constraints even if it installs none itself.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Called when the traits this view draws with change, and with nil the first time it has any.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called after `subview` joined this view's subviews.
    open func didAddSubview(_ subview: UIView) {}
    // UIKit's other points for subclasses, so ported views override them as they do on iOS.

    /// The size that fits `size`; the current size unless a subclass knows better.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open func sizeToFit() { bounds.size = sizeThatFits(bounds.size) }

    /// The smallest size the view's constraints allow, as `systemLayoutSizeFitting(_:)` with
    /// `layoutFittingCompressedSize`; with `layoutFittingExpandedSize`, the largest.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's own constraints give it when its width and height are pulled toward
    /// `targetSize` at the two priorities: `.required` for a width fixed at the target's, as a
    /// self-sizing cell asks for its height at the table's width (UIView+ContentSize.swift).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        return LayoutEngine.fittingSize(of: self, target: targetSize,
                                        priorities: (horizontalFittingPriority.rawValue, verticalFittingPriority.rawValue))
    }
    /// The size the content needs, which constraints hold against the view's content hugging and
    /// compression resistance; `noIntrinsicMetric` on an axis with no such size.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// The view whose first baseline a `firstBaselineAnchor` constraint aligns: the view itself
    /// unless it shows its text in a subview (a button's title label).
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline a `lastBaselineAnchor` constraint aligns.
    open var forLastBaselineLayout: UIView { self }
    /// Custom drawing, as `UIView.draw(_:)`: UIKit calls (`UIBezierPath.fill()`,
    /// `UIGraphicsGetCurrentContext()`) paint into the view's layer contents. Runs when the view
    /// is first shown, after `setNeedsDisplay()`, and after a size change under `.redraw`.
    open func draw(_ rect: CGRect) {}
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay() }
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    /// Called before `subview` leaves this view's subviews.
    open func willRemoveSubview(_ subview: UIView) {}
    /// There are no nibs or storyboards here, so nothing calls these two; they exist so views
    /// written for Interface Builder override them as they do on iOS.
    open func awakeFromNib() {}
    open func prepareForInterfaceBuilder() {}
    open func tintColorDidChange() {}
    open override var next: UIResponder? { superview }
    /// Called when the safe area changed: the view moved under or out from under a status bar,
    /// a home indicator or a container's bar (UIView+SafeArea.swift).
    open func safeAreaInsetsDidChange() {}

    /// The class of layer this view is made with, as `UIView.layerClass`; a subclass returns
    /// e.g. `CAShapeLayer.self` to be drawn by a shape (see `makeLayer(of:)`).
    open class var layerClass: AnyClass { CALayer.self }

    // There are no touches here: these keep UIResponder's and UIView's signatures so ported
    // views that override them compile, and hit-testing answers from geometry alone.

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    /// The deepest visible subview containing `point` (in this view's space), front first.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Makes the first responder resign if it is this view or inside it, as `endEditing(_:)`
    /// does to dismiss the keyboard; true when nothing inside is left editing.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        if isFirstResponder { return resignFirstResponder() || force }
        return subviews.allSatisfy { $0.endEditing(force) }
    }

    /// Lays out now what waits for layout, from the highest ancestor that does, as UIKit's
    /// `layoutIfNeeded()`: constraints are updated and solved, then each view that needs it
    /// places its subviews (UIView+LayoutPass.swift).
    open func layoutIfNeeded() {
        runLayoutPass()
    }

    /// Runs `change`; a new size moves the autoresizing subviews at once and lays the view out
    /// at the next pass, as UIKit does.
    private func resizing(_ change: () -> Void) {
        let oldFrame = frame
        let oldSize = layer.bounds.size
        change()
        if layoutState.frameIsRead, frame != oldFrame { invalidateConstraintLayout() }
        guard layer.bounds.size != oldSize else { return }
        if contentMode == .redraw { layer.setNeedsDisplay() }
        autoresizeSubviews(from: oldSize)
        setNeedsLayout()
        boundsDidChangeSize(from: oldSize)
    }

    /// Called after the bounds changed size, for views whose content depends on their width (a
    /// label's wrapped lines).
    func boundsDidChangeSize(from oldSize: CGSize) {}

    // MARK: CALayerDelegate

    /// A view's layer is drawn by the view's `draw(_:)`, with the view's traits current, as
    /// UIKit does around it.
    open func draw(_ layer: CALayer, in ctx: CGContext) { traitCollection.performAsCurrent { draw(bounds) } }

    /// Inside a `UIView.animate` (or `beginAnimations`) block, the animation for the change;
    /// otherwise none.
    open func action(for layer: CALayer, forKey key: String) -> CAAnimation? {
        ViewAnimationContext.active?.animation(for: layer, keyPath: key)
    }
}

extension UIView {
    /// How a view lays out its content, as `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        var contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: .resize
            case .scaleAspectFit: .resizeAspect
            case .scaleAspectFill: .resizeAspectFill
            case .center: .center
            case .top: .top
            case .bottom: .bottom
            case .left: .left
            case .right: .right
            case .topLeft: .topLeft
            case .topRight: .topRight
            case .bottomLeft: .bottomLeft
            case .bottomRight: .bottomRight
            }
        }

        /// The mode showing `gravity`; `.resize` is `.scaleToFill`, which `allModes` lists first.
        init(_ gravity: CALayerContentsGravity) {
            self = Self.allModes.first { $0.contentsGravity == gravity } ?? .scaleToFill
        }

        private static let allModes: [UIView.ContentMode] = [
            .scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .top, .bottom, .left, .right,
            .topLeft, .topRight, .bottomLeft, .bottomRight, .redraw,
        ]
    }

}
