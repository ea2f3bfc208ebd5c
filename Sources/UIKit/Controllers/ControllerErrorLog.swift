import Foundation
import QuartzCore

/// Collects the `ControllerError`s raised while an operation runs, so a scenario run can fail
/// with them instead of crashing. Controllers keep UIKit's non-throwing signatures, so ports
/// read line for line; errors flow through this task-local log instead.
///
///     let errors = ControllerErrorLog.collect {
///         navigationController.pushViewController(vc, animated: true)
///         clock.advance(to: 2)
///     }
///     // errors == [] when everything went right
///
/// Outside `collect` an error stops the program with its message, as UIKit's exceptions do.
package enum ControllerErrorLog {
    /// Runs `body` and returns every error raised inside it, in the order they happened.
    public static func collect(_ body: () throws -> Void) rethrows -> [ControllerError] {
        try ErrorCollector.collect(ControllerError.self, body)
    }

    /// Records `error` in the innermost `collect`, or stops with its message when there is none.
    static func report(_ error: ControllerError) {
        ErrorCollector.report(error, log: "ControllerErrorLog")
    }
}
