import Foundation

/// A layer that draws its sublayers `instanceCount` times, each instance transformed, tinted
/// and delayed from the one before, as `CAReplicatorLayer`.
///
///     let dots = ReplicatorLayer()
///     dots.frame = Rect(x: 0, y: 0, width: 60, height: 60)
///     dots.addSublayer(dot)                       // at the top of the circle
///     dots.instanceCount = 12
///     dots.instanceTransform = Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1)
///     dots.instanceDelay = 1.0 / 12               // each dot's animation starts a little later
open class ReplicatorLayer: Layer {
    public var instanceCount = 1
    /// Seconds each instance's animations run behind the previous instance's.
    public var instanceDelay: TimeInterval = 0
    /// Applied to instance k − 1 to give instance k, about the centre of this layer's bounds.
    public var instanceTransform = Transform3D.identity
    /// Multiplies the colours of the first instance; nil is white, which changes nothing.
    public var instanceColor: Color?
    /// Added to `instanceColor`'s components once more for each later instance.
    public var instanceRedOffset: Float = 0
    public var instanceGreenOffset: Float = 0
    public var instanceBlueOffset: Float = 0
    public var instanceAlphaOffset: Float = 0
    /// Kept for ported code: instances are flattened into this layer's plane either way.
    public var preservesDepth = false

    open override func shallowCopy() -> Layer {
        let copy = ReplicatorLayer()
        copyBaseProperties(into: copy)
        copy.copyInstanceSettings(from: self)
        return copy
    }

    private func copyInstanceSettings(from other: ReplicatorLayer) {
        (instanceCount, instanceDelay, instanceTransform, instanceColor) =
            (other.instanceCount, other.instanceDelay, other.instanceTransform, other.instanceColor)
        (instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset) =
            (other.instanceRedOffset, other.instanceGreenOffset, other.instanceBlueOffset, other.instanceAlphaOffset)
        preservesDepth = other.preservesDepth
    }

    /// Every instance of the sublayers as presented at `mapping`'s time, drawn by `settings`
    /// (this layer's presentation, so animated instance settings count): instance k is a layer
    /// the size of the bounds holding the sublayers presented k·`instanceDelay` earlier, turned
    /// by `instanceTransform` k times about the centre, tinted by its instance colour.
    func presentedInstances(settings: ReplicatorLayer, mapping: LayerTimeMapping) -> [Layer] {
        let bounds = settings.bounds
        var transform = Transform3D.identity
        return (0..<max(0, settings.instanceCount)).map { k in
            defer { transform = transform.concatenating(settings.instanceTransform) }
            let delayed = LayerTimeMapping(scale: mapping.scale, offset: mapping.offset - Double(k) * settings.instanceDelay)
            let instance = Layer()
            instance.bounds = bounds
            instance.position = Point(x: bounds.midX, y: bounds.midY)
            instance.transform = transform
            let tint = settings.instanceTint(k)
            instance.opacity = tint.alpha
            instance.adoptPresentationSublayers(sublayers.map { sublayer in
                let presented = sublayer.presentation(parentMapping: delayed)
                if tint.red < 1 || tint.green < 1 || tint.blue < 1 { presented.multiplyColors(by: tint) }
                return presented
            })
            return instance
        }
    }

    /// Instance k's colour: `instanceColor` plus k times the offsets, each kept within 0…1.
    func instanceTint(_ k: Int) -> Color {
        let base = instanceColor ?? .white
        func component(_ value: Double, _ offset: Float) -> Double { min(max(value + Double(k) * Double(offset), 0), 1) }
        return Color(red: component(base.red, instanceRedOffset), green: component(base.green, instanceGreenOffset),
                     blue: component(base.blue, instanceBlueOffset), alpha: component(base.alpha, instanceAlphaOffset))
    }
}

extension Layer {
    /// Multiplies the colours this presented subtree paints with by `tint`'s red, green and
    /// blue, as a replicator's instance colour does (pictures keep their own colours).
    func multiplyColors(by tint: Color) {
        func tinted(_ color: Color) -> Color {
            Color(red: color.red * tint.red, green: color.green * tint.green, blue: color.blue * tint.blue, alpha: color.alpha)
        }
        backgroundColor = backgroundColor.map(tinted)
        borderColor = tinted(borderColor)
        if let shape = self as? ShapeLayer {
            shape.fillColor = shape.fillColor.map(tinted)
            shape.strokeColor = shape.strokeColor.map(tinted)
        }
        if let text = self as? TextLayer { text.foregroundColor = tinted(text.foregroundColor) }
        for sublayer in sublayers { sublayer.multiplyColors(by: tint) }
    }
}
