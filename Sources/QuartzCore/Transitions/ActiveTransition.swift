import Foundation

/// The transition a presentation layer is in the middle of: which effect, how far along, and
/// the layer's look from before the change. A renderer draws the layer's own look (its
/// background, contents and sublayers) as the new side and `from` as the old one.
package struct ActiveTransition {
    public var type: CATransitionType
    public var subtype: CATransitionSubtype?
    /// The effect's progress, 0 (all old) … 1 (all new), after easing and the
    /// `startProgress`/`endProgress` clip.
    public var progress: Double
    /// The old look: a deep copy of the layer as presented when the transition was added,
    /// without its opacity, mask or shadow, which apply to the composited result.
    public var from: CALayer

    public init(type: CATransitionType, subtype: CATransitionSubtype?, progress: Double, from: CALayer) {
        (self.type, self.subtype, self.progress, self.from) = (type, subtype, progress, from)
    }
}
