import TransitionKit

/// Small builders that keep test scenes readable.
enum Scene {
    /// A layer with `frame` and, optionally, a background colour.
    static func layer(_ frame: Rect, color: Color? = nil) -> Layer {
        let layer = Layer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    /// A root layer covering a `width`×`height` screen.
    static func root(width: Double, height: Double, color: Color? = nil) -> Layer {
        layer(Rect(x: 0, y: 0, width: width, height: height), color: color)
    }

    /// A perspective turn of `degrees` about the axis (x, y, 0), eye at `eyeDistance`.
    static func turn(_ degrees: Double, x: Double, y: Double, eyeDistance: Double = 500) -> Transform3D {
        var perspective = Transform3D.identity
        perspective.m34 = -1 / eyeDistance
        return perspective.rotated(by: degrees * .pi / 180, x: x, y: y, z: 0)
    }
}
