import Foundation
import QuartzCore

/// `Timer.scheduledTimer` on the scene's virtual clock: inside a scenario the block runs after
/// `interval` virtual seconds (again and again when repeating, until `invalidate()`). Outside a
/// clock it is Foundation's timer on the current run loop.
///
/// A file that imports Foundation itself as well as UIKit sees Foundation's method beside this
/// one, with the same signature, and Swift reports the call as ambiguous; through `import UIKit`
/// alone this one is found, which is why the README's strip line imports UIKit for Foundation.
extension Timer {
    public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                     block: @escaping @Sendable (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        guard let clock = VirtualClock.current else {
            RunLoop.current.add(timer, forMode: .default)
            return timer
        }
        func fire(at time: TimeInterval) {
            clock.schedule(at: time) {
                guard timer.isValid else { return }
                block(timer)
                if repeats, interval > 0 { fire(at: time + interval) } else { timer.invalidate() }
            }
        }
        fire(at: clock.time + max(interval, 0))
        return timer
    }

    /// Calls `selector`'s method on `target` with the timer, on the virtual clock as above.
    /// Foundation's block timer has no `userInfo`, so the timer's reads nil.
    public class func scheduledTimer(timeInterval interval: TimeInterval, target: Any, selector: Selector,
                                     userInfo: Any?, repeats: Bool) -> Timer {
        // The timer fires on the thread that runs the clock, the one that made it.
        nonisolated(unsafe) let target = target
        return scheduledTimer(withTimeInterval: interval, repeats: repeats) { timer in
            selector.perform(on: target, with: timer)
        }
    }
}

extension Timer {
    /// A timer that first fires `interval` seconds after it is made, as on iOS; Foundation on
    /// Linux dates its first firing at the moment it is made instead.
    public convenience init(timeInterval interval: TimeInterval, repeats: Bool,
                            block: @escaping @Sendable (Timer) -> Void) {
        self.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
    }

    /// A timer that calls `selector`'s method on `target` with the timer once added to a run
    /// loop, as Foundation's selector initializer on iOS.
    public convenience init(timeInterval interval: TimeInterval, target: Any, selector: Selector,
                            userInfo: Any?, repeats: Bool) {
        nonisolated(unsafe) let target = target
        self.init(timeInterval: interval, repeats: repeats) { timer in selector.perform(on: target, with: timer) }
    }

    /// As above, first firing at `date`.
    public convenience init(fireAt date: Date, interval: TimeInterval, target: Any, selector: Selector,
                            userInfo: Any?, repeats: Bool) {
        nonisolated(unsafe) let target = target
        self.init(fire: date, interval: interval, repeats: repeats) { timer in selector.perform(on: target, with: timer) }
    }
}

/// `RunLoop.add(_:forMode:)` on the scene's virtual clock: inside a scenario a timer made with
/// `Timer(timeInterval:…)` and added to a run loop fires after its delay in virtual time, and
/// again every `timeInterval` while it repeats and is valid, whatever the modes it was added
/// for. Outside a clock it is Foundation's run loop.
extension RunLoop {
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        guard let clock = VirtualClock.current else { return FoundationRunLoop.add(timer, to: self, forMode: mode) }
        guard timer.isValid, clock.runLoopTimers.insert(ObjectIdentifier(timer)).inserted else { return }
        // A repeating timer's interval; Foundation reports 0 for one that fires once.
        let interval = timer.timeInterval
        func fire(at time: TimeInterval) {
            clock.schedule(at: time) {
                if timer.isValid { timer.fire() }
                if interval > 0, timer.isValid { return fire(at: time + interval) }
                timer.invalidate()
                clock.runLoopTimers.remove(ObjectIdentifier(timer))
            }
        }
        // The fire date was set off the wall clock a moment ago; to the millisecond, it is the delay.
        fire(at: clock.time + max(0, (timer.fireDate.timeIntervalSinceNow * 1000).rounded() / 1000))
    }
}
