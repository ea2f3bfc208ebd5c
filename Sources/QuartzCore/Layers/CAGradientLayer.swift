import CoreGraphics
import Foundation

/// The gradient's shape, as `CAGradientLayer.type` takes it.
public enum CAGradientLayerType: String, Sendable, CaseIterable { case axial, radial, conic }

/// A layer filled with a colour gradient over its bounds, as `CAGradientLayer`. The gradient is
/// drawn into the layer's contents when a presentation is taken, at one pixel per point, so
/// the renderer draws it as it draws any picture.
///
///     let shade = CAGradientLayer()
///     shade.colors = [CGColor.clear, CGColor(white: 0, alpha: 0.6)]
///     shade.frame = card.bounds
open class CAGradientLayer: CALayer {

    /// The colours as the engine draws and animates them.
    package var colorList: [CGColor]?
    /// `CGColor`s, as Core Animation types them (`[top.cgColor, bottom.cgColor]`); anything else is left out.
    public var colors: [Any]? {
        get { colorList }
        set { colorList = newValue?.compactMap { $0 as AnyObject as? CGColor } }
    }
    /// The stops as the engine draws them.
    package var stops: [Double]?
    /// Where each colour sits, 0…1 along the gradient; evenly spaced when nil.
    public var locations: [NSNumber]? {
        get { stops?.map { NSNumber(value: $0) } }
        set { stops = newValue?.map(\.doubleValue) }
    }
    /// In the unit square of the bounds.
    public var startPoint = CGPoint(x: 0.5, y: 0)
    public var endPoint = CGPoint(x: 0.5, y: 1)
    public var type: CAGradientLayerType = .axial

    private var cache: (key: [Double], image: CGImage)?


    package override func shallowCopy() -> CALayer {
        let copy = CAGradientLayer()
        copyBaseProperties(into: copy)
        (copy.colorList, copy.stops, copy.startPoint, copy.endPoint, copy.type) = (colorList, stops, startPoint, endPoint, type)
        if contentsImage == nil { copy.contentsImage = gradientImage(of: copy) }
        return copy
    }

    /// Redraws the copy with its animated colours, locations and points.
    package override func didApplyAnimations(to copy: CALayer) {
        if contentsImage == nil, let copy = copy as? CAGradientLayer { copy.contentsImage = gradientImage(of: copy) }
    }

    /// The gradient `layer` (this one or its presentation) shows at its bounds' size; remembered
    /// here until a setting or the size changes.
    private func gradientImage(of layer: CAGradientLayer) -> CGImage? {
        let (colors, locations, startPoint, endPoint, type, bounds) =
            (layer.colorList, layer.stops, layer.startPoint, layer.endPoint, layer.type, layer.bounds)
        guard let colors, !colors.isEmpty else { return nil }
        let width = min(Int(bounds.width.rounded(.up)), 2048), height = min(Int(bounds.height.rounded(.up)), 2048)
        guard width > 0, height > 0 else { return nil }
        let stops = locations ?? colors.indices.map { colors.count == 1 ? 0 : Double($0) / Double(colors.count - 1) }
        let key = [Double(width), Double(height), startPoint.x, startPoint.y, endPoint.x, endPoint.y, Double(CAGradientLayerType.allCases.firstIndex(of: type)!)]
            + stops + colors.flatMap { [$0.red, $0.green, $0.blue, $0.opacity] }
        if let cache, cache.key == key { return cache.image }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let u = (Double(x) + 0.5) / Double(width), v = (Double(y) + 0.5) / Double(height)
                let color = Self.color(at: layer.position(u: u, v: v), colors: colors, stops: stops)
                let i = (y * width + x) * 4
                let a = min(max(color.opacity, 0), 1)
                rgba[i] = UInt8((min(max(color.red, 0), 1) * a * 255).rounded())
                rgba[i + 1] = UInt8((min(max(color.green, 0), 1) * a * 255).rounded())
                rgba[i + 2] = UInt8((min(max(color.blue, 0), 1) * a * 255).rounded())
                rgba[i + 3] = UInt8((a * 255).rounded())
            }
        }
        let image = CGImage(width: width, height: height, rgba: rgba, name: "gradient")
        cache = (key, image)
        return image
    }

    /// How far along the gradient (0…1) the unit-square point (u, v) lies.
    private func position(u: Double, v: Double) -> Double {
        let (dx, dy) = (endPoint.x - startPoint.x, endPoint.y - startPoint.y)
        switch type {
        case .axial:
            let length = dx * dx + dy * dy
            return length > 0 ? ((u - startPoint.x) * dx + (v - startPoint.y) * dy) / length : 0
        case .radial:
            // The end point gives the radii: the ellipse through it, centred on the start point.
            let (rx, ry) = (abs(dx), abs(dy))
            let nx = rx > 0 ? (u - startPoint.x) / rx : 0, ny = ry > 0 ? (v - startPoint.y) / ry : 0
            return (nx * nx + ny * ny).squareRoot()
        case .conic:
            let angle = atan2(v - startPoint.y, u - startPoint.x) - atan2(dy, dx)
            let turn = angle / (2 * .pi)
            return turn - turn.rounded(.down)
        }
    }

    /// The colour at `t`, clamped to the end stops and mixed linearly between neighbours.
    private static func color(at t: Double, colors: [CGColor], stops: [Double]) -> CGColor {
        let count = min(colors.count, stops.count)
        guard count > 1 else { return colors[0] }
        if t <= stops[0] { return colors[0] }
        for i in 1..<count where t <= stops[i] {
            let span = stops[i] - stops[i - 1]
            let f = span > 0 ? (t - stops[i - 1]) / span : 1
            let (a, b) = (colors[i - 1], colors[i])
            return CGColor(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                           blue: a.blue + (b.blue - a.blue) * f, opacity: a.opacity + (b.opacity - a.opacity) * f)
        }
        return colors[count - 1]
    }
}
