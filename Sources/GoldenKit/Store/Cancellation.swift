import Synchronization

/// A request to stop a run early, set from a signal handler and read between goldens: the store
/// finishes (or rolls back) the golden it is writing, records it, and starts nothing new.
///
///     let cancellation = Cancellation()
///     var store = GoldenStore(directory: goldens)
///     store.cancellation = cancellation
///     // on SIGINT: cancellation.cancel(signal: SIGINT)
package final class Cancellation: Sendable {
    private let state = Atomic<Int32>(0)

    package init() {}

    /// Asks the run to stop; the first signal given is the one reported.
    package func cancel(signal: Int32) {
        _ = state.compareExchange(expected: 0, desired: signal, ordering: .relaxed)
    }

    /// The signal that asked the run to stop, or nil while it may go on.
    package var signal: Int32? {
        let value = state.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }
}
