import TransitionKit

/// Core Animation's geometry as projective maps between a layer's bounds space and its
/// superlayer's: `transform` turns about the anchor point, which sits at `position`, and the
/// superlayer's `sublayerTransform` turns its sublayers about the superlayer's anchor point.
enum LayerGeometry {
    /// The anchor point in the layer's own (bounds) coordinates.
    static func anchor(of layer: Layer) -> (x: Double, y: Double) {
        (layer.bounds.minX + layer.anchorPoint.x * layer.bounds.width,
         layer.bounds.minY + layer.anchorPoint.y * layer.bounds.height)
    }

    /// From the layer's bounds space to its superlayer's bounds space, before the
    /// superlayer's `sublayerTransform`; also the map of a mask into its owner's space.
    static func toSuperlayer(_ layer: Layer) -> Projective {
        let a = anchor(of: layer)
        var t = Transform3D(translationX: -a.x, y: -a.y, z: 0).concatenating(layer.transform)
        t = t.concatenating(Transform3D(translationX: layer.position.x, y: layer.position.y, z: 0))
        return Projective(t)
    }

    /// What a superlayer's `sublayerTransform` does to its sublayers' plane, about its anchor.
    static func sublayerMap(of layer: Layer) -> Projective? {
        guard !layer.sublayerTransform.isIdentity else { return nil }
        let a = anchor(of: layer)
        let t = Transform3D(translationX: -a.x, y: -a.y, z: 0)
            .concatenating(layer.sublayerTransform)
            .concatenating(Transform3D(translationX: a.x, y: a.y, z: 0))
        return Projective(t)
    }

    /// Whether a layer has geometry worth drawing at all: finite numbers and a real size.
    static func isDrawable(_ layer: Layer) -> Bool {
        layer.bounds.isFinite && layer.position.x.isFinite && layer.position.y.isFinite
            && layer.anchorPoint.x.isFinite && layer.anchorPoint.y.isFinite
            && layer.transform.isFinite && layer.opacity.isFinite
    }
}
