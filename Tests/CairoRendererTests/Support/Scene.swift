import UIKit

/// Small builders that keep test scenes readable.
enum Scene {
    /// A layer with `frame` and, optionally, a background colour.
    static func layer(_ frame: CGRect, color: UIColor? = nil) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color?.cgColor
        return layer
    }

    /// A root layer covering a `width`×`height` screen.
    static func root(width: Double, height: Double, color: UIColor? = nil) -> CALayer {
        layer(CGRect(x: 0, y: 0, width: width, height: height), color: color)
    }

    /// A perspective turn of `degrees` about the axis (x, y, 0), eye at `eyeDistance`.
    static func turn(_ degrees: Double, x: Double, y: Double, eyeDistance: Double = 500) -> CATransform3D {
        var perspective = CATransform3D.identity
        perspective.m34 = -1 / eyeDistance
        return perspective.rotated(by: degrees * .pi / 180, x: x, y: y, z: 0)
    }
}
