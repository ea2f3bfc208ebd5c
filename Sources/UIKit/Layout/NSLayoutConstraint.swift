import Foundation
import QuartzCore

/// How strongly a constraint holds, as `UILayoutPriority`; every active constraint is applied
/// here, so it is only read back.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

/// One relation between two views' edges, centres or sizes, as `NSLayoutConstraint`. Without
/// Auto Layout's solver, active constraints are applied directly: each view's frame is worked
/// out from the constraints that name it first, when they are activated and on `layoutIfNeeded()`.
/// Inequalities are applied as equalities, which is what they settle to in most layouts.
public final class NSLayoutConstraint {
    /// The part of a view a constraint names, as `NSLayoutConstraint.Attribute`.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case notAnAttribute = 0
    }

    /// How the two sides compare, as `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }

    public typealias Axis = NSLayoutConstraintAxis

    public private(set) weak var firstItem: AnyObject?
    public private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    public var constant: CGFloat
    public var priority: UILayoutPriority = .required
    public var identifier: String?

    public var isActive = false {
        didSet {
            guard isActive != oldValue, let view = firstItem as? UIView else { return }
            if isActive {
                view.layoutConstraints.append(self)
                view.applyConstraints()
            } else {
                view.layoutConstraints.removeAll { $0 === self }
            }
        }
    }

    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        (firstAttribute, secondAttribute, self.relation, self.multiplier, constant) = (attr1, attr2, relation, multiplier, c)
    }

    /// A constraint relating nothing, as `NSLayoutConstraint()` makes for a property to fill later.
    public convenience init() {
        self.init(item: NSNull(), attribute: .notAnAttribute, relatedBy: .equal, toItem: nil,
                  attribute: .notAnAttribute, multiplier: 1, constant: 0)
    }

    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The value the constraint gives its first attribute, in the first view's superview.
    func target(in superview: UIView) -> CGFloat? {
        let frame: CGRect
        switch secondItem {
        case let view as UIView:
            frame = view === superview ? superview.bounds : view.convert(view.bounds, to: superview)
        case let guide as UILayoutGuide:
            guard let owner = guide.owningView else { return nil }
            frame = owner === superview ? guide.layoutFrame : owner.convert(guide.layoutFrame, to: superview)
        default:
            return secondAttribute == .notAnAttribute ? constant : nil
        }
        let value: CGFloat = switch secondAttribute {
        case .left, .leading: frame.minX
        case .right, .trailing: frame.maxX
        case .top, .firstBaseline: frame.minY
        case .bottom, .lastBaseline: frame.maxY
        case .width: frame.width
        case .height: frame.height
        case .centerX: frame.midX
        case .centerY: frame.midY
        case .notAnAttribute: 0
        }
        return value * multiplier + constant
    }
}

/// An anchor to constrain against, as `NSLayoutAnchor` and its x, y and dimension kinds.
public class NSLayoutAnchor<AnchorType> {
    /// The view or layout guide the anchor belongs to.
    let item: AnyObject
    let attribute: NSLayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) { (self.item, self.attribute) = (item, attribute) }

    private func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item,
                           attribute: anchor.attribute, multiplier: 1, constant: c)
    }

    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor, 0) }
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, c) }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, 0) }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, 0) }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, c)
    }
}

public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constant(.equal, c) }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constant(.greaterThanOrEqual, c) }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constant(.lessThanOrEqual, c) }

    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, toItem: anchor.item,
                           attribute: anchor.attribute, multiplier: m, constant: c)
    }

    private func constant(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: nil,
                           attribute: .notAnAttribute, multiplier: 1, constant: c)
    }
}

extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    public var constraints: [NSLayoutConstraint] { layoutConstraints }
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraintAxis) {}
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraintAxis) {}

    /// Applies the constraints of this view and every view below it.
    func applyConstraintsInSubtree() {
        applyConstraints()
        for view in subviews { view.applyConstraintsInSubtree() }
    }

    /// Sets the frame the active constraints ask for; attributes they leave open keep their values.
    func applyConstraints() {
        guard let superview, !layoutConstraints.isEmpty else { return }
        var values: [NSLayoutConstraint.Attribute: CGFloat] = [:]
        for constraint in layoutConstraints {
            guard let value = constraint.target(in: superview) else { continue }
            switch constraint.firstAttribute {
            case .leading: values[.left] = value
            case .trailing: values[.right] = value
            case .firstBaseline: values[.top] = value
            case .lastBaseline: values[.bottom] = value
            default: values[constraint.firstAttribute] = value
            }
        }
        let frame = self.frame
        let (x, width) = Self.solve(start: values[.left], end: values[.right], center: values[.centerX],
                                    length: values[.width], current: (frame.minX, frame.width))
        let (y, height) = Self.solve(start: values[.top], end: values[.bottom], center: values[.centerY],
                                     length: values[.height], current: (frame.minY, frame.height))
        self.frame = CGRect(x: x, y: y, width: width, height: height)
    }

    /// One axis: the start and length from whichever of start, end, centre and length are given.
    private static func solve(start: CGFloat?, end: CGFloat?, center: CGFloat?, length: CGFloat?,
                              current: (CGFloat, CGFloat)) -> (CGFloat, CGFloat) {
        let size: CGFloat = length
            ?? start.flatMap { s in end.map { $0 - s } ?? center.map { 2 * ($0 - s) } }
            ?? end.flatMap { e in center.map { 2 * (e - $0) } }
            ?? current.1
        let origin: CGFloat = start ?? end.map { $0 - size } ?? center.map { $0 - size / 2 } ?? current.0
        return (origin, max(size, 0))
    }
}
