import QuartzCore

/// Core Animation's geometry as projective maps between a layer's bounds space and its
/// superlayer's: `transform` turns about the anchor point, which sits at `position`, and the
/// superlayer's `sublayerTransform` turns its sublayers about the superlayer's anchor point.
enum LayerGeometry {
    /// The anchor point in the layer's own (bounds) coordinates.
    static func anchor(of layer: CALayer) -> (x: Double, y: Double) {
        (layer.bounds.minX + layer.anchorPoint.x * layer.bounds.width,
         layer.bounds.minY + layer.anchorPoint.y * layer.bounds.height)
    }

    /// From a sublayer's bounds space into its superlayer's plane: the sublayer's transform
    /// about its anchor at `position`, then the superlayer's `sublayerTransform` about the
    /// superlayer's anchor, both in 3D (so the sublayer's z feeds the superlayer's
    /// perspective) before the result is flattened into the superlayer's plane; a superlayer
    /// whose geometry is flipped then mirrors it top to bottom within its bounds. With no
    /// superlayer this maps a mask into its owner's space, or the root into the screen.
    static func toSuperlayer(_ layer: CALayer, in superlayer: CALayer? = nil) -> Projective {
        let a = anchor(of: layer)
        var t = CATransform3D(translationX: -a.x, y: -a.y, z: 0).concatenating(layer.transform)
        t = t.concatenating(CATransform3D(translationX: layer.position.x, y: layer.position.y, z: 0))
        if let superlayer, !superlayer.sublayerTransform.isIdentity {
            let s = anchor(of: superlayer)
            t = t.concatenating(CATransform3D(translationX: -s.x, y: -s.y, z: 0))
                .concatenating(superlayer.sublayerTransform)
                .concatenating(CATransform3D(translationX: s.x, y: s.y, z: 0))
        }
        if let superlayer, superlayer.isGeometryFlipped {
            t = t.concatenating(CATransform3D(scaleX: 1, y: -1, z: 1))
                .concatenating(CATransform3D(translationX: 0, y: superlayer.bounds.minY + superlayer.bounds.maxY, z: 0))
        }
        return Projective(t)
    }

    /// Whether `layer` sits under an odd number of flipped superlayers, as
    /// `CALayer.contentsAreFlipped()`: its images and text are then mirrored back, so they read
    /// upright while its geometry (position, paths, sublayers) follows the flip.
    static func contentsAreFlipped(_ layer: CALayer) -> Bool {
        var flipped = false
        var ancestor = layer.superlayer
        while let current = ancestor {
            if current.isGeometryFlipped { flipped.toggle() }
            ancestor = current.superlayer
        }
        return flipped
    }

    /// Whether `map` shows the layer exactly edge-on: its plane passes through the eye, so it
    /// covers no area on screen (a card turned to exactly 90° about its own axis under its own
    /// perspective, or with none). Core Animation draws such a layer, and everything flattened
    /// into it, not at all. The test is the map's area scale at `point` (the Jacobian
    /// determinant, det H / w³): below a billionth of a pixel per square unit.
    static func isEdgeOn(_ map: Projective, at point: (x: Double, y: Double)) -> Bool {
        let w = map.m13 * point.x + map.m23 * point.y + map.m33
        guard w != 0 else { return true }
        return abs(map.determinant / (w * w * w)) < edgeOnAreaScale
    }

    /// The area scale below which a layer counts as edge-on.
    static let edgeOnAreaScale = 1e-9

    /// Whether a layer has geometry worth drawing at all: finite numbers and a real size.
    static func isDrawable(_ layer: CALayer) -> Bool {
        layer.bounds.isFinite && layer.position.x.isFinite && layer.position.y.isFinite
            && layer.anchorPoint.x.isFinite && layer.anchorPoint.y.isFinite
            && layer.transform.isFinite && layer.opacity.isFinite
    }
}
