import CoreGraphics
import Foundation

/// A timer that fires once a frame on the virtual clock, as `CADisplayLink`: 60 times a second
/// (or `preferredFramesPerSecond`), until invalidated. The handler gets the link, whose
/// `timestamp` and `targetTimestamp` are clock times.
public final class CADisplayLink {
    public private(set) var timestamp: CFTimeInterval = 0
    public private(set) var targetTimestamp: CFTimeInterval = 0
    public var isPaused = false
    public var preferredFramesPerSecond = 60
    /// The rates the link may run at, as iOS 15's `preferredFrameRateRange`; it runs at the
    /// preferred rate (or the maximum when none is given).
    public var preferredFrameRateRange = CAFrameRateRange.default {
        didSet {
            let rate = preferredFrameRateRange.preferred ?? preferredFrameRateRange.maximum
            if rate > 0 { preferredFramesPerSecond = Int(rate.rounded()) }
        }
    }
    public var duration: CFTimeInterval { 1 / Double(max(preferredFramesPerSecond, 1)) }
    private let handler: (CADisplayLink) -> Void
    private var isValid = true

    /// Calls `selector`'s method on `target` with the link every frame; the target is held
    /// strongly until `invalidate()`, as on iOS.
    public init(target: Any, selector: Selector) {
        handler = { link in selector.perform(on: target, with: link) }
    }

    public init(handler: @escaping (CADisplayLink) -> Void) { self.handler = handler }

    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        let clock = VirtualClock.required(for: "CADisplayLink")
        schedule(on: clock, after: clock.time)
    }

    public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) { isValid = false }
    public func invalidate() { isValid = false }

    private func schedule(on clock: VirtualClock, after time: TimeInterval) {
        let next = time + duration
        clock.schedule(at: next) { [self] in
            guard isValid else { return }
            (timestamp, targetTimestamp) = (next, next + duration)
            if !isPaused { handler(self) }
            schedule(on: clock, after: next)
        }
    }
}

/// The frame rates a display link may run at, as `CAFrameRateRange`.
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
    }

    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0)
}
