import Foundation

/// Foundation's own `RunLoop.add(_:forMode:)`, for the UIKit module: there its extension of
/// `RunLoop` with the same method (which fires timers on the virtual clock) hides Foundation's,
/// and this module does not see that extension.
package enum FoundationRunLoop {
    package static func add(_ timer: Timer, to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        runLoop.add(timer, forMode: mode)
    }
}
