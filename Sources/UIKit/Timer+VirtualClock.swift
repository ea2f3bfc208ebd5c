import Foundation
import TransitionKit

/// `Timer.scheduledTimer` on the scene's virtual clock: inside a scenario the block runs after
/// `interval` virtual seconds (again and again when repeating, until `invalidate()`). Outside a
/// clock it is Foundation's timer on the current run loop.
extension Timer {
    public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                     block: @escaping @Sendable (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        guard let clock = Clock.current else {
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

    /// A selector cannot be called on Linux: the timer is made, and never fires.
    public class func scheduledTimer(timeInterval interval: TimeInterval, target: Any, selector: Selector,
                                     userInfo: Any?, repeats: Bool) -> Timer {
        Timer(timeInterval: interval, repeats: repeats) { _ in }
    }
}
