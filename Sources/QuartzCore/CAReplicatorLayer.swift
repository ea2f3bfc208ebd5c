import Foundation
import TransitionKit

/// A layer that repeats its sublayers, as `CAReplicatorLayer`. The copies are not drawn here:
/// the sublayers show once, as the first instance, and the settings are kept for ported code.
open class CAReplicatorLayer: CALayer {
    open var instanceCount = 1
    open var instanceDelay: CFTimeInterval = 0
    open var instanceTransform = CATransform3DIdentity
    open var instanceColor: CGColor?
    open var instanceRedOffset: Float = 0
    open var instanceGreenOffset: Float = 0
    open var instanceBlueOffset: Float = 0
    open var instanceAlphaOffset: Float = 0
    open var preservesDepth = false

}

/// A particle emitter, as `CAEmitterLayer`; no particles are drawn here.
open class CAEmitterLayer: CALayer {
    open var emitterCells: [CAEmitterCell]?
    open var emitterPosition = CGPoint.zero
    open var emitterSize = CGSize.zero
    open var emitterShape = "point"
    open var emitterMode = "volume"
    open var renderMode = "unordered"
    open var birthRate: Float = 1
    open var lifetime: Float = 1
    open var velocity: Float = 1
    open var scale: Float = 1
    open var seed: UInt32 = 0

}

/// One kind of particle, as `CAEmitterCell`; kept for ported code.
open class CAEmitterCell {
    open var name: String?
    open var contents: Any?
    open var birthRate: Float = 0
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    open var emissionLongitude: CGFloat = 0
    open var emissionRange: CGFloat = 0
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    open var alphaSpeed: Float = 0
    open var yAcceleration: CGFloat = 0
    open var xAcceleration: CGFloat = 0
    open var color: CGColor?
    public init() {}
}
