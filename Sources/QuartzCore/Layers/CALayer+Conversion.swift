import Foundation

extension CALayer {
    /// `point` in this layer's coordinates expressed in `layer`'s (the root's when nil), through
    /// every transform between them, as `convert(_:to:)`. Uses model values.
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        let inRoot = pointInRoot(point)
        guard let layer else { return inRoot }
        return layer.pointFromRoot(inRoot)
    }

    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        let inRoot = layer?.pointInRoot(point) ?? point
        return pointFromRoot(inRoot)
    }

    /// The bounding box of `rect`'s corners converted to `layer`.
    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        let inRoot = cornersInRoot(of: rect)
        guard let layer else { return inRoot.boundingBox }
        return layer.cornersFromRoot(inRoot).boundingBox
    }

    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        let inRoot = layer?.cornersInRoot(of: rect) ?? LayerCorners(rect)
        return cornersFromRoot(inRoot).boundingBox
    }

    /// The corners of `rect`, in this layer's coordinates, carried into the root layer's: what
    /// `convert(_:to:)` starts from. A caller converting one rectangle to several ancestors
    /// carries it to the root once and then down to each with `cornersFromRoot(_:)`.
    package func cornersInRoot(of rect: CGRect) -> LayerCorners {
        var corners = LayerCorners(rect)
        var layer = self
        while let parent = layer.superlayer {
            corners = corners.map(layer.pointInSuperlayer)
            layer = parent
        }
        return corners
    }

    /// Corners in the root layer's coordinates, carried down into this layer's.
    package func cornersFromRoot(_ corners: LayerCorners) -> LayerCorners {
        guard let parent = superlayer else { return corners }
        return parent.cornersFromRoot(corners).map(pointFromSuperlayer)
    }

    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        var p = point
        var layer = self
        while let parent = layer.superlayer {
            p = layer.pointInSuperlayer(p)
            layer = parent
        }
        return p
    }

    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        guard let parent = superlayer else { return point }
        return pointFromSuperlayer(parent.pointFromRoot(point))
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
        let transform = transform
        if transform.isIdentity { return p - position + anchorInBounds }
        return Self.project(p - position, transform.inverted() ?? .identity) + anchorInBounds
    }

    /// A point of the z = 0 plane through `t`, with the perspective divide.
    private static func project(_ p: CGPoint, _ t: CATransform3D) -> CGPoint {
        if t.isIdentity { return p }
        let h = t.project(p)
        let w = h.w == 0 ? 1 : h.w
        return CGPoint(x: h.x / w, y: h.y / w)
    }
}

/// The four corners of a rectangle on their way between layers' coordinate spaces: a transform
/// can turn the rectangle into any quadrilateral, so its corners travel rather than its box.
package struct LayerCorners: Equatable, Sendable {
    var topLeft, topRight, bottomLeft, bottomRight: CGPoint

    package init(_ rect: CGRect) {
        topLeft = CGPoint(x: rect.minX, y: rect.minY)
        topRight = CGPoint(x: rect.maxX, y: rect.minY)
        bottomLeft = CGPoint(x: rect.minX, y: rect.maxY)
        bottomRight = CGPoint(x: rect.maxX, y: rect.maxY)
    }

    private init(_ topLeft: CGPoint, _ topRight: CGPoint, _ bottomLeft: CGPoint, _ bottomRight: CGPoint) {
        (self.topLeft, self.topRight, self.bottomLeft, self.bottomRight) = (topLeft, topRight, bottomLeft, bottomRight)
    }

    func map(_ transform: (CGPoint) -> CGPoint) -> LayerCorners {
        LayerCorners(transform(topLeft), transform(topRight), transform(bottomLeft), transform(bottomRight))
    }

    /// The smallest rectangle holding all four corners.
    package var boundingBox: CGRect {
        let minX = min(topLeft.x, topRight.x, bottomLeft.x, bottomRight.x)
        let maxX = max(topLeft.x, topRight.x, bottomLeft.x, bottomRight.x)
        let minY = min(topLeft.y, topRight.y, bottomLeft.y, bottomRight.y)
        let maxY = max(topLeft.y, topRight.y, bottomLeft.y, bottomRight.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
