import Foundation

/// An animation through a list of values, as `CAKeyframeAnimation`: `keyTimes` (0…1, one per
/// value, evenly spaced when nil) say when each is reached, `timingFunctions` ease each segment.
///
///     let bounce = KeyframeAnimation(keyPath: "transform.scale")
///     bounce.values = [1.0, 1.2, 0.9, 1.0]
///     bounce.keyTimes = [0, 0.4, 0.7, 1]
open class KeyframeAnimation: PropertyAnimation {
    /// How values are reached: `linear` interpolates, `discrete` jumps at each key time.
    public enum CalculationMode: Sendable { case linear, discrete }

    public var values: [any Animatable] = []
    public var keyTimes: [Double]?
    public var timingFunctions: [TimingFunction]?
    public var calculationMode: CalculationMode = .linear

    override var namedValues: [(String, AnimatableValue)] {
        values.enumerated().map { ("values[\($0.offset)]", $0.element.animatableValue) }
    }

    open override func validate(for layer: Layer) throws {
        try super.validate(for: layer)
        guard !values.isEmpty else {
            throw AnimationError.missingValues(keyPath: keyPath, detail: "has no values; set `values`")
        }
        if let keyTimes {
            guard keyTimes.count == values.count else {
                throw AnimationError.invalidKeyframes(
                    keyPath: keyPath, detail: "has \(keyTimes.count) keyTimes for \(values.count) values; give one key time per value")
            }
            guard keyTimes.allSatisfy({ (0...1).contains($0) }), zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 }) else {
                throw AnimationError.invalidKeyframes(keyPath: keyPath, detail: "has keyTimes \(keyTimes); they must rise from 0 to 1")
            }
        }
        if let timingFunctions, timingFunctions.count != values.count - 1 {
            throw AnimationError.invalidKeyframes(
                keyPath: keyPath,
                detail: "has \(timingFunctions.count) timingFunctions for \(values.count) values; give one per segment (\(values.count - 1))")
        }
    }

    open override func apply(atTime time: TimeInterval, to presentation: Layer) {
        let frames = values.map(\.animatableValue)
        guard !frames.isEmpty else { return }
        let progress = easedFraction(atTime: time)
        let times = keyTimes ?? frames.indices.map { frames.count == 1 ? 0 : Double($0) / Double(frames.count - 1) }
        // The segment whose start is the last key time at or before the progress.
        let index = min(max((times.lastIndex { $0 <= progress } ?? 0), 0), frames.count - 1)
        guard calculationMode == .linear, index + 1 < frames.count else {
            write(frames[index], to: presentation)
            return
        }
        let span = times[index + 1] - times[index]
        var local = span > 0 ? min(max((progress - times[index]) / span, 0), 1) : 1
        if let timingFunctions { local = timingFunctions[index].value(at: local) }
        write(frames[index].interpolated(to: frames[index + 1], fraction: local), to: presentation)
    }
}
