import Foundation
import QuartzCore

extension UIView {
    /// How far the display's status bar, rounded corners and home indicator, and the bars of
    /// the controllers this view is in, reach into this view, as `UIView.safeAreaInsets`: on each
    /// edge the furthest any of them overlaps the view. Zero outside any device screen
    /// (ScreenView.swift) and bar.
    public var safeAreaInsets: UIEdgeInsets {
        safeAreaInsets(of: bounds)
    }

    /// The safe-area insets a view would have at `rect`, in this view's coordinates.
    func safeAreaInsets(of rect: CGRect) -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        var current: UIView? = self
        // The rectangle goes to the root once; each covering ancestor takes it from there.
        var inRoot: LayerCorners?
        while let view = current {
            // A controller's view in a transition keeps the safe area of where it will be shown;
            // a view with additional insets adds them to the safe area it gets from above.
            var held = view.traitState.heldSafeAreaInsets
            let additional = view.traitState.additionalSafeAreaInsets
            if held == nil, additional != .zero {
                held = view.safeAreaInsets(at: view.frame, in: view.superview)
            }
            if let covered = held ?? view.traitState.coveredEdgeInsets {
                if inRoot == nil { inRoot = layer.cornersInRoot(of: rect) }
                let frame = view.layer.cornersFromRoot(inRoot!).boundingBox
                let area = view.bounds
                insets.top = max(insets.top, min(rect.height, max(0, area.minY + covered.top - frame.minY)))
                insets.left = max(insets.left, min(rect.width, max(0, area.minX + covered.left - frame.minX)))
                insets.bottom = max(insets.bottom, min(rect.height, max(0, frame.maxY - (area.maxY - covered.bottom))))
                insets.right = max(insets.right, min(rect.width, max(0, frame.maxX - (area.maxX - covered.right))))
            }
            if held != nil { break }
            current = view.superview
        }
        return insets
    }

    /// The safe-area insets this view would have at `frame` in `container`: what the container
    /// gives that rectangle, plus this view's own additional insets.
    func safeAreaInsets(at frame: CGRect, in container: UIView?) -> UIEdgeInsets {
        let inherited = container?.safeAreaInsets(of: frame) ?? .zero
        let additional = traitState.additionalSafeAreaInsets
        return UIEdgeInsets(top: inherited.top + additional.top, left: inherited.left + additional.left,
                          bottom: inherited.bottom + additional.bottom, right: inherited.right + additional.right)
    }

    /// Insets added to the safe area this view gets from the screen and the bars above it, as
    /// `UIViewController.additionalSafeAreaInsets` adds them to a controller's view: for a bar
    /// the view draws itself.
    package var additionalSafeAreaInsets: UIEdgeInsets {
        get { traitState.additionalSafeAreaInsets }
        set {
            traitState.additionalSafeAreaInsets = newValue
            updateSafeArea()
        }
    }

    /// Keeps this view's safe area at `insets` while it moves (nil lets it follow its frame again),
    /// as UIKit lays a controller's view out for its final frame before a transition moves it.
    func holdSafeArea(_ insets: UIEdgeInsets?) {
        traitState.heldSafeAreaInsets = insets
        updateSafeArea()
    }

    /// Tells this view and its subviews whose safe area changed, through `safeAreaInsetsDidChange()`:
    /// after a move in the hierarchy, or when a container's bar changed what it covers.
    func updateSafeArea() {
        var ancestor = superview
        while let view = ancestor, !view.coversSafeArea { ancestor = view.superview }
        updateSafeArea(coveredAbove: ancestor != nil)
    }

    /// `coveredAbove`: whether any superview covers, holds or adds to the safe area. Where none
    /// does, and neither does this view, its insets are zero without converting anything: a
    /// tree being built before it joins a screen is all such views.
    private func updateSafeArea(coveredAbove: Bool) {
        let covered = coveredAbove || coversSafeArea
        let insets = covered ? safeAreaInsets : .zero
        if insets != traitState.reportedSafeAreaInsets {
            traitState.reportedSafeAreaInsets = insets
            // The guides and margins move, so the constraints to them are solved again.
            if !systemGuides.isEmpty { invalidateConstraintLayout() }
            setNeedsLayout()
            safeAreaInsetsDidChange()
        }
        for view in subviews { view.updateSafeArea(coveredAbove: covered) }
    }

    /// Whether this view contributes to the safe area below it: it covers edges (a screen, a
    /// bar's container), holds its insets during a transition, or adds insets of its own.
    private var coversSafeArea: Bool {
        traitState.coveredEdgeInsets != nil || traitState.heldSafeAreaInsets != nil || traitState.additionalSafeAreaInsets != .zero
    }
}
