import Foundation

/// A drawing context, as Core Graphics' `CGContext`. Everything drawn into it (paths, rects,
/// gradients, images, text, a layer's `render(in:)`) is recorded in a `CGDrawing` with the
/// transformation, alpha and clip in force, and drawn later by the renderer as a picture at the
/// resolution it is shown at. `UIGraphicsImageRenderer`, a view's `draw(_:)` and a layer's
/// `draw(in:)` each get one.
public final class CGContext {
    /// Core Graphics' graphics state, which `saveGState()` keeps and `restoreGState()` brings back.
    struct GraphicsState {
        var fillColor: CGColor = .black
        var strokeColor: CGColor = .black
        var lineWidth: Double = 1
        var lineCap: CGLineCap = .butt
        var lineJoin: CGLineJoin = .miter
        var miterLimit: Double = 10
        var lineDash: (phase: Double, lengths: [Double])?
        var alpha: Double = 1
        var shadow: (offset: CGSize, blur: Double, color: CGColor?)?
        var transform = CGAffineTransform.identity
        /// The clips in force, in the drawing's space, outermost first.
        var clips: [CGDrawing.Clip] = []
    }

    /// What has been drawn so far.
    package private(set) var drawing: CGDrawing
    var state = GraphicsState()
    private var saved: [GraphicsState] = []
    /// The path being built, in the drawing's space.
    private var path = BezierPath()

    package init(size: CGSize) {
        drawing = CGDrawing(size: size)
    }

    /// The size of the drawing in points.
    package var size: CGSize { drawing.size }

    /// Whether anything has been drawn.
    package var isEmpty: Bool { drawing.items.isEmpty }

    /// What has been drawn so far, as an image the size of the context; later drawing does not change it.
    package var image: CGImage { CGImage(drawing: drawing, name: "drawn") }

    /// The picture drawn so far, as `makeImage()`; nil when nothing has been drawn.
    public func makeImage() -> CGImage? { isEmpty ? nil : image }

    // MARK: Recording

    /// Records `operation` under the current (or the given) transformation, alpha and clips.
    private func record(_ operation: CGDrawing.Operation, transform: CGAffineTransform? = nil) {
        drawing.items.append(CGDrawing.Item(operation: operation, transform: transform ?? state.transform,
                                            alpha: state.alpha, clips: state.clips))
    }

    /// Adds something a framework above draws itself (a layer, a line of text), given in user
    /// space, under the current transformation, alpha and clips.
    package func add(content: AnyObject) { record(.content(content)) }

    /// Paints `path` (in user space) with the fill colour, or outlines it with the stroke
    /// colour and the line settings.
    package func paint(_ path: BezierPath, filled: Bool, evenOdd: Bool = false, lineWidth: Double? = nil,
                       transform: CGAffineTransform? = nil) {
        let shadow = state.shadow.flatMap { shadow in shadow.color.map { (shadow.offset, shadow.blur, $0) } }
        let paint = CGDrawing.Paint(fill: filled ? state.fillColor : nil, stroke: filled ? nil : state.strokeColor,
                                    lineWidth: lineWidth ?? state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin,
                                    miterLimit: state.miterLimit, dash: state.lineDash, evenOdd: evenOdd, shadow: shadow)
        record(.paint(path, paint), transform: transform)
    }

    // MARK: Graphics state

    public func saveGState() { saved.append(state) }
    public func restoreGState() { state = saved.popLast() ?? state }
    public func translateBy(x: CGFloat, y: CGFloat) { state.transform = CGAffineTransform(translationX: x, y: y).concatenating(state.transform) }
    public func scaleBy(x: CGFloat, y: CGFloat) { state.transform = CGAffineTransform(scaleX: x, y: y).concatenating(state.transform) }
    public func rotate(by angle: CGFloat) { state.transform = CGAffineTransform(rotationAngle: angle).concatenating(state.transform) }
    public func concatenate(_ transform: CGAffineTransform) { state.transform = transform.concatenating(state.transform) }
    public var ctm: CGAffineTransform { state.transform }
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.transform }
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = Double(width) }
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = Double(limit) }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.lineDash = lengths.isEmpty ? nil : (Double(phase), lengths.map(Double.init))
    }
    public func setAlpha(_ alpha: CGFloat) { state.alpha = max(0, min(1, Double(alpha))) }
    /// A shadow under what is drawn next, as Core Graphics blurs it (`blur` is about twice a
    /// layer's `shadowRadius`).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) { state.shadow = (offset, Double(blur), color) }
    public func setShadow(offset: CGSize, blur: CGFloat) { setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3)) }
    /// Kept for ported code: everything is drawn with normal blending and antialiasing.
    public func setBlendMode(_ mode: CGBlendMode) {}
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    public func setFlatness(_ flatness: CGFloat) {}
    public var interpolationQuality: CGInterpolationQuality {
        get { .default }
        set {}
    }

    // MARK: The current path

    public func beginPath() { path = BezierPath() }
    public func move(to point: CGPoint) { path.move(to: point.applying(state.transform)) }
    public func addLine(to point: CGPoint) { path.addLine(to: point.applying(state.transform)) }
    public func addLines(between points: [CGPoint]) { path.addLines(between: points, transform: state.transform) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2, transform: state.transform)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        path.addQuadCurve(to: end, control: control, transform: state.transform)
    }
    /// `clockwise` in Core Graphics' own y-up sense, as on `CGMutablePath`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                    clockwise: clockwise, transform: state.transform)
    }
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.transform)
    }
    public func addRect(_ rect: CGRect) { path.addRect(rect, transform: state.transform) }
    public func addRects(_ rects: [CGRect]) { path.addRects(rects, transform: state.transform) }
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect, transform: state.transform) }
    package func addPath(_ path: BezierPath) { self.path.addPath(path, transform: state.transform) }
    public func closePath() { path.closeSubpath() }
    public var isPathEmpty: Bool { path.isEmpty }
    public var boundingBoxOfPath: CGRect { path.controlPointBounds.applying(state.transform.inverted()) }

    /// Paints the current path (already in the drawing's space) and starts a new one.
    private func paintPath(filled: Bool, evenOdd: Bool = false) {
        let drawn = path
        path = BezierPath()
        paint(drawn, filled: filled, evenOdd: evenOdd, transform: .identity)
    }

    public func fillPath(using rule: CGPathFillRule = .winding) { paintPath(filled: true, evenOdd: rule == .evenOdd) }
    public func strokePath() { paintPath(filled: false) }
    public func drawPath(using mode: CGPathDrawingMode) {
        let current = path
        if mode != .stroke { paintPath(filled: true, evenOdd: mode == .eoFill || mode == .eoFillStroke) }
        path = current
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke { paintPath(filled: false) }
        path = BezierPath()
    }

    // MARK: Clipping

    /// Makes the current path the clip for what is drawn next, within the clips already in
    /// force, until `restoreGState()`; the path is used up, as in Core Graphics.
    public func clip(using rule: CGPathFillRule = .winding) {
        state.clips.append(CGDrawing.Clip(path: path, evenOdd: rule == .evenOdd))
        path = BezierPath()
    }

    public func clip(to rect: CGRect) {
        state.clips.append(CGDrawing.Clip(path: BezierPath(rect: rect).applying(state.transform), evenOdd: false))
    }

    public func clip(to rects: [CGRect]) {
        var area = BezierPath()
        area.addRects(rects, transform: state.transform)
        state.clips.append(CGDrawing.Clip(path: area, evenOdd: false))
    }

    /// An image mask cannot cut a recorded drawing: the clip becomes the mask's rectangle.
    public func clip(to rect: CGRect, mask: CGImage) { clip(to: rect) }

    // MARK: Drawing at once

    public func fill(_ rect: CGRect) { paint(BezierPath(rect: rect), filled: true) }
    public func fill(_ rects: [CGRect]) { rects.forEach(fill) }
    public func stroke(_ rect: CGRect) { paint(BezierPath(rect: rect), filled: false) }
    public func stroke(_ rect: CGRect, width: CGFloat) { paint(BezierPath(rect: rect), filled: false, lineWidth: Double(width)) }
    public func fillEllipse(in rect: CGRect) { paint(BezierPath(ovalIn: rect), filled: true) }
    public func strokeEllipse(in rect: CGRect) { paint(BezierPath(ovalIn: rect), filled: false) }
    public func strokeLineSegments(between points: [CGPoint]) {
        var segments = BezierPath()
        for pair in stride(from: 0, to: points.count - 1, by: 2) {
            segments.move(to: points[pair])
            segments.addLine(to: points[pair + 1])
        }
        paint(segments, filled: false)
    }

    /// Clears `rect` to transparent: what was drawn is kept, and only an opaque picture could
    /// show the difference, so this draws nothing.
    public func clear(_ rect: CGRect) {}

    /// Draws `image` scaled into `rect`.
    public func draw(_ image: CGImage, in rect: CGRect) { record(.image(image, rect)) }

    /// Fills the clip (or the whole context) with `gradient` along the line from `start` to
    /// `end`; past the ends the end colours continue, as with both extend options.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        record(.linearGradient(gradient, start: start, end: end, area: drawingArea))
    }

    /// Fills with `gradient` in circles from `startCenter` out to `endRadius` about `endCenter`
    /// (drawn about the end centre, from the start radius outward).
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                   endRadius: CGFloat, options: CGGradientDrawingOptions) {
        record(.radialGradient(gradient, startRadius: Double(startRadius), endCenter: endCenter,
                               endRadius: Double(endRadius), area: drawingArea))
    }

    /// The context's whole area in user space, which a gradient fills before clips cut it.
    private var drawingArea: CGRect { CGRect(origin: .zero, size: drawing.size).applying(state.transform.inverted()) }

    // MARK: The current context

    private static let stack = ThreadLocal<[CGContext]> { [] }

    /// The context drawing goes to on this thread, as `UIGraphicsGetCurrentContext()`.
    package static var current: CGContext? { stack.value.last }
    package static func push(_ context: CGContext) { stack.modify { $0.append(context) } }
    package static func pop() { _ = stack.modify { $0.popLast() } }

    /// Runs `body` with this context current.
    package func drawing(_ body: () -> Void) {
        Self.push(self)
        defer { Self.pop() }
        body()
    }
}


/// How a stroked line ends, as `CGLineCap`.
public enum CGLineCap: Int32, Sendable { case butt, round, square }

/// How stroked segments meet, as `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// What `drawPath(using:)` paints, as `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }

/// How drawing blends, as `CGBlendMode`; everything is drawn with `.normal` here.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut
    case sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// How images are resampled, as `CGInterpolationQuality`; kept for ported code.
public enum CGInterpolationQuality: Int32, Sendable { case `default`, none, low, medium, high }
