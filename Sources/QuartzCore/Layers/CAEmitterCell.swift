import Foundation

/// One kind of particle an `CAEmitterLayer` sends out, as `CAEmitterCell`: how many a second,
/// how long each lives, and how it moves, turns, grows and changes colour over its life.
/// Each `…Range` spreads a value evenly by up to that much either way.
open class CAEmitterCell {
    open var name: String?
    open var isEnabled = true
    /// The picture each particle shows (a `CGImage`); a cell without one draws nothing, as in
    /// Core Animation.
    open var contents: Any?
    open var birthRate: Float = 0
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    /// The direction particles leave in, radians from the x axis toward y (down the screen).
    open var emissionLongitude: CGFloat = 0
    open var emissionLatitude: CGFloat = 0
    /// The width of the cone of directions around `emissionLongitude`.
    open var emissionRange: CGFloat = 0
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    open var color: CGColor?
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0
    open var contentsScale: CGFloat = 1
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var magnificationFilter = "linear"
    open var minificationFilter = "linear"
    open var minificationFilterBias: Float = 0
    /// Cells emitted by each particle; kept for ported code, not drawn.
    open var emitterCells: [CAEmitterCell]?
    open var beginTime: TimeInterval = 0
    open var duration: TimeInterval = 0
    open var speed: Float = 1

    public init() {}
}
