import Foundation
import QuartzCore

/// UIKit's layout pass. A view that needs layout (`setNeedsLayout()`, a new size, a new
/// subview, a changed constraint) is laid out at the next `layoutIfNeeded()` or, at the latest,
/// when its layer is next presented, as at Core Animation's commit before every frame; so a
/// view is laid out before its first frame however it came to be shown. Laying out a view:
/// updating and solving its tree's constraints if they changed (LayoutEngine.swift), placing
/// the subviews they govern, then `viewWillLayoutSubviews()`, `layoutSubviews()` and
/// `viewDidLayoutSubviews()`.
extension UIView {
    /// Asks for a layout pass at the next `layoutIfNeeded()` or frame, as `setNeedsLayout()`.
    public func setNeedsLayout() {
        layer.setNeedsLayout()
    }

    /// Asks for `updateConstraints()` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        invalidateConstraintLayout()
    }

    public func needsUpdateConstraints() -> Bool { layoutState.needsUpdateConstraints }

    /// Runs `updateConstraints()` now wherever it was asked for in this view's tree.
    public func updateConstraintsIfNeeded() {
        rootView.updateConstraintsInTree()
    }

    /// The view whose tree one solve covers: the topmost above this one (itself when it has no
    /// superview), or the nearest cell on the way. A cell is placed by its table or collection
    /// through its frame and its constraints stay inside it, so each cell is solved on its own,
    /// held at its bounds: a change inside one row re-solves that row, and a list of a thousand
    /// rows is a thousand small solves rather than one that grows with the square of the rows.
    var rootView: UIView {
        var view = self
        while !view.isLayoutIsland, let superview = view.superview { view = superview }
        return view
    }

    /// Whether the view's subtree is solved apart from the tree it is in (see `rootView`).
    var isLayoutIsland: Bool { layoutState.isCell && translatesAutoresizingMaskIntoConstraints }

    /// Marks this view's tree for a new solve at its next layout pass: a constraint, a size the
    /// constraints read, or a margin changed.
    func invalidateConstraintLayout() {
        let root = rootView
        root.layoutState.isStale = true
        root.setNeedsLayout()
    }

    /// `layoutIfNeeded()`: solves what changed, then lays out from the highest ancestor that
    /// needs layout down, as Core Animation's `layoutIfNeeded()` does.
    func runLayoutPass() {
        rootView.solveIfStale()
        layer.layoutIfNeeded()
    }

    /// The view's part of a layout pass, as UIKit lays a view out from its layer's
    /// `layoutSublayers()`.
    public func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        let root = rootView
        root.solveIfStale()
        if let solution = root.layoutState.solution {
            for subview in subviews {
                guard let frame = solution.frame(of: subview), subview.untransformedFrame != frame else { continue }
                subview.bounds.size = frame.size
                subview.center = CGPoint(x: frame.minX + subview.layer.anchorPoint.x * frame.width,
                                         y: frame.minY + subview.layer.anchorPoint.y * frame.height)
                subview.updateSafeArea()
            }
        }
        let controller = traitState.viewController
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }

    /// Updates and solves the tree's constraints if anything they read changed since the last
    /// solve, and marks for layout the superviews of the views that move. On the root only.
    private func solveIfStale() {
        guard layoutState.isStale else { return }
        layoutState.isStale = false
        updateConstraintsInTree()
        var solution = LayoutEngine.solve(self)
        // A multi-line label's height depends on the width the solve gives it; UIKit's engine
        // measures it again at that width and solves once more, and so does this.
        for _ in 0..<2 {
            guard let solved = solution else { break }
            let rewrapped = solved.placed.filter { view in
                guard let wrapping = view as? HeightFollowsWidth, let frame = solved.frame(of: view) else { return false }
                return wrapping.adoptSolvedWidth(frame.width)
            }
            if rewrapped.isEmpty { break }
            solution = LayoutEngine.solve(self)
        }
        layoutState.solution = solution
        for view in solution?.placed ?? [] where solution?.frame(of: view) != view.untransformedFrame {
            view.superview?.setNeedsLayout()
        }
        for (guide, frame) in solution?.guides ?? [] where guide.solvedFrame != frame {
            guide.solvedFrame = frame
            guide.owningView?.setNeedsLayout()
            // A scroll view's content is as large as the constraints on its content guide make it.
            if guide.kind == .scrollContent, let scrollView = guide.owningView as? UIScrollView { scrollView.contentSize = frame.size }
        }
    }

    /// Calls `updateConstraints()` (or a root view's controller's `updateViewConstraints()`)
    /// where it was asked for, subviews before their superview, as UIKit updates from the
    /// leaves up. An override that does not call `super` is UIKit's exception.
    fileprivate func updateConstraintsInTree() {
        for subview in subviews { subview.updateConstraintsInTree() }
        guard layoutState.needsUpdateConstraints else { return }
        layoutState.needsUpdateConstraints = false
        layoutState.updatedConstraints = false
        if let controller = traitState.viewController { controller.updateViewConstraints() } else { updateConstraints() }
        if !layoutState.updatedConstraints {
            let name = String(describing: type(of: self))
            SceneErrorLog.report(.exception(name: "NSInternalInconsistencyException", reason:
                "Auto Layout still required after sending -updateConstraints to <\(name)>. \(name) or one of its superclasses may have "
                    + "overridden -updateConstraints without calling super. Or, something may have dirtied layout constraints in the "
                    + "middle of updating them.  Both are programming errors."))
        }
    }

    /// Deactivates the constraints installed outside this view's subtree that name a view in
    /// it, as UIKit does when a view leaves its superview.
    func deactivateConstraintsLeaving(_ ancestors: UIView?) {
        var outside = ancestors
        while let ancestor = outside {
            for constraint in ancestor.layoutConstraints {
                let items = [constraint.firstLayoutItem, constraint.secondLayoutItem].compactMap { $0?.view }
                if items.contains(where: { $0.isDescendant(of: self) }) { constraint.isActive = false }
            }
            outside = ancestor.superview
        }
    }
}

/// A view whose intrinsic height depends on its width (a multi-line label, a text view that does
/// not scroll), which the layout pass measures again at the width a solve gave it.
protocol HeightFollowsWidth: UIView {
    /// Takes the solved width; true when the intrinsic size changed with it.
    func adoptSolvedWidth(_ width: Double) -> Bool
}
