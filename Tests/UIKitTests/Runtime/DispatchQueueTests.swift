import Testing
import UIKit

/// `DispatchQueue.main` work inside a scenario runs on the virtual clock.
@Suite struct DispatchQueueTests {
    @Test func mainQueueBlocksRunOnTheVirtualClock() {
        /// Main-queue blocks are `@Sendable`; the clock runs them on this test's thread.
        final class Log: @unchecked Sendable { var times: [TimeInterval] = [] }
        let ranAt = Log()
        let clock = onClock {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { ranAt.times.append(CACurrentMediaTime()) }
            DispatchQueue.main.async { ranAt.times.append(CACurrentMediaTime()) }
        }
        #expect(ranAt.times.isEmpty)
        clock.advance(to: 0.29)
        #expect(ranAt.times == [0])
        clock.advance(to: 1)
        #expect(ranAt.times == [0, 0.3])
    }

    @Test func mainQueueWorkItemsRunOnTheVirtualClockUnlessCancelled() {
        /// Work items are `@Sendable`; the clock runs them on this test's thread.
        final class Log: @unchecked Sendable { var entries: [String] = [] }
        let log = Log()
        var replaced: DispatchWorkItem?
        let clock: VirtualClock = onClock {
            replaced = DispatchWorkItem { log.entries.append("replaced") }
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300), execute: replaced!)
            let debounced = DispatchWorkItem { log.entries.append("at \(CACurrentMediaTime())") }
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500), execute: debounced)
            DispatchQueue.main.async(execute: DispatchWorkItem { log.entries.append("next step") })
        }
        clock.run { replaced?.cancel() }
        clock.advance(to: 1)
        #expect(log.entries == ["next step", "at 0.5"])
    }
}
