import Foundation

/// An animated change of a layer's whole look, as `CATransition`: added with
/// `add(_:forKey:)`, it snapshots the layer as it looks then, and the model changes made right
/// after (a new image, a present without animation) show through the effect.
///
///     let transition = CATransition(type: .cube, subtype: .fromRight)
///     transition.duration = 1
///     imageView.layer.add(transition, forKey: nil)
///     imageView.image = next
public final class CATransition: CAAnimation {
    public var type: CATransitionType
    /// The side directional types (`isDirectional`) come from; nil reads as `.fromLeft`, as
    /// in Core Animation.
    public var subtype: CATransitionSubtype?
    /// Where in the effect the transition starts (0…1), as `CATransition.startProgress`.
    public var startProgress: Double = 0
    /// Where in the effect the transition ends (startProgress…1); the effect runs from
    /// `startProgress` to `endProgress` over the duration, eased by `timingFunction`.
    public var endProgress: Double = 1

    /// The look of the layer it was last added to, from the moment it was added.
    private var snapshot: CALayer?

    public override func copy() -> Any {
        let copy = CATransition(type: type, subtype: subtype)
        copySettings(into: copy)
        (copy.startProgress, copy.endProgress) = (startProgress, endProgress)
        return copy
    }

    public init(type: CATransitionType = .fade, subtype: CATransitionSubtype? = nil) {
        self.type = type
        self.subtype = subtype
        super.init()
    }

    /// Checks the type and progress range, then snapshots `layer`. `CALayer.add(_:forKey:)`
    /// calls this on the layer before the caller's model changes, and before an animation it
    /// replaces is removed, so a transition added over a running one starts from what was on
    /// screen, as Core Animation's render-tree snapshot does. Add a new `CATransition` for each
    /// layer: one that runs on two layers at once shows the last one's snapshot on both.
    package override func validate(for layer: CALayer) throws {
        try super.validate(for: layer)
        guard type.isKnown else { throw TransitionError.unknownType(type.rawValue) }
        guard startProgress.isFinite, endProgress.isFinite,
              0 <= startProgress, startProgress <= endProgress, endProgress <= 1 else {
            throw TransitionError.invalidProgress(start: startProgress, end: endProgress)
        }
        snapshot = layer.snapshotLook()
    }

    package override func apply(atTime time: TimeInterval, to presentation: CALayer) {
        guard let snapshot else { return }
        let progress = startProgress + (endProgress - startProgress) * easedFraction(atTime: time)
        presentation.activeTransition = ActiveTransition(type: type, subtype: subtype, progress: progress, from: snapshot)
    }
}
