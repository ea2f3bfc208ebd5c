import CoreGraphics
import Foundation

/// Core Graphics images as the renderer draws them: layers. A recorded drawing becomes one layer
/// per operation, placed by the transformation it was drawn under and cut by its clips, so the
/// renderer draws a drawing exactly as it draws any layer tree.
extension CGImage {
    /// An image showing a layer tree whose bounds origin is the image's top-left corner: how the
    /// catalog makes its procedural stand-ins for photos.
    package convenience init(size: CGSize, picture layer: CALayer, name: String = "") {
        self.init(picture: layer, size: size, name: name)
    }

    /// The layer tree to draw for an image that is not made of pixels; built once, then shared.
    package var pictureLayer: CALayer? {
        switch content {
        case .pixels: return nil
        case .picture(let layer): return layer as? CALayer
        case .drawing(let drawing):
            return picture.withLock { cached in
                if let layer = cached as? CALayer { return layer }
                let layer = drawing.layerTree()
                cached = layer
                return layer
            }
        }
    }
}

extension CGContext {
    /// Adds `layer`'s current look on top of what is drawn, as `CALayer.render(in:)`.
    package func draw(_ layer: CALayer) { add(content: layer.presentationTree()) }
}

extension CALayer {
    /// Draws the layer and its sublayers as they look now into `ctx`, as `render(in:)`.
    public func render(in ctx: CGContext) { ctx.draw(self) }
}

extension CGDrawing {
    /// A layer the size of the drawing holding one layer per item, as it looks when presented
    /// (a gradient holds its pixels then).
    func layerTree() -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        for item in items { root.addSublayer(layer(for: item)) }
        return root.presentationTree()
    }

    /// The layer one item draws: its operation's layer under the item's transformation, alpha and clips.
    private func layer(for item: Item) -> CALayer {
        var top = content(of: item)
        if !item.transform.isIdentity {
            top = wrapped(top)
            top.transform = CATransform3D(item.transform)
        }
        if item.alpha < 1 { top.opacityValue *= item.alpha }
        for clip in item.clips.reversed() {
            let holder = wrapped(top)
            let mask = CAShapeLayer()
            mask.frame = CGRect(origin: .zero, size: size)
            mask.pathElements = clip.path
            mask.fillRule = clip.evenOdd ? .evenOdd : .nonZero
            holder.mask = mask
            top = holder
        }
        return top
    }

    /// A full-size, untransformed layer holding `layer`.
    private func wrapped(_ layer: CALayer) -> CALayer {
        let holder = CALayer()
        holder.frame = CGRect(origin: .zero, size: size)
        holder.anchorPoint = .zero
        holder.position = .zero
        holder.addSublayer(layer)
        return holder
    }

    /// The layer an operation draws, in user space.
    private func content(of item: Item) -> CALayer {
        switch item.operation {
        case let .paint(path, paint):
            return shape(path, paint)
        case let .image(image, rect):
            let layer = CALayer()
            layer.frame = rect
            layer.contentsImage = image
            return layer
        case let .linearGradient(gradient, start, end, area):
            let layer = gradientLayer(gradient, in: area)
            func unit(_ p: CGPoint) -> CGPoint {
                CGPoint(x: area.width == 0 ? 0 : (p.x - area.minX) / area.width, y: area.height == 0 ? 0 : (p.y - area.minY) / area.height)
            }
            (layer.startPoint, layer.endPoint) = (unit(start), unit(end))
            return layer
        case let .radialGradient(gradient, startRadius, endCenter, endRadius, area):
            let layer = gradientLayer(gradient, in: area)
            layer.type = .radial
            let radius = max(endRadius, 1e-9)
            let start = startRadius / radius
            layer.stops = (gradient.locations ?? Self.evenLocations(gradient.colors.count)).map { start + $0 * (1 - start) }
            layer.startPoint = CGPoint(x: (endCenter.x - area.minX) / area.width, y: (endCenter.y - area.minY) / area.height)
            layer.endPoint = CGPoint(x: (endCenter.x + radius - area.minX) / area.width, y: (endCenter.y + radius - area.minY) / area.height)
            return layer
        case let .content(object):
            return object as? CALayer ?? CALayer()
        }
    }

    private func shape(_ path: BezierPath, _ paint: Paint) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.frame = CGRect(origin: .zero, size: size)
        shape.pathElements = path
        shape.fillColor = paint.fill
        shape.strokeColor = paint.stroke
        shape.lineWidth = paint.lineWidth
        shape.lineCap = CAShapeLayerLineCap(paint.lineCap)
        shape.lineJoin = CAShapeLayerLineJoin(paint.lineJoin)
        shape.miterLimit = paint.miterLimit
        if let dash = paint.dash { (shape.lineDashPhase, shape.dash) = (dash.phase, dash.lengths) }
        shape.fillRule = paint.evenOdd ? .evenOdd : .nonZero
        if let shadow = paint.shadow {
            shape.shadowColor = shadow.color
            shape.shadowOpacityValue = 1
            shape.shadowOffset = shadow.offset
            shape.shadowRadius = shadow.blur / 2
        }
        return shape
    }

    private func gradientLayer(_ gradient: CGGradient, in area: CGRect) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.frame = area
        layer.colorList = gradient.colors
        layer.stops = gradient.locations
        return layer
    }

    private static func evenLocations(_ count: Int) -> [Double] {
        count < 2 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }
}

extension CAShapeLayerLineCap {
    init(_ cap: CGLineCap) {
        switch cap {
        case .butt: self = .butt
        case .round: self = .round
        case .square: self = .square
        }
    }
}

extension CAShapeLayerLineJoin {
    init(_ join: CGLineJoin) {
        switch join {
        case .miter: self = .miter
        case .round: self = .round
        case .bevel: self = .bevel
        }
    }
}
