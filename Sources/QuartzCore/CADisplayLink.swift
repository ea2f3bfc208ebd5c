import Foundation
import TransitionKit

/// A timer that fires once a frame on the virtual clock, as `CADisplayLink`: 60 times a second
/// (or `preferredFramesPerSecond`), until invalidated. The handler gets the link, whose
/// `timestamp` and `targetTimestamp` are clock times.
public final class CADisplayLink {
    public private(set) var timestamp: CFTimeInterval = 0
    public private(set) var targetTimestamp: CFTimeInterval = 0
    public var isPaused = false
    public var preferredFramesPerSecond = 60
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
        let clock = Clock.required(for: "CADisplayLink")
        schedule(on: clock, after: clock.time)
    }

    public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) { isValid = false }
    public func invalidate() { isValid = false }

    private func schedule(on clock: Clock, after time: TimeInterval) {
        let next = time + duration
        clock.schedule(at: next) { [self] in
            guard isValid else { return }
            (timestamp, targetTimestamp) = (next, next + duration)
            if !isPaused { handler(self) }
            schedule(on: clock, after: next)
        }
    }
}
