import Dispatch
import Foundation
import QuartzCore

/// The main queue's `async` and `asyncAfter` on the scene's virtual clock: inside a scenario a
/// block sent to the main queue runs on the clock's next step, or `deadline` seconds of virtual
/// time later, so an animator that completes its transition from one is seen to complete.
/// Other queues, and code outside a clock, get Dispatch's own behaviour.
///
/// These take no `qos:` or `flags:`, so a call without them prefers them to Dispatch's own
/// (Swift picks the overload that leaves fewer defaulted arguments), even in a file that also
/// imports Foundation.
extension DispatchQueue {
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard label == DispatchQueue.main.label, let clock = VirtualClock.current else {
            return DispatchOwn.async(self, DispatchWorkItem(block: work))
        }
        clock.schedule(at: clock.time, work)
    }

    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard label == DispatchQueue.main.label, let clock = VirtualClock.current else {
            return DispatchOwn.asyncAfter(self, deadline: deadline, DispatchWorkItem(block: work))
        }
        clock.schedule(at: clock.time + Self.delay(until: deadline), work)
    }

    /// A work item sent to the main queue runs on the virtual clock too, unless it has been
    /// cancelled by then, as a debounced animation cancels the one it replaces.
    public func async(execute workItem: DispatchWorkItem) {
        guard label == DispatchQueue.main.label, let clock = VirtualClock.current else { return DispatchOwn.async(self, workItem) }
        clock.schedule(at: clock.time) { if !workItem.isCancelled { workItem.perform() } }
    }

    public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        guard label == DispatchQueue.main.label, let clock = VirtualClock.current else {
            return DispatchOwn.asyncAfter(self, deadline: deadline, workItem)
        }
        clock.schedule(at: clock.time + Self.delay(until: deadline)) { if !workItem.isCancelled { workItem.perform() } }
    }

    /// Seconds from now to `deadline`, to the millisecond: `.now() + 0.3` was made a moment
    /// ago by the wall clock, and the virtual delay should read 0.3, not 0.29999.
    private static func delay(until deadline: DispatchTime) -> TimeInterval {
        let now = DispatchTime.now().uptimeNanoseconds
        guard deadline.uptimeNanoseconds > now else { return 0 }
        return (Double(deadline.uptimeNanoseconds - now) / 1_000_000).rounded() / 1000
    }
}
