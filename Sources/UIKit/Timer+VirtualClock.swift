import Foundation
import TransitionKit

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
