import Foundation
import TransitionKit

/// How an image's colours are used, as `UIImage.RenderingMode`.
public enum UIImageRenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

/// `UIImage`'s initializers and accessors. There is no asset catalog: a named image is a
/// picture of its own (a tinted card with the name's initial), the same on every run.
extension Image {
    public typealias RenderingMode = UIImageRenderingMode

    public convenience init?(named name: String) {
        self.init(size: CGSize(width: 300, height: 300), picture: Image.placeholder(named: name, size: CGSize(width: 300, height: 300)), name: name)
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// An SF Symbol stands in as a small grey disc.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init(cgImage: CGImage) {
        switch cgImage.content {
        case .pixels(let width, let height, let rgba):
            self.init(width: width, height: height, rgba: rgba, name: cgImage.name)
        case .picture(let layer):
            self.init(size: cgImage.size, picture: layer, name: cgImage.name)
        }
    }

    /// An empty image, as `UIImage()`.
    public convenience init() { self.init(width: 0, height: 0, rgba: []) }

    public var cgImage: CGImage? { self }
    public var scale: CGFloat { 1 }
    public var renderingMode: RenderingMode { .automatic }
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { self }

    /// How a resizable image fills its middle, as `UIImage.ResizingMode`; kept.
    public enum ResizingMode: Int, Sendable { case tile, stretch }

    /// The part of the image inside `rect` (in pixels, with the origin at the top left), as
    /// `CGImage.cropping(to:)`; nil when the two do not overlap.
    public func cropping(to rect: CGRect) -> CGImage? {
        let whole = CGRect(origin: .zero, size: pixelSize)
        let area = rect.standardized.integral.intersection(whole)
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        switch content {
        case let .pixels(width, _, rgba):
            let (x0, y0, w, h) = (Int(area.minX), Int(area.minY), Int(area.width), Int(area.height))
            var cropped = [UInt8]()
            cropped.reserveCapacity(w * h * 4)
            for row in y0..<(y0 + h) {
                let start = (row * width + x0) * 4
                cropped += rgba[start..<(start + w * 4)]
            }
            return CGImage(width: w, height: h, rgba: cropped, scale: pixelSize.width / size.width, name: name)
        case let .picture(layer):
            let window = CALayer()
            window.bounds = CGRect(origin: .zero, size: area.size)
            window.masksToBounds = true
            let shifted = CALayer()
            shifted.frame = CGRect(x: -area.minX, y: -area.minY, width: size.width, height: size.height)
            shifted.contents = CGImage(size: size, picture: layer, name: name)
            window.addSublayer(shifted)
            return CGImage(size: area.size, picture: window, name: name)
        }
    }

    /// The size in pixels: the pixel grid's, or the points of a drawn picture.
    private var pixelSize: CGSize {
        if case let .pixels(width, height, _) = content { return CGSize(width: width, height: height) }
        return size
    }
    /// Draws the image into the current image context (`UIGraphicsImageRenderer`).
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let picture = CALayer()
        picture.frame = rect
        picture.contents = self
        context.add(picture)
    }
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    private static func placeholder(named name: String, size: CGSize) -> Layer {
        let picture = Layer()
        picture.frame = CGRect(origin: .zero, size: size)
        picture.backgroundColor = Color(named: name)
        let initial = TextLayer()
        initial.frame = CGRect(x: 0, y: size.height * 0.3, width: size.width, height: size.height * 0.4)
        initial.string = name.first.map { String($0).uppercased() } ?? ""
        initial.fontSize = size.height * 0.3
        initial.isBold = true
        initial.alignment = .center
        initial.foregroundColor = Color(white: 1, alpha: 0.85)
        picture.addSublayer(initial)
        return picture
    }
}
