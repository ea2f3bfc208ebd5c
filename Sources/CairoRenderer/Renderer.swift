import CCairo
import Pixels
import QuartzCore

/// Draws a layer tree, exactly as its stored properties say, into a premultiplied RGBA
/// `Bitmap` of `size × scale` pixels. Pass `root.presentation()` to draw an instant of an
/// animation. Rendering is deterministic and holds no shared mutable state, so several
/// threads may render at once.
///
///     let frame = Renderer(scale: 2).render(window.layer, size: CGSize(width: 375, height: 667),
///                                           background: .white)
public struct Renderer: Sendable {
    /// Device pixels per point.
    public let scale: Double

    /// A renderer at `scale` pixels per point; a non-positive or non-finite scale counts as 1.
    public init(scale: Double = 1) {
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// Bytes of offscreen canvases (groups, flattened planes) one drawing may hold at once.
    package var offscreenLimit = OffscreenBudget.defaultLimit

    /// Largest frame drawn, in pixels (a quarter of a gigabyte of RGBA); a larger or a
    /// zero, negative or non-finite size gives an empty bitmap.
    public static let maxPixelCount = 1 << 26

    /// The tree under `root` (placed by its own position, anchor and transform, as a window's
    /// layer is) over `background` (transparent when nil).
    public func render(_ root: CALayer, size: CGSize, background: CGColor? = nil) -> Bitmap {
        // Drawing walks the tree depth first, so it runs where no depth overflows the stack.
        DeepStack.run { draw(root, size: size, background: background) }
    }

    private func draw(_ root: CALayer, size: CGSize, background: CGColor?) -> Bitmap {
        let width = Renderer.pixels(size.width * scale), height = Renderer.pixels(size.height * scale)
        guard width > 0, height > 0 else { return Bitmap(width: 0, height: 0) }
        guard width * height <= Renderer.maxPixelCount else { return Bitmap(width: 0, height: 0) }
        let canvas = Canvas(rect: PixelRect(x: 0, y: 0, width: width, height: height))
        if let background, background.alpha > 0 {
            canvas.setSource(background)
            cairo_paint(canvas.cr)
        }
        let transform = LayerGeometry.toSuperlayer(root).concatenating(Projective(scale: scale))
        LayerPainter(deviceScale: scale, offscreen: OffscreenBudget(limit: offscreenLimit)).paint(root, transform: transform, on: canvas)
        return canvas.bitmap()
    }

    /// Whole pixels for a length, 0 for anything not a sensible size.
    private static func pixels(_ length: Double) -> Int {
        guard length.isFinite, length > 0 else { return 0 }
        return Int(min(length.rounded(), Double(maxPixelCount)))
    }
}
