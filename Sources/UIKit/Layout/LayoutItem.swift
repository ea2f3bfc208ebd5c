import Foundation
import QuartzCore

/// What a constraint can name: a view, or a layout guide owned by one.
enum LayoutItem {
    case view(UIView)
    case guide(UILayoutGuide)

    init?(_ object: AnyObject?) {
        switch object {
        case let view as UIView: self = .view(view)
        case let guide as UILayoutGuide: self = .guide(guide)
        default: return nil
        }
    }

    /// The view whose tree the item belongs to: the view itself, or the guide's owning view.
    var view: UIView? {
        switch self {
        case let .view(view): view
        case let .guide(guide): guide.owningView
        }
    }

    var object: AnyObject {
        switch self {
        case let .view(view): view
        case let .guide(guide): guide
        }
    }

    /// The closest view both items are in, where UIKit installs a constraint between them; the
    /// item's own view when there is no second item; nil when they are in different trees.
    func commonAncestor(with other: LayoutItem?) -> UIView? {
        guard let view else { return nil }
        guard let other else { return view }
        guard let otherView = other.view else { return nil }
        // The pairs constraints almost always join: one view, a view and its superview, siblings.
        if view === otherView || otherView === view.superview { return otherView }
        if view === otherView.superview { return view }
        if let parent = view.superview, parent === otherView.superview { return parent }
        // Otherwise one walk up each side, so the cost is the depth, not its square.
        var ancestors = Set<ObjectIdentifier>()
        var candidate: UIView? = view
        while let ancestor = candidate {
            ancestors.insert(ObjectIdentifier(ancestor))
            candidate = ancestor.superview
        }
        candidate = otherView
        while let ancestor = candidate {
            if ancestors.contains(ObjectIdentifier(ancestor)) { return ancestor }
            candidate = ancestor.superview
        }
        return nil
    }

    /// The anchor as UIKit names it in its messages, e.g. `UILabel.top`.
    func anchorDescription(_ attribute: NSLayoutConstraint.Attribute) -> String {
        let name = switch self {
        case let .view(view): String(describing: type(of: view))
        case let .guide(guide): guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier
        }
        return "\(name).\(attribute.name)"
    }

    /// Marks the item's tree for a new solve and the views it moves for layout.
    func invalidateLayout() {
        switch self {
        case let .view(view):
            view.invalidateConstraintLayout()
            view.superview?.setNeedsLayout()
        case let .guide(guide):
            guide.owningView?.invalidateConstraintLayout()
        }
    }
}
