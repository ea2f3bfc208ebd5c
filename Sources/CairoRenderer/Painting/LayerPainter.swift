import CCairo
import QuartzCore

/// Draws a layer subtree onto a canvas, in Core Animation's order: shadow, background,
/// contents (image, path or text), sublayers by zPosition, then the border on top; with
/// group opacity and masks applied to the whole composited layer.
struct LayerPainter {
    /// Opacity below which a layer cannot change any 8-bit pixel.
    static let invisibleOpacity = 1.0 / 512

    /// The renderer's pixels per point, the density flattened planes are normally drawn at.
    let deviceScale: Double

    /// The subtree boxes of the tree being drawn, shared by every painter of one drawing.
    let contentBounds = ContentBounds.Memo()

    /// The offscreen canvases the drawing holds at once, shared by every painter of one drawing.
    let offscreen: OffscreenBudget

    /// A layer whose background the canvas already holds: the frame's ground, whose opaque
    /// colour the renderer laid over the whole frame first (`FrameGround`), not filled twice.
    var groundLayer: CALayer? = nil
    /// The ground layer's superlayers: their own drawing (backdrop, background, contents) and
    /// their sublayers drawn before the ground layer's branch lie under the ground, so they are
    /// left out; their borders, drawn after their sublayers, are not.
    var groundAncestors: Set<ObjectIdentifier> = []

    /// Whether `paint` draws anything of `layer`, whose bounds space maps to the canvas by
    /// `transform`: it is shown, has finite geometry and is not seen edge-on.
    static func isDrawn(_ layer: CALayer, transform: Projective) -> Bool {
        !layer.isHidden && layer.opacityValue >= LayerPainter.invisibleOpacity && LayerGeometry.isDrawable(layer)
            && transform.isFinite && !LayerGeometry.isEdgeOn(transform, at: LayerGeometry.anchor(of: layer))
            && (layer.isDoubleSided || !transform.isAffine || transform.determinant >= 0)
    }

    /// Whether `layer` is drawn offscreen and composited as a whole: for its opacity, mask,
    /// shadow or vibrancy.
    static func needsGroup(_ layer: CALayer) -> Bool {
        layer.opacityValue < 1 || layer.mask != nil || ShadowPainter.casts(layer) || layer.vibrancyFilter != nil
    }

    /// Paints `layer` whose bounds space maps to the canvas's pixel space by `transform`.
    func paint(_ layer: CALayer, transform: Projective, on canvas: Canvas) {
        guard LayerPainter.isDrawn(layer, transform: transform) else { return }
        if !transform.isAffine {
            PlaneFlattener(painter: self).paint(layer, transform: transform, on: canvas)
            return
        }
        guard LayerPainter.needsGroup(layer) else {
            paintBody(layer, transform: transform, on: canvas)
            return
        }
        guard let extent = groupExtent(of: layer, transform: transform, on: canvas),
              offscreen.reserve(extent) else { return }
        defer { offscreen.release(extent) }
        var group = Canvas(rect: extent)
        group.behind = canvas
        paintBody(layer, transform: transform, on: group)
        if ShadowPainter.casts(layer) {
            group = ShadowPainter.addShadow(of: layer, transform: transform.affine, under: group)
        }
        if let mask = layer.mask {
            MaskPainter(painter: self).apply(mask, ownerTransform: transform, to: group)
        }
        if let vibrancy = layer.vibrancyFilter {
            VibrancyPainter.blend(group, with: vibrancy, opacity: layer.opacityValue, onto: canvas)
        } else {
            canvas.composite(group, opacity: min(1, layer.opacityValue))
        }
    }

    /// The layer and its subtree with no opacity, mask or shadow of its own.
    private func paintBody(_ layer: CALayer, transform: Projective, on canvas: Canvas) {
        if let transition = layer.activeTransition {
            return TransitionPainter(painter: self).paint(transition, of: layer, transform: transform, on: canvas)
        }
        let cr = canvas.cr
        cairo_save(cr)
        defer { cairo_restore(cr) }
        // A singular transform collapses the layer and its whole subtree to nothing.
        guard canvas.setTransform(transform.affine) else { return }
        let bounds = layer.bounds.standardized

        let underGround = groundAncestors.contains(ObjectIdentifier(layer))
        if let backdrop = layer.backdropFilter, !underGround {
            BackdropPainter.apply(backdrop, of: layer, transform: transform.affine, on: canvas)
        }
        if let background = layer.backgroundColor, background.alpha > 0, layer !== groundLayer, !underGround {
            CairoPath.setRoundedRect(bounds, cornerRadius: layer.cornerRadius, corners: layer.maskedCorners, on: cr)
            canvas.setSource(background)
            cairo_fill(cr)
        }

        cairo_save(cr)
        if layer.masksToBounds {
            CairoPath.setRoundedRect(bounds, cornerRadius: layer.cornerRadius, corners: layer.maskedCorners, on: cr)
            cairo_clip(cr)
        }
        if !underGround { paintContents(of: layer, in: bounds, on: canvas) }
        paintSublayers(of: layer, transform: transform, on: canvas, fromGround: underGround)
        cairo_restore(cr)

        if layer.borderWidth > 0, let border = layer.borderColor, border.alpha > 0 {
            paintBorder(of: layer, bounds: bounds, on: canvas)
        }
    }

    /// The image, text or path. Under a flipped superlayer the image and text are mirrored
    /// back within the bounds, so they read upright, while a path follows the flipped geometry.
    private func paintContents(of layer: CALayer, in bounds: CGRect, on canvas: Canvas) {
        let cr = canvas.cr
        cairo_save(cr)
        if LayerGeometry.contentsAreFlipped(layer) {
            cairo_translate(cr, 0, bounds.minY + bounds.maxY)
            cairo_scale(cr, 1, -1)
        }
        if let image = layer.contentsImage {
            ImagePainter(painter: self).draw(image, gravity: layer.contentsGravity, in: bounds, on: canvas)
        }
        if let text = layer as? CATextLayer {
            TextPainter.draw(text, on: canvas)
        }
        cairo_restore(cr)
        if let shape = layer as? CAShapeLayer {
            // A shape layer's path is its geometry, so its own isGeometryFlipped turns the path
            // upside down within the bounds, as a device draws it (Core Text glyph paths, which
            // run y-up, read upright in a flipped shape layer).
            cairo_save(cr)
            if shape.isGeometryFlipped {
                cairo_translate(cr, 0, bounds.minY + bounds.maxY)
                cairo_scale(cr, 1, -1)
            }
            ShapePainter.draw(shape, on: canvas)
            cairo_restore(cr)
        }
    }

    /// The sublayers in drawing order; `fromGround`, only those from the ground's branch on.
    private func paintSublayers(of layer: CALayer, transform: Projective, on canvas: Canvas, fromGround: Bool) {
        var order = LayerPainter.drawingOrder(layer.sublayerList)
        if fromGround, let branch = order.firstIndex(where: { $0 === groundLayer || groundAncestors.contains(ObjectIdentifier($0)) }) {
            order.removeFirst(branch)
        }
        for child in order {
            paint(child, transform: LayerGeometry.toSuperlayer(child, in: layer).concatenating(transform), on: canvas)
        }
    }

    /// Sublayers sorted by zPosition, keeping the sublayer order among equals.
    static func drawingOrder(_ layers: [CALayer]) -> [CALayer] {
        guard layers.contains(where: { $0.zPosition != 0 }) else { return layers }
        return layers.enumerated()
            .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }

    /// The border lies inside the bounds, its inner corners rounded by radius − width, as in CA.
    private func paintBorder(of layer: CALayer, bounds: CGRect, on canvas: Canvas) {
        let cr = canvas.cr
        let width = min(layer.borderWidth, min(bounds.width, bounds.height) / 2)
        guard width > 0 else { return }
        cairo_new_path(cr)
        var outline = BezierPath(roundedRect: bounds, cornerRadius: max(0, layer.cornerRadius), corners: layer.maskedCorners)
        outline.append(BezierPath(roundedRect: bounds.insetBy(dx: width, dy: width),
                                  cornerRadius: max(0, layer.cornerRadius - width), corners: layer.maskedCorners))
        guard CairoPath.set(outline, on: cr) else { return }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        canvas.setSource(layer.borderColor ?? .clear)
        cairo_fill(cr)
    }

    /// The device pixels an offscreen group for `layer` needs: its content box, clipped to
    /// what the canvas can still show.
    private func groupExtent(of layer: CALayer, transform: Projective, on canvas: Canvas) -> PixelRect? {
        var visible = canvas.clipExtents()
        if let local = ContentBounds.of(layer, memo: contentBounds), let box = ContentBounds.project(local, through: transform),
           let pixels = PixelRect.enclosing(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY, margin: 1) {
            visible = visible.intersection(pixels)
        }
        return visible.isEmpty ? nil : visible
    }
}
