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
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: Int) -> UIImage { self }
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
