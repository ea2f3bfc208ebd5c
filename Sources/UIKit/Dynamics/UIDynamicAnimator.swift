import Foundation
import QuartzCore

/// Runs UIKit Dynamics behaviors on the scene's virtual clock, as `UIDynamicAnimator`: a
/// deterministic rigid-body simulation stepped every 1/240 s of clock time while anything
/// moves. It pauses (`isRunning` false, `dynamicAnimatorDidPause`) once every item has rested
/// for a moment, and resumes when behaviors or items change.
///
///     let animator = UIDynamicAnimator(referenceView: container)
///     animator.addBehavior(UIGravityBehavior(items: [card]))
///     clock.advance(to: 1)   // card.center.y has grown by ½·1000·1² = 500 points
///
/// Like UIKit's, a running animator is not kept alive by its steps: keep it in a property.
open class UIDynamicAnimator {
    /// The view whose bounds `translatesReferenceBoundsIntoBoundary` turns into walls; items'
    /// centres are taken in its coordinates.
    public private(set) weak var referenceView: UIView?
    public private(set) var behaviors: [UIDynamicBehavior] = []
    public private(set) var isRunning = false
    /// Seconds of clock time the animator has stepped.
    public private(set) var elapsedTime: TimeInterval = 0
    public weak var delegate: UIDynamicAnimatorDelegate?

    let world = DynamicWorld()
    private var clock: VirtualClock?
    /// When the current run began and how many steps it has taken: steps fall on whole
    /// multiples of the step after the start, with no rounding carried from one to the next.
    private var run = (start: TimeInterval(0), steps: 0)

    public init(referenceView view: UIView) {
        referenceView = view
        clock = VirtualClock.current
    }

    public init() { clock = VirtualClock.current }

    public func addBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior.dynamicAnimator == nil else { return }
        behaviors.append(behavior)
        behavior.move(to: self)
        behaviorsDidChange()
    }

    public func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.removeAll { $0 === behavior }
        behavior.move(to: nil)
        behaviorsDidChange()
    }

    public func removeAllBehaviors() {
        let removed = behaviors
        behaviors = []
        removed.forEach { $0.move(to: nil) }
        behaviorsDidChange()
    }

    /// Reads `item`'s centre, size and rotation again, after code outside the animator moved
    /// it; its velocity is kept.
    public func updateItem(usingCurrentState item: UIDynamicItem) {
        world.body(for: item)?.readState()
        behaviorsDidChange()
    }

    /// The items whose rotated frames meet `rect`.
    public func items(in rect: CGRect) -> [UIDynamicItem] {
        world.bodies.filter { $0.frame.intersects(rect) }.map(\.item)
    }

    /// Picks up new items (reading their state now), restarts the resting time, and resumes.
    func behaviorsDidChange() {
        world.gather(behaviors.flatMap(\.behaviorTree).flatMap(\.simulatedItems))
        world.wake()
        guard !isRunning, !world.bodies.isEmpty else { return }
        let clock = clock ?? VirtualClock.required(for: "UIDynamicAnimator")
        self.clock = clock
        isRunning = true
        delegate?.dynamicAnimatorWillResume(self)
        run = (clock.time, 0)
        scheduleStep(on: clock)
    }

    private func scheduleStep(on clock: VirtualClock) {
        clock.schedule(at: run.start + Double(run.steps + 1) * DynamicWorld.stepDuration) { [weak self] in
            self?.step(on: clock)
        }
    }

    private func step(on clock: VirtualClock) {
        world.step(behaviors)
        run.steps += 1
        elapsedTime += DynamicWorld.stepDuration
        guard world.isSettled else { return scheduleStep(on: clock) }
        isRunning = false
        delegate?.dynamicAnimatorDidPause(self)
    }
}
