import QuartzCore

/// Where a layer's subtree can put paint, in the layer's own coordinates: bounds, sublayers,
/// shadows, strokes and text overhang. Used to size offscreen groups and flattened planes.
enum ContentBounds {
    /// nil when nothing in the subtree can draw. Each layer's box is computed once per `memo`,
    /// so nested groups (each sizing its offscreen canvas by its subtree) cost time in
    /// proportion to the tree, not to its depth times its size.
    static func of(_ layer: CALayer, memo: Memo) -> CGRect? {
        let key = ObjectIdentifier(layer)
        if let known = memo.boxes[key] { return known }
        let box = compute(layer, memo: memo)
        memo.boxes[key] = .some(box)
        return box
    }

    /// The boxes of one drawing of a tree, by layer. A tree must not change while its memo lives.
    final class Memo {
        var boxes: [ObjectIdentifier: CGRect?] = [:]
    }

    private static func compute(_ layer: CALayer, memo: Memo) -> CGRect? {
        guard !layer.isHidden, LayerGeometry.isDrawable(layer) else { return nil }
        var box = ownPaint(of: layer)
        // A transition's effect (a curl's flap) may paint past the bounds, even when the
        // layer clips its own content to them.
        let transitionReach = TransitionPainter.reach(of: layer)
        if layer.masksToBounds {
            return box.map { _ in transitionReach.map { layer.bounds.standardized.union($0) } ?? layer.bounds.standardized }
        }
        if let transitionReach { box = box.map { $0.union(transitionReach) } ?? transitionReach }
        for child in layer.sublayerList {
            guard let childBox = of(child, memo: memo),
                  let mapped = project(childBox, through: LayerGeometry.toSuperlayer(child, in: layer)) else { continue }
            box = box.map { $0.union(mapped) } ?? mapped
        }
        guard var result = box else { return nil }
        if layer.shadowOpacityValue > 0 {
            let spread = 3 * abs(layer.shadowRadius)
            let shadow = result.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
                .insetBy(dx: -spread, dy: -spread)
            if shadow.isFinite { result = result.union(shadow) }
        }
        return result
    }

    /// The layer's own drawing before sublayers: its bounds, and a shape layer's path with
    /// room for wide strokes and miter joins.
    private static func ownPaint(of layer: CALayer) -> CGRect? {
        var box: CGRect? = layer.bounds.standardized
        if let shape = layer as? CAShapeLayer, let path = shape.pathElements, !path.isEmpty {
            let reach = shape.strokeColor == nil ? 0 : abs(shape.lineWidth) / 2 * max(1, shape.miterLimit)
            let pathBox = path.controlPointBounds.insetBy(dx: -reach - 1, dy: -reach - 1)
            if pathBox.isFinite { box = box?.union(pathBox) ?? pathBox }
        }
        return box
    }

    /// The bounding box of `rect` mapped by `map`, or nil when part of it lies at or behind
    /// the eye (w ≤ 0), where a box has no meaning.
    static func project(_ rect: CGRect, through map: Projective) -> CGRect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            let p = map.project(x, y)
            guard p.w > 1e-9 else { return nil }
            minX = min(minX, p.x / p.w); maxX = max(maxX, p.x / p.w)
            minY = min(minY, p.y / p.w); maxY = max(maxY, p.y / p.w)
        }
        let box = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        return box.isFinite ? box : nil
    }
}
