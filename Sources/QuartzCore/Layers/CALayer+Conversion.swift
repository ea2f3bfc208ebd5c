import Foundation

extension CALayer {
    /// `point` in this layer's coordinates expressed in `layer`'s (the root's when nil), through
    /// every transform between them, as `convert(_:to:)`. Uses model values.
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        let inRoot = ancestry.reduce(point) { p, layer in layer.pointInSuperlayer(p) }
        guard let layer else { return inRoot }
        return layer.pointFromRoot(inRoot)
    }

    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        let inRoot = layer?.convert(point, to: nil) ?? point
        return pointFromRoot(inRoot)
    }

    /// The bounding box of `rect`'s corners converted to `layer`.
    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        boundingBox(of: rect) { convert($0, to: layer) }
    }

    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        boundingBox(of: rect) { convert($0, from: layer) }
    }

    private func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// This layer and its ancestors below the root, nearest first.
    private var ancestry: [CALayer] {
        var chain: [CALayer] = []
        var current: CALayer? = self
        while let layer = current, layer.superlayer != nil {
            chain.append(layer)
            current = layer.superlayer
        }
        return chain
    }

    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        ancestry.reversed().reduce(point) { p, layer in layer.pointFromSuperlayer(p) }
    }

    /// The anchor point in this layer's own coordinates: the origin of its transform.
    private var anchorInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// Maps a point of this layer into its superlayer: about the anchor through `transform`,
    /// to `position`, then through the superlayer's `sublayerTransform` about its anchor.
    private func pointInSuperlayer(_ point: CGPoint) -> CGPoint {
        var p = Self.project(point - anchorInBounds, transform) + position
        if let parent = superlayer, !parent.sublayerTransform.isIdentity {
            p = Self.project(p - parent.anchorInBounds, parent.sublayerTransform) + parent.anchorInBounds
        }
        return p
    }

    private func pointFromSuperlayer(_ point: CGPoint) -> CGPoint {
        var p = point
        if let parent = superlayer, let inverse = parent.sublayerTransform.inverted(), !parent.sublayerTransform.isIdentity {
            p = Self.project(p - parent.anchorInBounds, inverse) + parent.anchorInBounds
        }
        let inverse = transform.inverted() ?? .identity
        return Self.project(p - position, inverse) + anchorInBounds
    }

    /// A point of the z = 0 plane through `t`, with the perspective divide.
    private static func project(_ p: CGPoint, _ t: CATransform3D) -> CGPoint {
        if t.isIdentity { return p }
        let h = t.project(p)
        let w = h.w == 0 ? 1 : h.w
        return CGPoint(x: h.x / w, y: h.y / w)
    }
}
