import Foundation
import TransitionKit

/// A drawing context, as `CGContext`: everything drawn into it (a view's `drawHierarchy`, a
/// layer's `render(in:)`, filled and stroked paths, images) becomes a layer of one picture,
/// placed by the current transformation, so the image is drawn as the renderer draws layers.
public final class CGContext {
    let picture: Layer

    /// Core Graphics' graphics state, which `saveGState()` keeps and `restoreGState()` brings back.
    struct GraphicsState {
        var fillColor: CGColor = .black
        var strokeColor: CGColor = .black
        var lineWidth: CGFloat = 1
        var transform = CGAffineTransform.identity
    }
    var state = GraphicsState()
    private var saved: [GraphicsState] = []
    private var path = BezierPath()

    init(size: CGSize) {
        picture = Layer()
        picture.frame = CGRect(origin: .zero, size: size)
    }

    /// Adds `layer`'s current look on top of what is drawn.
    func draw(_ layer: Layer) { add(layer.presentation()) }

    /// Adds `layer`, given in user space, under the current transformation.
    func add(_ layer: Layer) {
        if !state.transform.isIdentity {
            let holder = Layer()
            holder.frame = picture.bounds
            holder.anchorPoint = .zero
            holder.position = .zero
            holder.setAffineTransform(state.transform)
            holder.addSublayer(layer)
            return picture.addSublayer(holder)
        }
        picture.addSublayer(layer)
    }

    /// Paints `path` with the fill colour, or outlines it with the stroke colour and width.
    func paint(_ path: BezierPath, filled: Bool, evenOdd: Bool = false, lineWidth: CGFloat? = nil) {
        let shape = CAShapeLayer()
        shape.frame = picture.bounds
        shape.path = path
        shape.fillColor = filled ? state.fillColor : nil
        shape.strokeColor = filled ? nil : state.strokeColor
        shape.lineWidth = lineWidth ?? state.lineWidth
        shape.fillRule = evenOdd ? .evenOdd : .nonZero
        add(shape)
    }

    var image: UIImage { UIImage(size: picture.bounds.size, picture: picture, name: "rendered") }

    public func saveGState() { saved.append(state) }
    public func restoreGState() { state = saved.popLast() ?? state }
    public func translateBy(x: CGFloat, y: CGFloat) { state.transform = CGAffineTransform(translationX: x, y: y).concatenating(state.transform) }
    public func scaleBy(x: CGFloat, y: CGFloat) { state.transform = CGAffineTransform(scaleX: x, y: y).concatenating(state.transform) }
    public func rotate(by angle: CGFloat) { state.transform = CGAffineTransform(rotationAngle: angle).concatenating(state.transform) }
    public func concatenate(_ transform: CGAffineTransform) { state.transform = transform.concatenating(state.transform) }
    public var ctm: CGAffineTransform { state.transform }
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    public func fill(_ rect: CGRect) { paint(BezierPath(rect: rect), filled: true) }
    public func stroke(_ rect: CGRect) { paint(BezierPath(rect: rect), filled: false) }
    public func fillEllipse(in rect: CGRect) { paint(BezierPath(ovalIn: rect), filled: true) }
    public func strokeEllipse(in rect: CGRect) { paint(BezierPath(ovalIn: rect), filled: false) }
    public func addPath(_ path: CGPath) { self.path.append(path.bezierPath) }
    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addRect(_ rect: CGRect) { path.addRect(rect) }
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
    public func closePath() { path.closeSubpath() }
    /// Fills the path built so far and starts a new one, as Core Graphics does.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paint(path, filled: true, evenOdd: rule == .evenOdd)
        path = BezierPath()
    }
    public func strokePath() {
        paint(path, filled: false)
        path = BezierPath()
    }
    public func drawPath(using mode: CGPathDrawingMode) {
        let current = path
        if mode != .stroke { paint(current, filled: true, evenOdd: mode == .eoFill || mode == .eoFillStroke) }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke { paint(current, filled: false) }
        path = BezierPath()
    }
}

/// What `drawPath(using:)` paints, as `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }

extension Layer {
    /// Draws the layer's current look into `context`, as `render(in:)`.
    public func render(in context: CGContext) { context.draw(self) }
}

/// The context `UIGraphicsImageRenderer.image` hands its block, as
/// `UIGraphicsImageRendererContext`.
public final class UIGraphicsImageRendererContext {
    public let cgContext: CGContext
    init(_ context: CGContext) { cgContext = context }
    public var currentImage: UIImage { cgContext.image }
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
}

/// Makes images by drawing, as `UIGraphicsImageRenderer`: the image holds the layers drawn in
/// the block, frozen as they looked.
public final class UIGraphicsImageRenderer {
    private let size: CGSize
    public let format: UIGraphicsImageRendererFormat

    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) { (self.size, self.format) = (size, format) }
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) { (size, self.format) = (bounds.size, format) }

    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = CGContext(size: size)
        UIGraphicsContextStack.push(context)
        defer { UIGraphicsContextStack.pop() }
        actions(UIGraphicsImageRendererContext(context))
        return context.image
    }
}

/// The current image contexts of `UIGraphicsBeginImageContext…`, per thread.
enum UIGraphicsContextStack {
    private static let key = "UIKit.UIGraphicsContextStack"

    private static var stack: [CGContext] {
        get { Thread.current.threadDictionary[key] as? [CGContext] ?? [] }
        set { Thread.current.threadDictionary[key] = newValue }
    }

    static var current: CGContext? { stack.last }
    static func push(_ context: CGContext) { stack.append(context) }
    static func pop() { _ = stack.popLast() }
}

public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsContextStack.push(CGContext(size: size)) }
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    UIGraphicsBeginImageContext(size)
}
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.current }
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { UIGraphicsContextStack.current?.image }
public func UIGraphicsEndImageContext() { UIGraphicsContextStack.pop() }

/// How a renderer's images are made, as `UIGraphicsImageRendererFormat`; pictures here are drawn
/// at the renderer's scale whatever these say.
public final class UIGraphicsImageRendererFormat {
    public var scale: CGFloat = 1
    public var opaque = false
    public var preferredRange = 0

    public init() {}
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}
