import Foundation
import QuartzCore

extension UIView {
    /// The traits this view draws with: its superview's, with its own `traitOverrides` on top;
    /// a view outside any hierarchy starts from `UITraitCollection.standard`.
    public var traitCollection: UITraitCollection {
        // The update pass keeps every view's traits as it brings them up to date (on each move
        // into a superview and each change of overrides); a view out of any tree, or taken out
        // of one, gathers them.
        if let current = traitState.current { return current }
        // Gathered upward in a loop rather than by recursion, so a tree of any depth is safe:
        // overlaying is associative, so this view's overrides on top of its ancestors' can be
        // collected from the bottom up.
        var overrides = traitState.overrides
        var ancestor = superview
        while let view = ancestor {
            overrides = view.traitState.overrides.overlaid(with: overrides)
            ancestor = view.superview
        }
        return UITraitCollection.standard.overlaid(with: overrides)
    }

    /// Traits this view sets for itself and its subviews, as iOS 17's `traitOverrides`.
    public var traitOverrides: UITraitCollection {
        get { traitState.overrides }
        set {
            traitState.overrides = newValue
            updateTraits()
        }
    }

    /// Forces light or dark on this view and its subviews, as `UIView.overrideUserInterfaceStyle`.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitState.overrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// Left to right or right to left, as `UIView.effectiveUserInterfaceLayoutDirection`.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        traitCollection.effectiveLayoutDirection
    }

    /// Runs `apply` with the current traits now and again whenever they change: how dynamic
    /// colours, natural alignment and leading layout follow the environment. A later call for the
    /// same `key` replaces the earlier.
    ///
    ///     hairline.resolveWithTraits(.displayScale) { traits in hairline.frame.size.height = 1 / traits.displayScale }
    package func resolveWithTraits(_ key: TraitResolutionKey, _ apply: @escaping (UITraitCollection) -> Void) {
        let traits = traitCollection
        apply(traits)
        traitState.resolutions[key] = TraitResolution(apply: apply, appliedWith: traits)
    }

    /// Stops re-resolving `key`: the property was given a value that does not depend on traits.
    func stopResolving(_ key: TraitResolutionKey) {
        traitState.resolutions[key] = nil
    }

    /// Brings this view and its subviews up to date with their traits after the hierarchy or an
    /// override changed: re-resolves what depends on them and calls `traitCollectionDidChange`.
    func updateTraits() {
        updateTraits(inheriting: superview?.traitCollection ?? .standard)
    }

    /// Forgets the traits the update pass kept for this view and every view in it: the view
    /// left its superview, so they are gathered afresh until it joins another.
    func forgetTraits() {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.traitState.current = nil
            pending.append(contentsOf: view.subviews)
        }
    }

    /// Visits the subtree depth first, parents before children and subviews in order, from a
    /// work list rather than by recursion, so a tree of any depth is safe.
    ///
    /// A view that already keeps the traits it would get is passed over with everything in it:
    /// the pass that kept them brought its subtree up to date with them, and every later change
    /// under it (a subview added, an override set) ran a pass of its own. A tree built away from
    /// a window and then added to a view of the same traits is not walked again.
    private func updateTraits(inheriting inherited: UITraitCollection) {
        var pending: [(view: UIView, inherited: UITraitCollection)] = [(self, inherited)]
        while let (view, inherited) = pending.popLast() {
            let traits = inherited.overlaid(with: view.traitState.overrides)
            if view.traitState.current == traits { continue }
            view.applyTraits(traits)
            for subview in view.subviews.reversed() { pending.append((subview, traits)) }
        }
    }

    /// Keeps `traits` as this view's, re-resolves what depends on them and reports a change.
    private func applyTraits(_ traits: UITraitCollection) {
        traitState.current = traits
        for key in traitState.resolutions.keys.sorted() where traitState.resolutions[key]?.appliedWith != traits {
            traitState.resolutions[key]?.appliedWith = traits
            traitState.resolutions[key]?.apply(traits)
        }
        if traitState.reported != traits {
            let previous = traitState.reported
            traitState.reported = traits
            traits.performAsCurrent {
                traitCollectionDidChange(previous)
                traitState.viewController?.traitCollectionDidChange(previous)
            }
        }
    }
}
