import Dispatch
import Foundation

/// Foundation's own `RunLoop.add(_:forMode:)`, for the UIKit module: there its extension of
/// `RunLoop` with the same method (which fires timers on the virtual clock) hides Foundation's,
/// and this module does not see that extension.
package enum FoundationRunLoop {
    package static func add(_ timer: Timer, to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        runLoop.add(timer, forMode: mode)
    }
}

/// Dispatch's own `async(execute:)` and `asyncAfter(deadline:execute:)` for work items, for the
/// UIKit module, whose same-named extensions run the main queue's work on the virtual clock.
package enum DispatchOwn {
    package static func async(_ queue: DispatchQueue, _ workItem: DispatchWorkItem) {
        queue.async(execute: workItem)
    }

    package static func asyncAfter(_ queue: DispatchQueue, deadline: DispatchTime, _ workItem: DispatchWorkItem) {
        queue.asyncAfter(deadline: deadline, execute: workItem)
    }
}
