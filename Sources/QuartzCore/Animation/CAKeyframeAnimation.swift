import Foundation

/// How a keyframe animation reaches its values: `linear` interpolates, `discrete` jumps at each
/// key time, `paced` spaces key times by distance so the speed is even, `cubic` runs a smooth
/// Catmull-Rom spline through the values, `cubicPaced` both.
public enum CAAnimationCalculationMode: String, Sendable { case linear, discrete, paced, cubic, cubicPaced }
/// Whether a layer moved along a keyframe animation's `path` turns to follow it.
public enum CAAnimationRotationMode: String, Sendable { case rotateAuto, rotateAutoReverse }

/// An animation through a list of values, as `CAKeyframeAnimation`: `keyTimes` (0…1, one per
/// value, evenly spaced when nil) say when each is reached, `timingFunctions` ease each segment.
///
///     let bounce = CAKeyframeAnimation(keyPath: "transform.scale")
///     bounce.values = [1.0, 1.2, 0.9, 1.0]
///     bounce.keyTimes = [0, 0.4, 0.7, 1]
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values as the engine animates them; values that are not animatable are dropped.
    package var keyframeValues: [AnimatableValue] = []
    /// `Any`s, as Core Animation types them: numbers, points, colours, paths, transforms, `NSValue`s.
    public var values: [Any]? {
        get { keyframeValues.isEmpty ? nil : keyframeValues.map(\.boxed) }
        set { keyframeValues = (newValue ?? []).compactMap { animatable($0)?.animatableValue } }
    }
    /// The key times as the engine reads them, 0…1.
    package var keyTimeValues: [Double]?
    public var keyTimes: [NSNumber]? {
        get { keyTimeValues?.map { NSNumber(value: $0) } }
        set { keyTimeValues = newValue?.map(\.doubleValue) }
    }
    public var timingFunctions: [CAMediaTimingFunction]?
    public var calculationMode: CAAnimationCalculationMode = .linear
    /// The path as the engine follows it.
    package var pathElements: BezierPath?
    /// A path for a point property to follow; when set, `values` are ignored, as Core Animation
    /// does. The path is kept as it is at the moment it is set.
    public var path: CGPath? {
        get { pathElements.map(CGPath.init) }
        set { pathElements = newValue?.bezierPath }
    }
    public var rotationMode: CAAnimationRotationMode?
    /// Kochanek–Bartels parameters per value for the cubic modes; nil or missing entries are 0,
    /// which is a Catmull-Rom spline.
    package var tension: [Double]?, continuity: [Double]?, bias: [Double]?
    public var tensionValues: [NSNumber]? {
        get { tension?.map { NSNumber(value: $0) } }
        set { tension = newValue?.map(\.doubleValue) }
    }
    public var continuityValues: [NSNumber]? {
        get { continuity?.map { NSNumber(value: $0) } }
        set { continuity = newValue?.map(\.doubleValue) }
    }
    public var biasValues: [NSNumber]? {
        get { bias?.map { NSNumber(value: $0) } }
        set { bias = newValue?.map(\.doubleValue) }
    }

    open override func copy() -> Any {
        let copy = CAKeyframeAnimation(keyPath: keyPath)
        copySettings(into: copy)
        return copy
    }

    override func copySettings(into copy: CAAnimation) {
        super.copySettings(into: copy)
        guard let copy = copy as? CAKeyframeAnimation else { return }
        (copy.keyframeValues, copy.keyTimeValues, copy.timingFunctions, copy.calculationMode) = (keyframeValues, keyTimeValues, timingFunctions, calculationMode)
        (copy.pathElements, copy.rotationMode) = (pathElements, rotationMode)
        (copy.tension, copy.continuity, copy.bias) = (tension, continuity, bias)
    }

    override var namedValues: [(String, AnimatableValue)] {
        frames.enumerated().map { ("values[\($0.offset)]", $0.element) }
    }

    /// The keyframes: `values`, or the path's points when a path is set.
    var frames: [AnimatableValue] {
        if let pathElements { return KeyframePath(pathElements).vertices.map { .point($0) } }
        return keyframeValues
    }

    package override func validate(for layer: CALayer) throws {
        try super.validate(for: layer)
        guard !frames.isEmpty else {
            throw AnimationError.missingValues(keyPath: keyPathName, detail: "has no values; set `values`")
        }
        if let keyTimes = keyTimeValues {
            guard keyTimes.count == frames.count || calculationMode.isPaced else {
                throw AnimationError.invalidKeyframes(
                    keyPath: keyPathName, detail: "has \(keyTimes.count) keyTimes for \(frames.count) values; give one key time per value")
            }
            guard keyTimes.allSatisfy({ (0...1).contains($0) }), zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 }) else {
                throw AnimationError.invalidKeyframes(keyPath: keyPathName, detail: "has keyTimes \(keyTimes); they must rise from 0 to 1")
            }
        }
        if let timingFunctions, timingFunctions.count != frames.count - 1, !calculationMode.isPaced {
            throw AnimationError.invalidKeyframes(
                keyPath: keyPathName,
                detail: "has \(timingFunctions.count) timingFunctions for \(frames.count) values; give one per segment (\(frames.count - 1))")
        }
    }

    package override func apply(atTime time: TimeInterval, to presentation: CALayer) {
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
        if let path = pathElements {
            value = .point(KeyframePath(path).point(inSegment: index, at: local))
            if let rotationMode {
                let angle = KeyframePath(path).tangentAngle(inSegment: index, at: local)
                LayerKeyPath.named("transform.rotation.z")?.set(presentation, .double(rotationMode == .rotateAuto ? angle : angle + .pi))
            }
        } else if calculationMode.isCubic {
            value = KeyframeSpline(frames: frames, tension: tension, continuity: continuity, bias: bias)
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
            let lengths = pathElements.map { KeyframePath($0).segmentLengths }
                ?? zip(frames, frames.dropFirst()).map { $0.distance(to: $1) }
            let total = lengths.reduce(0, +)
            if total > 0 {
                var sum = 0.0
                return [0] + lengths.map { sum += $0; return sum / total }
            }
        }
        if let keyTimes = keyTimeValues, keyTimes.count == frames.count { return keyTimes }
        return frames.indices.map { frames.count == 1 ? 0 : Double($0) / Double(frames.count - 1) }
    }
}

extension CAAnimationCalculationMode {
    var isPaced: Bool { self == .paced || self == .cubicPaced }
    var isCubic: Bool { self == .cubic || self == .cubicPaced }
}
