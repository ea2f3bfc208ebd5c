import Foundation
import QuartzCore

/// A row or column of views laid out one after another, as `UIStackView`, without Auto Layout:
/// `fill` gives spare length to the last view, `fillEqually` shares it, the others keep each
/// view's own size along the axis; across it, views fill unless aligned otherwise.
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }
    /// The direction views follow each other, as `NSLayoutConstraint.Axis`.
    public typealias Axis = NSLayoutConstraintAxis

    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: Axis = .horizontal { didSet { layoutSubviews() } }
    open var spacing: CGFloat = 0 { didSet { layoutSubviews() } }
    open var distribution: Distribution = .fill { didSet { layoutSubviews() } }
    open var alignment: Alignment = .fill { didSet { layoutSubviews() } }

    public override init(frame: CGRect = .zero) { super.init(frame: frame) }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public required init?(coder: NSCoder) { return nil }

    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
        layoutSubviews()
    }

    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        layoutSubviews()
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        addSubview(view)
        layoutSubviews()
    }

    open override func layoutSubviews() {
        let shown = arrangedSubviews.filter { !$0.isHidden }
        guard !shown.isEmpty else { return }
        let horizontal = axis == .horizontal
        let length = horizontal ? bounds.width : bounds.height
        let across = horizontal ? bounds.height : bounds.width
        let gaps = spacing * CGFloat(shown.count - 1)
        var sizes = shown.map { view -> CGFloat in
            let own = view.bounds.size == .zero ? view.intrinsicContentSize : view.bounds.size
            return max(horizontal ? own.width : own.height, 0)
        }
        switch distribution {
        case .fillEqually:
            sizes = sizes.map { _ in (length - gaps) / CGFloat(shown.count) }
        case .fill, .fillProportionally:
            sizes[sizes.count - 1] = max(length - gaps - sizes.dropLast().reduce(0, +), 0)
        case .equalSpacing, .equalCentering:
            break
        }
        let free = length - sizes.reduce(0, +)
        let gap = distribution == .equalSpacing || distribution == .equalCentering
            ? (shown.count > 1 ? free / CGFloat(shown.count - 1) : 0) : spacing
        var position: CGFloat = 0
        for (view, size) in zip(shown, sizes) {
            let own = horizontal ? view.bounds.height : view.bounds.width
            let breadth = alignment == .fill || own == 0 ? across : own
            let offset: CGFloat = switch alignment {
            case .center: (across - breadth) / 2
            case .trailing, .lastBaseline: across - breadth
            default: 0
            }
            view.frame = horizontal
                ? CGRect(x: bounds.minX + position, y: bounds.minY + offset, width: size, height: breadth)
                : CGRect(x: bounds.minX + offset, y: bounds.minY + position, width: breadth, height: size)
            position += size + gap
        }
    }
}

/// A layout direction, as `NSLayoutConstraint.Axis`.
public enum NSLayoutConstraintAxis: Int, Sendable { case horizontal, vertical }
