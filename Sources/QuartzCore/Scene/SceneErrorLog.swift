import Foundation

/// Collects the `SceneError`s raised while a scene is built and played, so one broken scenario
/// fails alone, named, instead of stopping every scenario in the process. Layers, views and the
/// clock keep their UIKit and Core Animation signatures and route mistakes through this
/// task-local log, as the controllers do through `ControllerErrorLog`.
///
///     let errors = SceneErrorLog.collect {
///         VirtualClock().run { UIView.animate(withDuration: .nan) { card.alpha = 1 } }
///     }
///     // errors == [.invalidValue(call: "UIView.animate", problem: "needs a finite duration ≥ 0, got nan")]
///
/// Outside `collect` an error stops the program with its message, as the platform would.
package enum SceneErrorLog {
    /// Runs `body` and returns every error raised inside it, in the order they happened.
    public static func collect(_ body: () throws -> Void) rethrows -> [SceneError] {
        try ErrorCollector.collect(SceneError.self, body)
    }

    /// Records `error` in the innermost `collect`, or stops with its message when there is none.
    /// The caller then leaves the scene as it was, so the run goes on to report every mistake.
    package static func report(_ error: SceneError) {
        ErrorCollector.report(error, log: "SceneErrorLog")
    }
}
