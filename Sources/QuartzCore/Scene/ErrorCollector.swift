import Foundation
import Synchronization

/// The task-local collector behind `SceneErrorLog` and `ControllerErrorLog`: each `collect`
/// gathers the errors of one type raised while its body runs, and passes errors of other types
/// on to the collector around it, so the two logs nest in either order.
package final class ErrorCollector: Sendable {
    @TaskLocal package static var current: ErrorCollector?

    private let outer: ErrorCollector?
    private let accepts: @Sendable (any Error) -> Bool
    private let errors = Mutex<[any Error & Sendable]>([])

    private init(outer: ErrorCollector?, accepts: @escaping @Sendable (any Error) -> Bool) {
        (self.outer, self.accepts) = (outer, accepts)
    }

    /// Runs `body` and returns every `Failure` raised inside it, in the order they happened.
    package static func collect<Failure: Error & Sendable>(_ type: Failure.Type, _ body: () throws -> Void) rethrows -> [Failure] {
        let collector = ErrorCollector(outer: current) { $0 is Failure }
        try $current.withValue(collector, operation: body)
        return collector.errors.withLock { $0.compactMap { $0 as? Failure } }
    }

    /// Records `error` in the innermost `collect` of its type, or stops with its message when
    /// there is none: the platform would have raised it. `log` names the log to run inside.
    package static func report(_ error: some Error & Sendable, log: String) {
        var collector = current
        while let candidate = collector, !candidate.accepts(error) { collector = candidate.outer }
        guard let collector else {
            preconditionFailure("\(error) (run inside \(log).collect to record it instead)")
        }
        collector.errors.withLock { $0.append(error) }
    }
}
