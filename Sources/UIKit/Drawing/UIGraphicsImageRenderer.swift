import Foundation
import QuartzCore

/// The context `UIGraphicsImageRenderer.image` hands its block, as
/// `UIGraphicsImageRendererContext`.
public final class UIGraphicsImageRendererContext {
    public let cgContext: CGContext
    init(_ context: CGContext) { cgContext = context }
    public var currentImage: UIImage { UIImage(cgImage: cgContext.image) }
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
        context.drawing { actions(UIGraphicsImageRendererContext(context)) }
        return UIImage(cgImage: CGImage(drawing: context.drawing, scale: format.scale, name: "drawn"), scale: format.scale)
    }
}

public func UIGraphicsBeginImageContext(_ size: CGSize) { CGContext.push(CGContext(size: size)) }
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    UIGraphicsBeginImageContext(size)
}
public func UIGraphicsGetCurrentContext() -> CGContext? { CGContext.current }
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { CGContext.current.map { UIImage(cgImage: $0.image) } }
public func UIGraphicsEndImageContext() { CGContext.pop() }
/// Makes `context` the current one, for UIKit drawing calls, until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) { CGContext.push(context) }
public func UIGraphicsPopContext() { CGContext.pop() }

/// Fills `rect` in the current context with its fill colour, as `UIRectFill`.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
/// Outlines `rect` in the current context, as `UIRectFrame`.
public func UIRectFrame(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.stroke(rect) }

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
