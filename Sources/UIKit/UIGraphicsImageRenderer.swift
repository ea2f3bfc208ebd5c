import Foundation
import TransitionKit

/// A drawing context, as `CGContext`: what is drawn into it are layer trees (a view's
/// `drawHierarchy`, a layer's `render(in:)`), collected into one picture.
public final class CGContext {
    let picture: Layer

    init(size: CGSize) {
        picture = Layer()
        picture.frame = CGRect(origin: .zero, size: size)
    }

    /// Adds `layer`'s current look on top of what is drawn.
    func draw(_ layer: Layer) { picture.addSublayer(layer.presentation()) }

    var image: UIImage { UIImage(size: picture.bounds.size, picture: picture, name: "rendered") }

    // Core Graphics drawing state and primitives: layer trees are the only drawing here.
    public func saveGState() {}
    public func restoreGState() {}
    public func translateBy(x: CGFloat, y: CGFloat) {}
    public func scaleBy(x: CGFloat, y: CGFloat) {}
    public func setFillColor(_ color: CGColor) {}
    public func setStrokeColor(_ color: CGColor) {}
    public func fill(_ rect: CGRect) {}
}

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
    public func fill(_ rect: CGRect) {}
}

/// Makes images by drawing, as `UIGraphicsImageRenderer`: the image holds the layers drawn in
/// the block, frozen as they looked.
public final class UIGraphicsImageRenderer {
    private let size: CGSize

    public init(size: CGSize) { self.size = size }
    public init(bounds: CGRect) { size = bounds.size }

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
