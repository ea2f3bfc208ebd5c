import Foundation
import QuartzCore

extension UIView {
    /// Adds `view` on top of the other subviews, taking it from its old superview.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (0 is the back).
    public func insertSubview(_ view: UIView, at index: Int) {
        guard !isDescendant(of: view) else {
            return SceneErrorLog.report(.cycle(
                call: "UIView.insertSubview(_:at:)", problem: "cannot add a view to itself or to one of its own subviews"))
        }
        view.moving(toWindow: window) {
            view.detachFromSuperview()
            view.willMove(toSuperview: self)
            let index = min(max(0, index), subviews.count)
            // Sublayers that are not views (a button's title, a mask) keep their places.
            if index < subviews.count {
                layer.insertSublayer(view.layer, below: subviews[index].layer)
            } else if let last = subviews.last {
                layer.insertSublayer(view.layer, above: last.layer)
            } else {
                layer.addSublayer(view.layer)
            }
            subviews.insert(view, at: index)
            view.superview = self
            view.setNeedsLayout()
            setNeedsLayout()
            invalidateConstraintLayout()
            view.updateTraits()
            if view.ownTintColor == nil { view.inheritedTintDidChange() }
            view.updateSafeArea()
            view.didMoveToSuperview()
            didAddSubview(view)
        }
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: index(ofSubview: sibling, placing: view))
    }

    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: index(ofSubview: sibling, placing: view) + 1)
    }

    /// Where `sibling` sits once `view` has left its current place. When the sibling is not a
    /// subview the view goes on top, as UIKit adds it then (an animator may name a "from" view
    /// that a custom presentation left outside the container).
    private func index(ofSubview sibling: UIView, placing view: UIView) -> Int {
        let others = subviews.filter { $0 !== view }
        return others.firstIndex { $0 === sibling } ?? others.count
    }

    public func removeFromSuperview() {
        guard superview != nil else { return }
        moving(toWindow: nil) { detachFromSuperview() }
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        willMove(toSuperview: nil)
        parent.willRemoveSubview(self)
        deactivateConstraintsLeaving(parent)
        parent.invalidateConstraintLayout()
        parent.setNeedsLayout()
        parent.subviews.removeAll { $0 === self }
        superview = nil
        forgetTraits()
        invalidateConstraintLayout()
        layer.removeFromSuperlayer()
        didMoveToSuperview()
    }

    /// Runs `move`, which takes this view into `newWindow` (or out of any), between
    /// `willMove(toWindow:)` and `didMoveToWindow()` sent to this view and every view in it, as
    /// UIKit sends them when a view joins or leaves a window; a move within one window sends none.
    private func moving(toWindow newWindow: UIWindow?, _ move: () -> Void) {
        guard window !== newWindow else { return move() }
        // Parents before children, subviews in order, from a work list: no depth overflows it.
        var views: [UIView] = []
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            views.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        if newWindow != nil {
            let proxies = AppearanceRegistry.current
            for view in views { proxies.apply(to: view, containers: view.appearanceContainers) }
        }
        for view in views { view.willMove(toWindow: newWindow) }
        move()
        for view in views { view.didMoveToWindow() }
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        addSubview(view)
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Whether this view is `view` or lies somewhere below it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// `point` in this view's coordinates expressed in `view`'s (the root's when nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: view?.layer)
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: view?.layer)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: view?.layer)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: view?.layer)
    }
}
