import CCairo
import Foundation
import QuartzCore

/// Draws a layer in the middle of a transition (`CALayer.activeTransition`): its old and new
/// looks are drawn offscreen and put together as the transition type's effect says. At
/// progress 0 and 1 the looks are drawn directly, so the ends match the scene exactly.
struct TransitionPainter {
    let painter: LayerPainter

    func paint(_ transition: ActiveTransition, of layer: CALayer, transform: Projective, on canvas: Canvas) {
        guard transition.progress > 0 else {
            painter.paint(transition.from, transform: transform, on: canvas)
            return
        }
        let to = layer.transitionLook()
        let bounds = layer.bounds.standardized
        guard let drawing = TransitionPainter.drawing(of: transition, bounds: bounds) else {
            painter.paint(to, transform: transform, on: canvas)
            return
        }
        let looks: [TransitionLook: CALayer] = [.from: transition.from, .to: to]
        let scene = Scene(drawing, looks: looks, bounds: bounds, transform: transform, painter: painter)
        let cr = canvas.cr
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if drawing.clipsToBounds, canvas.setTransform(transform.affine) {
            cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
            cairo_clip(cr)
        }
        switch drawing.blend {
        case .over:
            for pass in drawing.passes { scene.draw(pass, on: canvas) }
        case .sum:
            let sum = Canvas(rect: canvas.clipExtents())
            cairo_set_operator(sum.cr, CAIRO_OPERATOR_ADD)
            for pass in drawing.passes {
                let part = Canvas(rect: sum.rect)
                scene.draw(pass, on: part)
                sum.composite(part, opacity: 1)
            }
            canvas.composite(sum, opacity: 1)
        }
    }
}

extension TransitionPainter {
    /// The effect's frame, or nil at either end, where the layer shows one look as it is.
    static func drawing(of transition: ActiveTransition, bounds: CGRect) -> EffectDrawing? {
        guard transition.progress > 0, transition.progress < 1, let effect = transition.type.effect,
              bounds.width > 0, bounds.height > 0 else { return nil }
        return effect.drawing(progress: transition.progress, subtype: transition.subtype, bounds: bounds)
    }

    /// What `layer`'s transition paints beyond its bounds, in its bounds space; nil when it
    /// has none in progress or stays inside them.
    static func reach(of layer: CALayer) -> CGRect? {
        let bounds = layer.bounds.standardized
        guard let transition = layer.activeTransition, let drawing = drawing(of: transition, bounds: bounds) else { return nil }
        let reach = drawing.reach(within: bounds)
        return reach == bounds ? nil : reach
    }

    /// One transition frame's looks and geometry; the atlas is drawn on first use.
    final class Scene {
        let looks: [TransitionLook: CALayer]
        let bounds: CGRect
        let transform: Projective
        let painter: LayerPainter
        /// The looks the mesh passes sample.
        let meshLooks: Set<TransitionLook>
        private lazy var atlas = LookAtlas(meshLooks, looks: looks, bounds: bounds, density: density, painter: painter)

        init(_ drawing: EffectDrawing, looks: [TransitionLook: CALayer], bounds: CGRect, transform: Projective, painter: LayerPainter) {
            (self.looks, self.bounds, self.transform, self.painter) = (looks, bounds, transform, painter)
            meshLooks = Set(drawing.passes.flatMap { pass -> [TransitionLook] in
                if case let .mesh(warpedLooks, _) = pass { return warpedLooks.map(\.look) }
                return []
            })
        }

        /// Device pixels per point along the layer's longer-stretched axis.
        private var density: Double {
            let t = transform.affine
            return max((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot(), 0.05)
        }

        func draw(_ pass: EffectPass, on canvas: Canvas) {
            let cr = canvas.cr
            switch pass {
            case let .mesh(warpedLooks, opacity):
                drawMesh(warpedLooks, opacity: opacity, on: canvas)
            case let .look(look, clip):
                cairo_save(cr)
                defer { cairo_restore(cr) }
                guard setPath(clip, on: canvas) else { return }
                cairo_clip(cr)
                if let layer = looks[look] { painter.paint(layer, transform: transform, on: canvas) }
            case let .fill(path, color):
                cairo_save(cr)
                defer { cairo_restore(cr) }
                guard setPath(path, on: canvas) else { return }
                canvas.setSource(color)
                cairo_fill(cr)
            case let .shade(path, shading):
                cairo_save(cr)
                defer { cairo_restore(cr) }
                guard setPath(path, on: canvas) else { return }
                cairo_clip(cr)
                let steps = shading.steps
                guard let farthest = steps.last else { return }
                canvas.setSource(farthest.color)
                cairo_paint(cr)
                // Nearer steps over the farther ones, each over everything before its end.
                let reach = 4 * (bounds.width + bounds.height) + hypot(shading.start.x - bounds.midX, shading.start.y - bounds.midY)
                    + hypot(shading.end.x - shading.start.x, shading.end.y - shading.start.y)
                for step in steps.dropLast().reversed() {
                    guard setPath(shading.before(step.until, reach: reach), on: canvas) else { return }
                    canvas.setSource(step.color)
                    cairo_fill(cr)
                }
            case let .stroke(path, color, width):
                cairo_save(cr)
                defer { cairo_restore(cr) }
                guard setPath(path, on: canvas) else { return }
                canvas.stroke(width: width, color: color)
            }
        }

        /// Sets `path` in the layer's bounds space with the even-odd rule.
        private func setPath(_ path: BezierPath, on canvas: Canvas) -> Bool {
            guard canvas.setTransform(transform.affine), CairoPath.set(path, on: canvas.cr) else { return false }
            cairo_set_fill_rule(canvas.cr, CAIRO_FILL_RULE_EVEN_ODD)
            return true
        }

        /// The looks' meshes placed through the layer's transform and sampled from the atlas,
        /// all rasterized in one go.
        private func drawMesh(_ warpedLooks: [WarpedLook], opacity: Double, on canvas: Canvas) {
            guard opacity > 0 else { return }
            // A mirroring layer transform turns every winding over, faces included.
            let mirroring = transform.determinant < 0
            let triangles = warpedLooks.flatMap { warped in
                warped.mesh.warpTriangles(mirroring: mirroring, place: { point in
                    let device = self.transform.project(point.x, point.y)
                    return CGPoint(x: device.x / device.w, y: device.y / device.w)
                }, sample: { point in self.atlas.pixel(for: point, in: warped.look) })
            }
            let shaded = warpedLooks.contains { $0.mesh.isShaded }
            WarpDrawing.composite(triangles, from: atlas.canvas, shaded: shaded, onto: canvas, opacity: opacity)
        }
    }
}
