import Foundation

extension CALayer {
    /// The layer and its subtree as they look at their clock's current time: a new tree of plain
    /// layers of the same classes (sublayers and mask included) whose properties hold the
    /// animated values. Model values are untouched. This is what a renderer draws; Core
    /// Animation's `presentation()` gives the same copy as an optional of the layer's own type.
    package func presentationTree() -> CALayer {
        layoutIfNeeded()
        return presentation(parentMapping: timeParent?.timeMapping ?? LayerTimeMapping())
    }

    /// This layer alone as it looks at its clock's current time, without sublayers or mask: what
    /// `presentation()` gives for this layer, for tools that read one layer's animated values
    /// without copying the tree beneath it.
    package func presentationWithoutSublayers() -> CALayer {
        let copy = shallowCopy()
        applyAnimations(to: copy, mapping: (timeParent?.timeMapping ?? LayerTimeMapping()).then(self))
        return copy
    }

    func presentation(parentMapping: LayerTimeMapping) -> CALayer {
        // What Core Animation does at a commit before drawing: lay out (done for the whole tree
        // above), then display. The flag is read here first, as nearly every layer of every
        // frame needs no display.
        if needsCommitWork { commitLayoutAndDisplay() }
        let copy = shallowCopy()
        let mapping = parentMapping.then(self)
        let replicator = self as? CAReplicatorLayer
        if !sublayerList.isEmpty, replicator == nil {
            copy.adoptPresentationSublayers(sublayerList.map { $0.presentation(parentMapping: mapping) })
        }
        copy.mask = mask?.presentation(parentMapping: mapping)
        applyAnimations(to: copy, mapping: mapping)
        // A replicator's instances follow its animated settings, so they come after its animations.
        if let replicator, let settings = copy as? CAReplicatorLayer {
            copy.adoptPresentationSublayers(replicator.presentedInstances(settings: settings, mapping: mapping))
        }
        // An emitter's particles are drawn above its sublayers, as Core Animation draws them.
        if let emitter = self as? CAEmitterLayer, let settings = copy as? CAEmitterLayer {
            copy.adoptPresentationSublayers(copy.sublayerList + emitter.presentedParticles(settings: settings, mapping: mapping))
        }
        return copy
    }

    /// Writes every running animation, oldest first, into `copy`, so a newer animation of a
    /// property wins unless it is additive.
    func applyAnimations(to copy: CALayer, mapping: LayerTimeMapping) {
        guard let clock = animationRuns.first?.clock else { return }
        let now = mapping.localTime(forClockTime: clock.time)
        for run in animationRuns {
            run.animation.present(elapsed: now - run.begin, on: copy)
        }
        didApplyAnimations(to: copy)
    }
}
