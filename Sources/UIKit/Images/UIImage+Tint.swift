import Foundation
import QuartzCore

/// How a view draws an image in its tint: a template (`.alwaysTemplate`, which an asset marked
/// "Render As: Template Image" is, or `.automatic` for a symbol) keeps only its shape, filled with
/// the view's `tintColor`; an original image shows its own colours, or the colour
/// `withTintColor(_:)` gave it; a symbol given a colour always shows it, and one drawn as original
/// with no colour of its own is black, as on iOS.
extension UIImage {
    /// Whether a view draws this image in its tint.
    package var drawsAsTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: true
        case .alwaysOriginal: false
        case .automatic: symbol != nil
        }
    }

    /// The picture a view with `tint` under `traits` shows; with no tint, a template keeps the
    /// colour it was given, else its own colours.
    package func shown(tint: UIColor?, traits: UITraitCollection) -> CGImage? {
        guard let cgImage else { return nil }
        // A symbol given a colour always uses it (Apple: `withTintColor(_:)`); a bitmap given one
        // was tinted in its own colours, so as a template it still takes the view's.
        // A hierarchical or palette configuration's colour is the symbol's own too.
        let own = ownTintColor ?? symbol?.configuration.color
        let color = symbol != nil && own != nil ? own : drawsAsTemplate ? tint ?? own : own
        guard let color else { return cgImage }
        return tinted(cgImage, color.cgColor(for: traits))
    }

    /// The image's shape filled with `color`: each pixel's coverage kept, its colour replaced.
    private func tinted(_ image: CGImage, _ color: CGColor) -> CGImage {
        if let symbol { return UIImage.picture(of: symbol, in: color) }
        switch image.content {
        case let .pixels(width, height, rgba):
            let components = (color.components ?? [0, 0, 0, 1]).map(Double.init)
            let alpha = components[3]
            var tinted = [UInt8](repeating: 0, count: rgba.count)
            for index in stride(from: 0, to: rgba.count, by: 4) {
                let coverage = Double(rgba[index + 3]) / 255 * alpha
                for channel in 0..<3 { tinted[index + channel] = UInt8((components[channel] * coverage * 255).rounded()) }
                tinted[index + 3] = UInt8((coverage * 255).rounded())
            }
            return CGImage(width: width, height: height, rgba: tinted, scale: image.scale, name: image.name)
        case .drawing, .picture:
            // The colour shows through the image's own coverage, used as a mask.
            let fill = CALayer()
            fill.frame = CGRect(origin: .zero, size: image.size)
            fill.backgroundColor = color
            let shape = CALayer()
            shape.frame = fill.bounds
            shape.contentsImage = image
            fill.mask = shape
            return CGImage(size: image.size, picture: fill, name: image.name)
        }
    }
}
