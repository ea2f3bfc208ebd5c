import CoreGraphics
import Foundation

/// Runs work that walks a layer or view tree on a thread whose stack is far larger than a
/// worker's, so that a tree nested as deep as memory allows (generated code, or an attack on a
/// check) cannot overflow it. The stack is reserved address space: only the part a walk reaches
/// is ever touched. The scene's error collectors come along, so mistakes are still recorded
/// where the caller collects them; on a deep stack already, the work runs in place.
package enum DeepStack {
    /// A gigabyte of address space: about a hundred thousand nested views in a debug build.
    package static let size = 1 << 30

    private static let isDeep = ThreadLocal<Bool> { false }

    /// `body`'s result, computed on a deep stack while the caller waits.
    package static func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        if isDeep.value { return try body() }
        return try withoutActuallyEscaping(body) { body in
            let work = Work(body, collector: ErrorCollector.current)
            let thread = Thread { work.compute() }
            thread.stackSize = size
            thread.start()
            work.done.wait()
            switch work.result! {
            case let .success(value): return value
            case let .failure(error): throw error
            }
        }
    }

    /// One computation and its result, handed from the deep thread to the caller, who waits.
    private final class Work<Result>: @unchecked Sendable {
        /// Dropped as soon as it has run: the thread may outlive the caller's wait by a moment,
        /// and the caller's closure must not outlive the call.
        var body: (() throws -> Result)?
        let collector: ErrorCollector?
        var result: Swift.Result<Result, any Error>?
        let done = DispatchSemaphore(value: 0)

        init(_ body: @escaping () throws -> Result, collector: ErrorCollector?) {
            (self.body, self.collector) = (body, collector)
        }

        func compute() {
            DeepStack.isDeep.value = true
            result = ErrorCollector.$current.withValue(collector) { Swift.Result { try body!() } }
            body = nil
            done.signal()
        }
    }
}
