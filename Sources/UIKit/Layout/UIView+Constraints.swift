import Foundation
import QuartzCore

extension UIView {
    /// The active constraints installed on this view: those between items it is the closest
    /// common ancestor of, and those of its own size.
    public var constraints: [NSLayoutConstraint] { layoutConstraints }
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// The active constraints in the view's tree that name it on `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        func visit(_ view: UIView) {
            found += view.layoutConstraints.filter { constraint in
                (constraint.firstItem === self && constraint.firstAttribute.isHorizontal == (axis == .horizontal))
                    || (constraint.secondItem === self && constraint.secondAttribute.isHorizontal == (axis == .horizontal))
            }
            view.subviews.forEach(visit)
        }
        visit(rootView)
        return found
    }

    /// Whether the constraints leave the view's frame open; the solver always picks one, so never.
    public var hasAmbiguousLayout: Bool { false }
}
