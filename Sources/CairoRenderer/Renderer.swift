import CCairo
import CPixels
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

    /// Whether a frame starts from its ground and leaves out what the ground hides (see
    /// `FrameGround`); off, every layer is drawn over transparent memory. The frames are the
    /// same byte for byte: the tests draw both ways to hold it so.
    package var startsFromGround = true

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
        // Cairo draws into the bitmap's own memory, whose words then become RGBA bytes where they
        // lie: no second frame-sized buffer to fill and copy.
        let count = width * height
        let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            UnsafeMutableRawPointer(buffer.baseAddress!).withMemoryRebound(to: UInt32.self, capacity: count) { words in
                draw(root, background: background, into: words, width: width, height: height)
                cpx_argb32_to_rgba_in_place(words, count)
            }
            initialized = count * 4
        }
        return Bitmap(width: width, height: height, pixels: bytes)
    }

    /// Draws over uninitialised `words`, giving each pixel its value first: the frame's ground
    /// when it has one (see `FrameGround`), else transparent with `background` over it.
    private func draw(_ root: CALayer, background: CGColor?, into words: UnsafeMutablePointer<UInt32>, width: Int, height: Int) {
        let canvas = Canvas(rect: PixelRect(x: 0, y: 0, width: width, height: height), drawingInto: words)
        let transform = LayerGeometry.toSuperlayer(root).concatenating(Projective(scale: scale))
        guard canvas.isUsable else {
            words.initialize(repeating: 0, count: width * height)
            return
        }
        var painter = LayerPainter(deviceScale: scale, offscreen: OffscreenBudget(limit: offscreenLimit))
        if startsFromGround,
           let ground = FrameGround.of(root, transform: transform, width: width, height: height, background: background) {
            // Painting the colour first gives the pixels drawing over transparent memory would,
            // without clearing the frame, which costs as much as converting it.
            cairo_set_operator(canvas.cr, CAIRO_OPERATOR_SOURCE)
            canvas.setSource(ground.color)
            cairo_paint(canvas.cr)
            cairo_set_operator(canvas.cr, CAIRO_OPERATOR_OVER)
            (painter.groundLayer, painter.groundAncestors) = (ground.layer, ground.ancestors)
        } else {
            words.initialize(repeating: 0, count: width * height)
            if let background, background.alpha > 0 {
                canvas.setSource(background)
                cairo_paint(canvas.cr)
            }
        }
        painter.paint(root, transform: transform, on: canvas)
        cairo_surface_flush(canvas.surface)
    }

    /// Whole pixels for a length, 0 for anything not a sensible size.
    private static func pixels(_ length: Double) -> Int {
        guard length.isFinite, length > 0 else { return 0 }
        return Int(min(length.rounded(), Double(maxPixelCount)))
    }
}
