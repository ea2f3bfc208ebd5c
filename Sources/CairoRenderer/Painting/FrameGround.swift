import QuartzCore

/// The one opaque colour every pixel of a frame holds once some layer's background is drawn:
/// the background of the last layer, in drawing order, that covers every pixel of the frame
/// whole with an opaque colour, drawn straight onto the frame (no group, mask, shadow,
/// transition or perspective on it or above it). Everything drawn before that background is
/// hidden under it: the renderer paints the colour first, over uninitialised memory, and the
/// painter leaves out what would be covered (see `LayerPainter.groundAncestors`). Where a
/// window, the screen in it and the screen's table each have a background filling the frame,
/// the frame was filled three times; now it is filled once.
///
/// What is left out never shows: over an opaque source, Cairo's OVER writes the source's
/// colour and reads nothing of what was there, and a rectangle whose device edges lie on or
/// beyond the frame's covers each of its pixels whole. So a frame drawn from its ground is the
/// frame drawn layer by layer, byte for byte.
struct FrameGround {
    let color: CGColor
    /// The layer whose background the ground is; nil when it is the renderer's opaque
    /// background, under every layer.
    let layer: CALayer?
    /// The superlayers of `layer`, up to the root.
    let ancestors: Set<ObjectIdentifier>

    /// The ground of the tree under `root`, whose bounds space maps to the frame's pixels by
    /// `transform`, drawn over `background`; nil when nothing is certain to cover the frame.
    static func of(_ root: CALayer, transform: Projective, width: Int, height: Int, background: CGColor?) -> FrameGround? {
        var ancestors: [CALayer] = []
        if let layer = last(under: root, transform: transform, frame: (width, height), ancestors: &ancestors),
           let color = layer.backgroundColor {
            return FrameGround(color: color, layer: layer, ancestors: Set(ancestors.map(ObjectIdentifier.init)))
        }
        guard let background, background.alpha >= 1 else { return nil }
        return FrameGround(color: background, layer: nil, ancestors: [])
    }

    /// The last layer of `layer`'s subtree, in drawing order, whose background covers the
    /// frame, with its superlayers below `layer` (and `layer` itself when it is one of them)
    /// appended to `ancestors`. Sublayers are drawn after their superlayer's background, and
    /// later siblings after earlier ones, so they are searched first, from the last.
    private static func last(under layer: CALayer, transform: Projective, frame: (width: Int, height: Int),
                             ancestors: inout [CALayer]) -> CALayer? {
        guard LayerPainter.isDrawn(layer, transform: transform), transform.isAffine,
              !LayerPainter.needsGroup(layer), layer.activeTransition == nil,
              Canvas.accepts(transform.affine) else { return nil }
        let coversFrame = covers(layer.bounds, corners: layer, transform: transform, frame: frame)
        // Under a clip that cuts into the frame, a sublayer no longer covers it whole.
        if !layer.masksToBounds || coversFrame {
            ancestors.append(layer)
            for sublayer in LayerPainter.drawingOrder(layer.sublayerList).reversed() {
                let placed = LayerGeometry.toSuperlayer(sublayer, in: layer).concatenating(transform)
                if let found = last(under: sublayer, transform: placed, frame: frame, ancestors: &ancestors) { return found }
            }
            ancestors.removeLast()
        }
        guard coversFrame, let color = layer.backgroundColor, color.alpha >= 1, layer.backdropFilter == nil else { return nil }
        return layer
    }

    /// Whether `bounds`, with `layer`'s rounded corners, maps onto whole pixels covering the
    /// frame: an axis-aligned map without mirroring, and edges on or past the frame's.
    private static func covers(_ bounds: CGRect, corners layer: CALayer, transform: Projective,
                               frame: (width: Int, height: Int)) -> Bool {
        guard layer.cornerRadius <= 0 || layer.maskedCorners.isEmpty else { return false }
        let t = transform.affine
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { return false }
        let box = bounds.standardized
        let (minX, maxX) = (box.minX * t.a + t.tx, box.maxX * t.a + t.tx)
        let (minY, maxY) = (box.minY * t.d + t.ty, box.maxY * t.d + t.ty)
        return minX <= 0 && minY <= 0 && maxX >= Double(frame.width) && maxY >= Double(frame.height)
    }
}
