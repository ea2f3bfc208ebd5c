import Foundation

extension CALayer {
    /// The layer's own look as a transition composites it: a deep copy of the layer and its
    /// subtree, without the opacity, mask, shadow, hiding and culling that apply to the
    /// composited result, and without a transition of its own. A renderer draws it in the
    /// layer's bounds space as the new side of `activeTransition`.
    package func transitionLook() -> CALayer {
        let look = deepCopy()
        look.activeTransition = nil
        look.isolateAsLook()
        return look
    }

    /// The look `CATransition` snapshots when it is added: the presentation as it is now, a
    /// transition already running on the layer included.
    func snapshotLook() -> CALayer {
        let look = presentationTree()
        look.isolateAsLook()
        return look
    }

    private func deepCopy() -> CALayer {
        let copy = shallowCopy()
        if !sublayerList.isEmpty { copy.setSublayers(sublayerList.map { $0.deepCopy() }) }
        copy.mask = mask?.deepCopy()
        return copy
    }

    private func isolateAsLook() {
        opacity = 1
        isHidden = false
        mask = nil
        shadowOpacity = 0
        isDoubleSided = true
    }
}
