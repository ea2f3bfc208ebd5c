import Foundation

extension Layer {
    /// The layer and its subtree as they look at their clock's current time: a new tree of plain
    /// layers of the same classes (sublayers and mask included) whose properties hold the
    /// animated values. Model values are untouched. This is what a renderer draws. Disfavoured
    /// so that, beside `import UIKit`, `presentation() as? CAShapeLayer` picks Core Animation's.
    @_disfavoredOverload
    public func presentation() -> Layer {
        presentation(parentMapping: timeParent?.timeMapping ?? LayerTimeMapping())
    }

    /// This layer alone as it looks at its clock's current time, without sublayers or mask: what
    /// `presentation()` gives for this layer, for tools that read one layer's animated values
    /// without copying the tree beneath it.
    public func presentationWithoutSublayers() -> Layer {
        let copy = shallowCopy()
        applyAnimations(to: copy, mapping: (timeParent?.timeMapping ?? LayerTimeMapping()).then(self))
        return copy
    }

    func presentation(parentMapping: LayerTimeMapping) -> Layer {
        // What Core Animation does at a commit before drawing: lay out, then display. The flags
        // are read here first, as nearly every layer of every frame needs neither.
        if needsCommitWork { commitLayoutAndDisplay() }
        let copy = shallowCopy()
        let mapping = parentMapping.then(self)
        let replicator = self as? ReplicatorLayer
        if !sublayers.isEmpty, replicator == nil {
            copy.adoptPresentationSublayers(sublayers.map { $0.presentation(parentMapping: mapping) })
        }
        copy.mask = mask?.presentation(parentMapping: mapping)
        applyAnimations(to: copy, mapping: mapping)
        // A replicator's instances follow its animated settings, so they come after its animations.
        if let replicator, let settings = copy as? ReplicatorLayer {
            copy.adoptPresentationSublayers(replicator.presentedInstances(settings: settings, mapping: mapping))
        }
        // An emitter's particles are drawn above its sublayers, as Core Animation draws them.
        if let emitter = self as? EmitterLayer, let settings = copy as? EmitterLayer {
            copy.adoptPresentationSublayers(copy.sublayers + emitter.presentedParticles(settings: settings, mapping: mapping))
        }
        return copy
    }

    /// Writes every running animation, oldest first, into `copy`, so a newer animation of a
    /// property wins unless it is additive.
    func applyAnimations(to copy: Layer, mapping: LayerTimeMapping) {
        guard let clock = animationRuns.first?.clock else { return }
        let now = mapping.localTime(forClockTime: clock.time)
        for run in animationRuns {
            run.animation.present(elapsed: now - run.begin, on: copy)
        }
        didApplyAnimations(to: copy)
    }
}
