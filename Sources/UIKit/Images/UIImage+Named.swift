import Foundation
import QuartzCore

/// `UIImage`'s named images: the bundle's image file of that name (BundledImage.swift), at the
/// scale its name gives. An app's asset catalogs are not compiled here, so a name no bundle has
/// stands for a picture of its own (a tinted card with the name's initial), the same on every
/// run, where UIKit would give nil.
extension UIImage {
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let scale = traitCollection.map { $0.displayScale > 0 ? $0.displayScale : UIScreen.main.scale } ?? UIScreen.main.scale
        if let (data, fileScale) = BundledImage.find(name, in: bundle, preferredScale: scale),
           let image = ImageDecoding.image(from: data, scale: fileScale) {
            self.init(cgImage: image, scale: fileScale)
            return
        }
        self.init(size: CGSize(width: 300, height: 300), picture: UIImage.placeholder(named: name, size: CGSize(width: 300, height: 300)), name: name)
    }

    /// An SF Symbol stands in as a small grey disc.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// Draws the image into the current image context (`UIGraphicsImageRenderer`).
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        context.draw(cgImage, in: rect)
    }
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    private static func placeholder(named name: String, size: CGSize) -> CALayer {
        let picture = CALayer()
        picture.frame = CGRect(origin: .zero, size: size)
        picture.backgroundColor = UIColor(named: name)?.cgColor(for: .standard)
        let initial = CATextLayer()
        initial.frame = CGRect(x: 0, y: size.height * 0.3, width: size.width, height: size.height * 0.4)
        initial.string = name.first.map { String($0).uppercased() } ?? ""
        initial.fontSize = size.height * 0.3
        initial.font = UIFont.boldSystemFont(ofSize: size.height * 0.3)
        initial.alignmentMode = .center
        initial.foregroundColor = UIColor(white: 1, alpha: 0.85).cgColor(for: .standard)
        picture.addSublayer(initial)
        return picture
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
