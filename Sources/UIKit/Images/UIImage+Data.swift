import Foundation
import QuartzCore

/// `UIImage`'s images from the bytes of a PNG or JPEG file.
extension UIImage {
    /// The image a PNG or JPEG file holds, at one pixel per point; nil for data that is neither,
    /// or is damaged, as UIKit gives nil.
    ///
    ///     let photo = UIImage(data: try Data(contentsOf: url))
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image at `scale` pixels per point.
    public convenience init?(data: Data, scale: CGFloat) {
        guard scale.isFinite, scale > 0, let image = ImageDecoding.image(from: data, scale: scale) else { return nil }
        self.init(cgImage: image, scale: scale)
    }

    /// The image of the PNG or JPEG file at `path`, at the scale its name says (`@2x`, `@3x`).
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: UIImage.scale(inFileName: (path as NSString).lastPathComponent))
    }

    /// The pixels-per-point a file name's `@2x` or `@3x` suffix gives; 1 without one.
    static func scale(inFileName name: String) -> CGFloat {
        let stem = (name as NSString).deletingPathExtension
        for scale in [3, 2] where stem.hasSuffix("@\(scale)x") { return CGFloat(scale) }
        return 1
    }
}
