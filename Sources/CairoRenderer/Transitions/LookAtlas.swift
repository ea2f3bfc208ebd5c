import CCairo
import QuartzCore

/// A transition's looks drawn side by side on one offscreen canvas, at the density they are
/// shown at, each ringed by a copy of its edge pixels: one mesh pass can then sample any of
/// them (a cube's two faces rasterized together), and sampling at a look's edge behaves as
/// if clamped to it.
final class LookAtlas {
    let canvas: Canvas
    /// The looks the atlas holds, in slot order.
    private let slots: [TransitionLook]
    private let bounds: CGRect
    private let density: Double
    private let slotWidth: Int, slotHeight: Int

    /// Largest side of the atlas in pixels; denser looks are drawn coarser.
    static let maxSide = 8192.0

    /// An atlas of the `needed` looks (a back brings its front along), drawn from `looks`.
    init(_ needed: Set<TransitionLook>, looks: [TransitionLook: CALayer], bounds: CGRect, density wanted: Double, painter: LayerPainter) {
        slots = TransitionLook.allCases.filter { look in needed.contains(look) || needed.contains { $0.front == look } }
        let count = Double(slots.count)
        let density = min(wanted, LookAtlas.maxSide / (count * (bounds.width + 2)), LookAtlas.maxSide / (bounds.height + 2))
        self.bounds = bounds
        self.density = density
        slotWidth = max(1, Int((bounds.width * density).rounded(.up)))
        slotHeight = max(1, Int((bounds.height * density).rounded(.up)))
        canvas = Canvas(rect: PixelRect(x: 0, y: 0, width: slots.count * (slotWidth + 2), height: slotHeight + 2))
        for look in slots {
            let slot = slotRect(look)
            cairo_save(canvas.cr)
            cairo_rectangle(canvas.cr, Double(slot.x), Double(slot.y), Double(slot.width), Double(slot.height))
            cairo_clip(canvas.cr)
            if let layer = looks[look] {
                let origin = Projective(translationX: Double(slot.x) - bounds.minX * density, y: Double(slot.y) - bounds.minY * density)
                painter.paint(layer, transform: Projective(scale: density).concatenating(origin), on: canvas)
            }
            cairo_restore(canvas.cr)
        }
        washBacks()
        ringSlotsWithEdges()
    }

    /// The atlas pixel position showing `point` (in the layer's bounds space) of `look`.
    func pixel(for point: CGPoint, in look: TransitionLook) -> CGPoint {
        let slot = slotRect(look)
        return CGPoint(x: Double(slot.x) + (point.x - bounds.minX) * density, y: Double(slot.y) + (point.y - bounds.minY) * density)
    }

    private func slotRect(_ look: TransitionLook) -> PixelRect {
        let index = slots.firstIndex(of: look)!
        return PixelRect(x: index * (slotWidth + 2) + 1, y: 1, width: slotWidth, height: slotHeight)
    }

    /// Fills each back slot with its front washed with white where the front has paint:
    /// premultiplied, the white is the pixel's own alpha.
    private func washBacks() {
        let keep = UInt32(((1 - TransitionLook.backWhiteness) * 256).rounded())
        let white = UInt32((TransitionLook.backWhiteness * 256).rounded())
        canvas.withPixels { pixels, stride in
            for back in slots {
                guard let front = back.front else { continue }
                let (to, from) = (slotRect(back), slotRect(front))
                for y in 0..<to.height {
                    let source = pixels + (from.y + y) * stride + from.x, target = pixels + (to.y + y) * stride + to.x
                    for x in 0..<to.width {
                        let p = source[x], a = p >> 24
                        func channel(_ shift: UInt32) -> UInt32 { ((((p >> shift) & 0xFF) * keep + a * white) >> 8) << shift }
                        target[x] = a << 24 | channel(16) | channel(8) | channel(0)
                    }
                }
            }
        }
    }

    /// Copies each slot's outermost pixels one pixel outward.
    private func ringSlotsWithEdges() {
        canvas.withPixels { pixels, stride in
            for look in slots {
                let slot = slotRect(look)
                for y in slot.y..<slot.maxY {
                    let row = pixels + y * stride
                    row[slot.x - 1] = row[slot.x]
                    row[slot.maxX] = row[slot.maxX - 1]
                }
                let top = pixels + (slot.y - 1) * stride, first = pixels + slot.y * stride
                let bottom = pixels + slot.maxY * stride, last = pixels + (slot.maxY - 1) * stride
                for x in (slot.x - 1)...slot.maxX {
                    top[x] = first[x]
                    bottom[x] = last[x]
                }
            }
        }
    }
}
