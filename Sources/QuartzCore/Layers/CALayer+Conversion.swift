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
            let toSuperlayer = ToSuperlayer(layer)
            corners = corners.map { toSuperlayer($0) }
            layer = parent
        }
        return corners
    }

    /// Corners in the root layer's coordinates, carried down into this layer's.
    package func cornersFromRoot(_ corners: LayerCorners) -> LayerCorners {
        guard let parent = superlayer else { return corners }
        let fromSuperlayer = FromSuperlayer(self)
        return parent.cornersFromRoot(corners).map { fromSuperlayer($0) }
    }

    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        var p = point
        var layer = self
        while let parent = layer.superlayer {
            p = ToSuperlayer(layer)(p)
            layer = parent
        }
        return p
    }

    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        guard let parent = superlayer else { return point }
        return FromSuperlayer(self)(parent.pointFromRoot(point))
    }

    /// The anchor point in this layer's own coordinates: the origin of its transform.
    private var anchorInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// Maps points of a layer into its superlayer: about the anchor through `transform`, to
    /// `position`, then through the superlayer's `sublayerTransform` about its anchor. What
    /// depends on the layer alone is read once for however many points it maps.
    private struct ToSuperlayer {
        let anchor: CGPoint
        /// The layer's `transform`; nil when that is the identity.
        let transform: CATransform3D?
        let position: CGPoint
        /// The superlayer's anchor and `sublayerTransform`, when that is not the identity.
        let sublayer: (anchor: CGPoint, transform: CATransform3D)?

        init(_ layer: CALayer) {
            let transform = layer.transform
            (anchor, self.transform, position) = (layer.anchorInBounds, transform.isIdentity ? nil : transform, layer.position)
            if let parent = layer.superlayer, !parent.sublayerTransform.isIdentity {
                sublayer = (parent.anchorInBounds, parent.sublayerTransform)
            } else {
                sublayer = nil
            }
        }

        func callAsFunction(_ point: CGPoint) -> CGPoint {
            let p = (transform.map { CALayer.project(point - anchor, $0) } ?? point - anchor) + position
            guard let sublayer else { return p }
            return CALayer.project(p - sublayer.anchor, sublayer.transform) + sublayer.anchor
        }
    }

    /// The inverse of `ToSuperlayer`, with its inverses computed once for however many
    /// points it carries (a rectangle's four corners).
    private struct FromSuperlayer {
        /// The superlayer's anchor and the inverse of its `sublayerTransform`, when that is not
        /// the identity and can be inverted.
        let sublayer: (anchor: CGPoint, inverse: CATransform3D)?
        let position: CGPoint
        let anchor: CGPoint
        /// The inverse of the layer's `transform`; nil when that is the identity.
        let inverse: CATransform3D?

        init(_ layer: CALayer) {
            if let parent = layer.superlayer, !parent.sublayerTransform.isIdentity, let inverse = parent.sublayerTransform.inverted() {
                sublayer = (parent.anchorInBounds, inverse)
            } else {
                sublayer = nil
            }
            (position, anchor) = (layer.position, layer.anchorInBounds)
            let transform = layer.transform
            inverse = transform.isIdentity ? nil : transform.inverted() ?? .identity
        }

        func callAsFunction(_ point: CGPoint) -> CGPoint {
            var p = point
            if let sublayer { p = CALayer.project(p - sublayer.anchor, sublayer.inverse) + sublayer.anchor }
            guard let inverse else { return p - position + anchor }
            return CALayer.project(p - position, inverse) + anchor
        }
    }

    /// A point of the z = 0 plane through `t`, with the perspective divide.
    fileprivate static func project(_ p: CGPoint, _ t: CATransform3D) -> CGPoint {
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
