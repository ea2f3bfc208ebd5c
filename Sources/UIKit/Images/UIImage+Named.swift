import Foundation
import QuartzCore

/// `UIImage`'s named images: an asset catalog's image set, or an image file of that name in the
/// bundle (BundledImage.swift), at the scale its name gives; nil when no bundle has it, as on iOS.
extension UIImage {
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let scale = traitCollection.map { $0.displayScale > 0 ? $0.displayScale : UIScreen.main.scale } ?? UIScreen.main.scale
        let dark = traitCollection?.userInterfaceStyle == .dark
        guard let found = BundledImage.find(name, in: bundle, preferredScale: scale, dark: dark),
              let image = ImageDecoding.image(from: found.data, scale: found.scale) else { return nil }
        self.init(cgImage: image, scale: found.scale, renderingMode: found.renderingMode, tint: nil, symbol: nil)
    }

    /// Draws the image into the current image context (`UIGraphicsImageRenderer`), in its own
    /// colours or the one `withTintColor(_:)` gave it.
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let image = shown(tint: ownTintColor, traits: .current) else { return }
        context.draw(image, in: rect)
    }
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image at `point` at `alpha`, as `draw(at:blendMode:alpha:)`; blend modes other
    /// than `.normal` draw as `.normal` here.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image into `rect` at `alpha`, as `draw(in:blendMode:alpha:)`; blend modes other
    /// than `.normal` draw as `.normal` here.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha)
        draw(in: rect)
        context.restoreGState()
    }
}

extension CGImage {
    /// The part of the image inside `rect` (in pixels, with the origin at the top left), as
    /// `CGImage.cropping(to:)`; nil when the two do not overlap.
    public func cropping(to rect: CGRect) -> CGImage? {
        let whole = CGRect(x: 0, y: 0, width: width, height: height)
        let area = rect.standardized.integral.intersection(whole)
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        if case let .pixels(width, _, rgba) = content {
            let (x0, y0, w, h) = (Int(area.minX), Int(area.minY), Int(area.width), Int(area.height))
            var cropped = [UInt8]()
            cropped.reserveCapacity(w * h * 4)
            for row in y0..<(y0 + h) {
                let start = (row * width + x0) * 4
                cropped += rgba[start..<(start + w * 4)]
            }
            return CGImage(width: w, height: h, rgba: cropped, scale: scale, name: name)
        }
        // A picture: the crop is a window onto it, in points.
        let points = CGRect(x: area.minX / scale, y: area.minY / scale, width: area.width / scale, height: area.height / scale)
        let window = CALayer()
        window.bounds = CGRect(origin: .zero, size: points.size)
        window.masksToBounds = true
        let shifted = CALayer()
        shifted.frame = CGRect(x: -points.minX, y: -points.minY, width: size.width, height: size.height)
        shifted.contentsImage = self
        window.addSublayer(shifted)
        return CGImage(size: points.size, picture: window, name: name)
    }
}
