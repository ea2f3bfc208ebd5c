import Foundation

/// A layer that draws its sublayers `instanceCount` times, each instance transformed, tinted
/// and delayed from the one before, as `CAReplicatorLayer`.
///
///     let dots = CAReplicatorLayer()
///     dots.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
///     dots.addSublayer(dot)                       // at the top of the circle
///     dots.instanceCount = 12
///     dots.instanceTransform = CATransform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1)
///     dots.instanceDelay = 1.0 / 12               // each dot's animation starts a little later
open class CAReplicatorLayer: CALayer {
    public var instanceCount = 1
    /// Seconds each instance's animations run behind the previous instance's.
    public var instanceDelay: TimeInterval = 0
    /// Applied to instance k − 1 to give instance k, about the centre of this layer's bounds.
    public var instanceTransform = CATransform3D.identity
    /// Multiplies the colours of the first instance; nil is white, which changes nothing.
    public var instanceColor: CGColor?
    /// Added to `instanceColor`'s components once more for each later instance.
    public var instanceRedOffset: Float = 0
    public var instanceGreenOffset: Float = 0
    public var instanceBlueOffset: Float = 0
    public var instanceAlphaOffset: Float = 0
    /// Kept for ported code: instances are flattened into this layer's plane either way.
    public var preservesDepth = false

    package override func shallowCopy() -> CALayer {
        let copy = CAReplicatorLayer()
        copyBaseProperties(into: copy)
        copy.copyInstanceSettings(from: self)
        return copy
    }

    private func copyInstanceSettings(from other: CAReplicatorLayer) {
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
    func presentedInstances(settings: CAReplicatorLayer, mapping: LayerTimeMapping) -> [CALayer] {
        let bounds = settings.bounds
        var transform = CATransform3D.identity
        return (0..<max(0, settings.instanceCount)).map { k in
            defer { transform = transform.concatenating(settings.instanceTransform) }
            let delayed = LayerTimeMapping(scale: mapping.scale, offset: mapping.offset - Double(k) * settings.instanceDelay)
            let instance = CALayer()
            instance.bounds = bounds
            instance.position = CGPoint(x: bounds.midX, y: bounds.midY)
            instance.transform = transform
            let tint = settings.instanceTint(k)
            instance.opacityValue = tint.opacity
            instance.adoptPresentationSublayers(sublayerList.map { sublayer in
                let presented = sublayer.presentation(parentMapping: delayed)
                if tint.red < 1 || tint.green < 1 || tint.blue < 1 { presented.multiplyColors(by: tint) }
                return presented
            })
            return instance
        }
    }

    /// Instance k's colour: `instanceColor` plus k times the offsets, each kept within 0…1.
    func instanceTint(_ k: Int) -> CGColor {
        let base = instanceColor ?? .white
        func component(_ value: Double, _ offset: Float) -> Double { min(max(value + Double(k) * Double(offset), 0), 1) }
        return CGColor(red: component(base.red, instanceRedOffset), green: component(base.green, instanceGreenOffset),
                       blue: component(base.blue, instanceBlueOffset), opacity: component(base.opacity, instanceAlphaOffset))
    }
}

extension CALayer {
    /// Multiplies the colours this presented subtree paints with by `tint`'s red, green and
    /// blue, as a replicator's instance colour does (pictures keep their own colours).
    func multiplyColors(by tint: CGColor) {
        func tinted(_ color: CGColor) -> CGColor {
            CGColor(red: color.red * tint.red, green: color.green * tint.green, blue: color.blue * tint.blue, opacity: color.opacity)
        }
        backgroundColor = backgroundColor.map(tinted)
        borderColor = borderColor.map(tinted)
        if let shape = self as? CAShapeLayer {
            shape.fillColor = shape.fillColor.map(tinted)
            shape.strokeColor = shape.strokeColor.map(tinted)
        }
        if let text = self as? CATextLayer { text.foregroundColor = text.foregroundColor.map(tinted) }
        for sublayer in sublayerList { sublayer.multiplyColors(by: tint) }
    }
}
