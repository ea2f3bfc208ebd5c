import Foundation
import QuartzCore

extension UIView {
    /// Options for `animateKeyframes`, as `UIView.KeyframeAnimationOptions`: the calculation
    /// mode in bits 10–12, as UIKit lays them out.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The Core Animation mode the options select (linear unless another is given).
        package var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }
    }

    /// Runs `animations`, whose `addKeyframe` calls each change views over part of `duration`,
    /// as `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`. Each
    /// changed property gets one `CAKeyframeAnimation` through its values at the keyframes' ends,
    /// so the options' calculation mode shapes the whole run as Core Animation computes it.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                                        options: KeyframeAnimationOptions = [], animations: () -> Void,
                                        completion: ((_ finished: Bool) -> Void)? = nil) {
        guard duration.isFinite, duration >= 0 else {
            SceneErrorLog.report(.invalidValue(call: "UIView.animateKeyframes(withDuration:)",
                                               problem: "the duration must be a finite number ≥ 0, got \(duration); the changes were made at once"))
            return performWithoutAnimation(animations)
        }
        let clock = VirtualClock.required(for: "UIView.animateKeyframes")
        let group = AnimationCompletionGroup(completion: completion)
        let context = ViewKeyframeContext(duration: duration, delay: delay, options: options)
        AnimationBlockScope.run {
            ViewAnimationContext.$current.withValue(nil) {
                ViewKeyframeContext.$current.withValue(context) { animations() }
            }
        }
        context.addAnimations(clock: clock, completion: group)
        group.seal(clock: clock)
    }

    /// One keyframe of the enclosing `animateKeyframes`: the changes in `animations` happen from
    /// `frameStartTime` for `frameDuration`, both fractions (0…1) of the whole duration. Outside
    /// `animateKeyframes` the changes take effect at once.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: () -> Void) {
        guard let context = ViewKeyframeContext.current else { return animations() }
        context.window = (min(max(frameStartTime, 0), 1), min(max(frameStartTime + frameDuration, 0), 1))
        animations()
        context.window = (0, 1)
    }
}

/// The `animateKeyframes` block being run: records each view property change with the keyframe
/// it belongs to, then turns each property's changes into one keyframe animation.
final class ViewKeyframeContext: @unchecked Sendable {
    @TaskLocal static var current: ViewKeyframeContext?

    /// The changes of one property of one layer, in the order they were made.
    private struct Track {
        let layer: CALayer
        let key: String
        let initial: AnimatableValue
        var stops: [(start: Double, end: Double, value: AnimatableValue)] = []
    }

    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.KeyframeAnimationOptions
    /// The part of the duration the running `addKeyframe` covers.
    var window: (start: Double, end: Double) = (0, 1)
    private var tracks: [Track] = []

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions) {
        (self.duration, self.delay, self.options) = (duration, delay, options)
    }

    /// Notes that `key` of `layer` changed, from `presented` (what was on screen) to its model value.
    func record(_ layer: CALayer, key: String, presented: AnimatableValue, now value: AnimatableValue) {
        let stop = (window.start, window.end, value)
        if let index = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            tracks[index].stops.append(stop)
        } else {
            tracks.append(Track(layer: layer, key: key, initial: presented, stops: [stop]))
        }
    }

    func addAnimations(clock: VirtualClock, completion: AnimationCompletionGroup) {
        for track in tracks {
            var times = [0.0], values = [track.initial]
            for stop in track.stops.sorted(by: { $0.end < $1.end }) {
                // Before its keyframe starts a property holds its last value.
                if stop.start > times.last! { times.append(stop.start); values.append(values.last!) }
                if stop.end > times.last! || times.count == 1 {
                    times.append(max(stop.end, times.last!))
                    values.append(stop.value)
                } else {
                    values[values.count - 1] = stop.value
                }
            }
            if times.last! < 1 { times.append(1); values.append(values.last!) }
            let animation = CAKeyframeAnimation(keyPath: track.key)
            animation.keyframeValues = values
            animation.keyTimeValues = times
            animation.calculationMode = options.calculationMode
            animation.duration = duration
            if delay > 0 {
                animation.beginTime = track.layer.timeMapping.localTime(forClockTime: clock.time) + delay
                animation.fillMode = .backwards
            }
            if options.contains(.repeat) { animation.repeatCount = .infinity }
            animation.autoreverses = options.contains(.autoreverse)
            completion.expectOne()
            animation.completion = { finished in completion.oneStopped(finished: finished) }
            track.layer.add(animation, forKey: track.key)
        }
    }
}

/// A view's layer hands its changes inside `animateKeyframes` to the block being recorded, which
/// turns them into keyframes when the block ends.
extension UIView: CALayerChangeRecording {
    package var isRecordingLayerChanges: Bool { AnimationBlockScope.anyOpen && ViewKeyframeContext.current != nil }

    package func layer(_ layer: CALayer, didChange key: String, presented: AnimatableValue, to value: AnimatableValue) {
        ViewKeyframeContext.current?.record(layer, key: key, presented: presented, now: value)
    }
}
