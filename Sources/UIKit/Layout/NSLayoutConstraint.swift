import Foundation
import QuartzCore

/// How strongly a constraint holds, as `UILayoutPriority`: `required` must hold; lower
/// priorities hold as far as every higher one lets them, the highest first.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

/// One linear relation between two views' or guides' edges, centres, baselines or sizes, as
/// `NSLayoutConstraint`: `first.attribute = multiplier × second.attribute + constant` (or ≤, ≥).
/// Active constraints are solved together, with their priorities, at the next layout pass
/// (LayoutEngine.swift), as Auto Layout solves them.
///
///     let top = field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40)
///     top.isActive = true
public final class NSLayoutConstraint: CustomStringConvertible {
    /// The part of an item a constraint names, as `NSLayoutConstraint.Attribute`.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        public static let baseline = Attribute.lastBaseline
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
    /// Changing it lays the items out again at the next pass (or in an animation block, animated).
    public var constant: CGFloat {
        didSet { if constant != oldValue { invalidateLayout() } }
    }
    /// A required constraint cannot become optional once active, nor the reverse, as in UIKit.
    public var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if priority.rawValue > 1000 || priority.rawValue < 1 || (isActive && (priority == .required) != (oldValue == .required)) {
                let problem = priority.rawValue > 1000 || priority.rawValue < 1
                    ? "priority \(priority.rawValue) is out of range: a priority must be greater than 0 and less than or equal to 1000"
                    : "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. "
                        + "You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue)."
                SceneErrorLog.report(.exception(name: "NSInternalInconsistencyException", reason: problem))
                priority = oldValue
                return
            }
            invalidateLayout()
        }
    }
    public var identifier: String?
    /// Whether UIKit may keep this constraint across archiving; kept.
    public var shouldBeArchived = false
    /// Set when making the constraint raised UIKit's exception: it can never become active.
    private var isMalformed = false
    /// Set once a solve had to break the constraint, so UIKit's log line is written once.
    var wasBroken = false
    /// The view whose `constraints` list it joined when activated: the items' closest common ancestor.
    private weak var owner: UIView?

    public var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive { activate() } else { deactivate() }
        }
    }

    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        (firstAttribute, secondAttribute, self.relation, self.multiplier, constant) = (attr1, attr2, relation, multiplier, c)
        if let reason = Self.pairingProblem(attr1, attr2, hasSecondItem: view2 != nil, multiplier: multiplier) {
            SceneErrorLog.report(.exception(name: "NSInvalidArgumentException", reason: reason))
            isMalformed = true
        }
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

    /// The items as the views or guides they are.
    var firstLayoutItem: LayoutItem? { LayoutItem(firstItem) }
    var secondLayoutItem: LayoutItem? { LayoutItem(secondItem) }

    public var description: String {
        func side(_ item: AnyObject?, _ attribute: Attribute) -> String {
            guard let item, attribute != .notAnAttribute else { return "" }
            let name = (item as? UILayoutGuide).map { "\($0.identifier.isEmpty ? "UILayoutGuide" : $0.identifier)" }
                ?? String(describing: type(of: item))
            return "\(name).\(attribute.name)"
        }
        let symbol = switch relation { case .equal: "=="; case .lessThanOrEqual: "<="; case .greaterThanOrEqual: ">=" }
        var right = side(secondItem, secondAttribute)
        if multiplier != 1, !right.isEmpty { right += " * \(Self.format(multiplier))" }
        if constant != 0 || right.isEmpty { right += right.isEmpty ? Self.format(constant) : " \(constant < 0 ? "-" : "+") \(Self.format(abs(constant)))" }
        let shown = priority == .required ? "" : " @\(Self.format(Double(priority.rawValue)))"
        return "<NSLayoutConstraint \(identifier.map { "'\($0)' " } ?? "")\(side(firstItem, firstAttribute)) \(symbol) \(right)\(shown)>"
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%g", value)
    }

    // MARK: Activation

    /// Joins the constraints of the items' closest common ancestor, as UIKit installs it there;
    /// items in different view hierarchies are UIKit's exception.
    private func activate() {
        guard !isMalformed, let first = firstLayoutItem else { return isActive = false }
        let second = secondLayoutItem
        guard let ancestor = first.commonAncestor(with: second) else {
            let names = [first.anchorDescription(firstAttribute), second?.anchorDescription(secondAttribute)].compactMap { $0 }
            SceneErrorLog.report(.exception(name: "NSGenericException", reason:
                "Unable to activate constraint with anchors \(names.joined(separator: " and ")) because they have no common ancestor.  "
                    + "Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."))
            return isActive = false
        }
        owner = ancestor
        ancestor.layoutConstraints.append(self)
        invalidateLayout()
    }

    private func deactivate() {
        invalidateLayout()
        owner?.layoutConstraints.removeAll { $0 === self }
        owner = nil
    }

    /// Marks the items' tree for a new solve and their superviews for layout, as a changed
    /// constraint moves its items at the next pass.
    private func invalidateLayout() {
        guard isActive else { return }
        for item in [firstLayoutItem, secondLayoutItem].compactMap({ $0 }) { item.invalidateLayout() }
    }

    /// UIKit's reason for refusing a pair of attributes, or nil when the pair is valid.
    private static func pairingProblem(_ first: Attribute, _ second: Attribute, hasSecondItem: Bool, multiplier: CGFloat) -> String? {
        guard first != .notAnAttribute else { return nil }
        if !first.isSize, !hasSecondItem || second == .notAnAttribute || multiplier == 0 {
            return "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint "
                + "of a location equal to a constant. Location attributes must be specified in pairs."
        }
        guard hasSecondItem, second != .notAnAttribute else { return nil }
        if first.isSize != second.isSize || !first.isSize && first.isHorizontal != second.isHorizontal {
            return "Invalid pairing of layout attributes"
        }
        if first.isHorizontal, !first.isSize, !second.isSize, first.isDirectional != second.isDirectional,
           first.isDirectional || second.isDirectional, ![first, second].contains(where: { $0 == .centerX || $0 == .centerXWithinMargins }) {
            return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        }
        return nil
    }
}

extension NSLayoutConstraint.Attribute {
    var isSize: Bool { self == .width || self == .height }
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: true
        default: false
        }
    }
    var isDirectional: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }

    /// The attribute's name as UIKit prints it in a constraint.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
