import Foundation

/// A group of layer changes with a completion, as `CATransaction`: between `begin()` and
/// `commit()`, every animation added to a layer on the current clock is counted, and the
/// completion block runs once all of them have stopped (at once on the next step when there
/// were none), as Core Animation runs it.
///
///     CATransaction.begin()
///     CATransaction.setCompletionBlock { transitionContext.completeTransition(true) }
///     maskLayer.add(reveal, forKey: "path")
///     CATransaction.commit()
public final class CATransaction {
    private var completion: (() -> Void)?
    private var pending = 0
    private var isCommitted = false
    /// The duration and curve `UIView`-less code asks for; kept so ported code reads them back.
    private var values: [String: Any] = [:]

    private init() {}

    private static var clock: VirtualClock { VirtualClock.required(for: "CATransaction") }
    private static var innermost: CATransaction? { VirtualClock.current?.openTransactions.last }

    public static func begin() {
        clock.openTransactions.append(CATransaction())
    }

    /// Ends the innermost transaction; its completion waits for the animations it counted.
    public static func commit() {
        let clock = self.clock
        guard let transaction = clock.openTransactions.popLast() else { return }
        transaction.isCommitted = true
        if transaction.pending == 0 { transaction.fire(on: clock) }
    }

    /// Nothing is buffered here: changes take effect as they are made.
    public static func flush() {}

    public static func setCompletionBlock(_ block: (() -> Void)?) { innermost?.completion = block }
    public static func completionBlock() -> (() -> Void)? { innermost?.completion }

    public static func setAnimationDuration(_ duration: TimeInterval) { innermost?.values["animationDuration"] = duration }
    public static func animationDuration() -> TimeInterval { innermost?.values["animationDuration"] as? TimeInterval ?? 0.25 }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { innermost?.values["animationTimingFunction"] = function }
    public static func animationTimingFunction() -> CAMediaTimingFunction? { innermost?.values["animationTimingFunction"] as? CAMediaTimingFunction }
    /// Layers here have no implicit animations to disable; kept for ported code.
    public static func setDisableActions(_ flag: Bool) { innermost?.values["disableActions"] = flag }
    public static func disableActions() -> Bool { innermost?.values["disableActions"] as? Bool ?? false }
    public static func setValue(_ value: Any?, forKey key: String) { innermost?.values[key] = value }
    public static func value(forKey key: String) -> Any? { innermost?.values[key] }
    /// One thread owns a scene, so there is nothing to lock.
    public static func lock() {}
    public static func unlock() {}

    /// Counts `run` until it stops.
    func track(_ run: AnimationRun) {
        pending += 1
        run.onStop.append { [self] _ in
            pending -= 1
            if isCommitted, pending == 0 { fire(on: run.clock) }
        }
    }

    private func fire(on clock: VirtualClock) {
        guard let completion else { return }
        self.completion = nil
        clock.schedule(at: clock.time, completion)
    }
}
