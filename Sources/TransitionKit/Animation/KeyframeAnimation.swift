import Foundation

/// An animation through a list of values, as `CAKeyframeAnimation`: `keyTimes` (0…1, one per
/// value, evenly spaced when nil) say when each is reached, `timingFunctions` ease each segment.
///
///     let bounce = KeyframeAnimation(keyPath: "transform.scale")
///     bounce.values = [1.0, 1.2, 0.9, 1.0]
///     bounce.keyTimes = [0, 0.4, 0.7, 1]
open class KeyframeAnimation: PropertyAnimation {
    /// How values are reached, as `CAAnimationCalculationMode`: `linear` interpolates,
    /// `discrete` jumps at each key time, `paced` spaces key times by distance so the speed is
    /// even, `cubic` runs a smooth Catmull-Rom spline through the values, `cubicPaced` both.
    public enum CalculationMode: String, Sendable { case linear, discrete, paced, cubic, cubicPaced }
    /// Whether a layer moved along `path` turns to follow it, as `CAAnimationRotationMode`.
    public enum RotationMode: String, Sendable { case rotateAuto, rotateAutoReverse }

    public var values: [any Animatable] = []
    public var keyTimes: [Double]?
    public var timingFunctions: [TimingFunction]?
    public var calculationMode: CalculationMode = .linear
    /// A path for a point property to follow; when set, `values` are ignored, as Core Animation does.
    public var path: BezierPath?
    /// `path` under a second name, which the `QuartzCore` module reaches past its `CGPath` one.
    package var bezierPath: BezierPath? {
        get { path }
        set { path = newValue }
    }
    public var rotationMode: RotationMode?
    /// Kochanek–Bartels parameters per value for the cubic modes; nil or missing entries are 0,
    /// which is a Catmull-Rom spline.
    public var tensionValues: [Double]?
    public var continuityValues: [Double]?
    public var biasValues: [Double]?

    open override func copy() -> Any {
        let copy = KeyframeAnimation(keyPath: keyPath)
        copySettings(into: copy)
        return copy
    }

    override func copySettings(into copy: Animation) {
        super.copySettings(into: copy)
        guard let copy = copy as? KeyframeAnimation else { return }
        (copy.values, copy.keyTimes, copy.timingFunctions, copy.calculationMode) = (values, keyTimes, timingFunctions, calculationMode)
        (copy.path, copy.rotationMode) = (path, rotationMode)
        (copy.tensionValues, copy.continuityValues, copy.biasValues) = (tensionValues, continuityValues, biasValues)
    }

    override var namedValues: [(String, AnimatableValue)] {
        frames.enumerated().map { ("values[\($0.offset)]", $0.element) }
    }

    /// The keyframes: `values`, or the path's points when a path is set.
    var frames: [AnimatableValue] {
        if let path { return KeyframePath(path).vertices.map { .point($0) } }
        return values.map(\.animatableValue)
    }

    open override func validate(for layer: Layer) throws {
        try super.validate(for: layer)
        guard !frames.isEmpty else {
            throw AnimationError.missingValues(keyPath: keyPath, detail: "has no values; set `values`")
        }
        if let keyTimes {
            guard keyTimes.count == frames.count || calculationMode.isPaced else {
                throw AnimationError.invalidKeyframes(
                    keyPath: keyPath, detail: "has \(keyTimes.count) keyTimes for \(frames.count) values; give one key time per value")
            }
            guard keyTimes.allSatisfy({ (0...1).contains($0) }), zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 }) else {
                throw AnimationError.invalidKeyframes(keyPath: keyPath, detail: "has keyTimes \(keyTimes); they must rise from 0 to 1")
            }
        }
        if let timingFunctions, timingFunctions.count != frames.count - 1, !calculationMode.isPaced {
            throw AnimationError.invalidKeyframes(
                keyPath: keyPath,
                detail: "has \(timingFunctions.count) timingFunctions for \(values.count) values; give one per segment (\(values.count - 1))")
        }
    }

    open override func apply(atTime time: TimeInterval, to presentation: Layer) {
        let frames = self.frames
        guard !frames.isEmpty else { return }
        let progress = easedFraction(atTime: time)
        let times = frameTimes(frames)
        // The segment whose start is the last key time at or before the progress.
        let index = min(max((times.lastIndex { $0 <= progress } ?? 0), 0), frames.count - 1)
        guard calculationMode != .discrete, index + 1 < frames.count else {
            write(frames[index], to: presentation)
            return
        }
        let span = times[index + 1] - times[index]
        var local = span > 0 ? min(max((progress - times[index]) / span, 0), 1) : 1
        if let timingFunctions, !calculationMode.isPaced { local = timingFunctions[index].value(at: local) }
        let value: AnimatableValue
        if let path {
            value = .point(KeyframePath(path).point(inSegment: index, at: local))
            if let rotationMode {
                let angle = KeyframePath(path).tangentAngle(inSegment: index, at: local)
                LayerKeyPath.named("transform.rotation.z")?.set(presentation, .double(rotationMode == .rotateAuto ? angle : angle + .pi))
            }
        } else if calculationMode.isCubic {
            value = KeyframeSpline(frames: frames, tension: tensionValues, continuity: continuityValues, bias: biasValues)
                .value(inSegment: index, at: local)
        } else {
            value = frames[index].interpolated(to: frames[index + 1], fraction: local)
        }
        write(value, to: presentation)
    }

    /// When each frame is reached (0…1): `keyTimes`, or spaced by distance in the paced modes,
    /// or evenly.
    func frameTimes(_ frames: [AnimatableValue]) -> [Double] {
        if calculationMode.isPaced, frames.count > 1 {
            let lengths = path.map { KeyframePath($0).segmentLengths }
                ?? zip(frames, frames.dropFirst()).map { $0.distance(to: $1) }
            let total = lengths.reduce(0, +)
            if total > 0 {
                var sum = 0.0
                return [0] + lengths.map { sum += $0; return sum / total }
            }
        }
        if let keyTimes, keyTimes.count == frames.count { return keyTimes }
        return frames.indices.map { frames.count == 1 ? 0 : Double($0) / Double(frames.count - 1) }
    }
}

extension KeyframeAnimation.CalculationMode {
    var isPaced: Bool { self == .paced || self == .cubicPaced }
    var isCubic: Bool { self == .cubic || self == .cubicPaced }
}
