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
        safeAreaReach(of: rect).insets(within: rect.size)
    }

    /// How far past each edge of `rect` (this view's coordinates) the covered bands of the views
    /// above reach: on each edge the furthest any of them overlaps, unclamped.
    private func safeAreaReach(of rect: CGRect) -> SafeAreaReach {
        var reach = SafeAreaReach.none
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
                reach.top = max(reach.top, area.minY + covered.top - frame.minY)
                reach.left = max(reach.left, area.minX + covered.left - frame.minX)
                reach.bottom = max(reach.bottom, frame.maxY - (area.maxY - covered.bottom))
                reach.right = max(reach.right, frame.maxX - (area.maxX - covered.right))
            }
            if held != nil { break }
            current = view.superview
        }
        return reach
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
        updateSafeArea(coveredAbove: ancestor != nil, parentReach: nil)
    }

    /// `coveredAbove`: whether any superview covers, holds or adds to the safe area. Where none
    /// does, and neither does this view, its insets are zero without converting anything: a
    /// tree being built before it joins a screen is all such views. `parentReach`: the
    /// superview's reach, when this pass found it; a view only moved from it (no transform of
    /// its own, none on the superview's sublayers) and covering nothing itself takes its reach
    /// from there, so a tree nested thousands deep costs a step per view, not per ancestor.
    private func updateSafeArea(coveredAbove: Bool, parentReach: SafeAreaReach?) {
        let covered = coveredAbove || coversSafeArea
        var reach = SafeAreaReach.none
        if covered {
            if let parentReach, let parent = superview, !coversSafeArea, layer.transform.isIdentity, parent.layer.sublayerTransform.isIdentity {
                reach = parentReach.moved(to: frame, in: parent.bounds)
            } else {
                reach = safeAreaReach(of: bounds)
            }
        }
        let insets = covered ? reach.insets(within: bounds.size) : .zero
        if insets != traitState.reportedSafeAreaInsets {
            traitState.reportedSafeAreaInsets = insets
            // The guides and margins move, so the constraints to them are solved again.
            if !systemGuides.isEmpty { invalidateConstraintLayout() }
            setNeedsLayout()
            safeAreaInsetsDidChange()
        }
        for view in subviews { view.updateSafeArea(coveredAbove: covered, parentReach: covered ? reach : nil) }
    }

    /// Whether this view contributes to the safe area below it: it covers edges (a screen, a
    /// bar's container), holds its insets during a transition, or adds insets of its own.
    private var coversSafeArea: Bool {
        traitState.coveredEdgeInsets != nil || traitState.heldSafeAreaInsets != nil || traitState.additionalSafeAreaInsets != .zero
    }
}

/// How far the covered bands above a rectangle reach past each of its edges, into it (positive)
/// or short of it (negative): the safe-area insets before they are clamped to the rectangle.
struct SafeAreaReach: Equatable {
    var top, left, bottom, right: CGFloat

    /// No covered band above.
    static let none = SafeAreaReach(top: -.infinity, left: -.infinity, bottom: -.infinity, right: -.infinity)

    /// The insets of a rectangle of `size`: each reach, at least 0 and at most the rectangle.
    func insets(within size: CGSize) -> UIEdgeInsets {
        UIEdgeInsets(top: min(size.height, max(0, top)), left: min(size.width, max(0, left)),
                     bottom: min(size.height, max(0, bottom)), right: min(size.width, max(0, right)))
    }

    /// The reach over a rectangle at `frame` inside this one's `bounds`, the two related by a
    /// move alone.
    func moved(to frame: CGRect, in bounds: CGRect) -> SafeAreaReach {
        SafeAreaReach(top: top - (frame.minY - bounds.minY), left: left - (frame.minX - bounds.minX),
                      bottom: bottom - (bounds.maxY - frame.maxY), right: right - (bounds.maxX - frame.maxX))
    }
}
