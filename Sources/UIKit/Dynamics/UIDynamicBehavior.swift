import Foundation
import QuartzCore

/// A rule UIKit Dynamics applies to items, as `UIDynamicBehavior`. Subclass it to group
/// behaviors into one, as iOS code does:
///
///     final class DropBehavior: UIDynamicBehavior {
///         let gravity = UIGravityBehavior()
///         override init() {
///             super.init()
///             addChildBehavior(gravity)
///         }
///     }
///
/// `action` runs after every step of the animator the behavior is in.
open class UIDynamicBehavior {
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    public private(set) weak var dynamicAnimator: UIDynamicAnimator?
    open var action: (() -> Void)?
    private weak var parent: UIDynamicBehavior?

    public init() {}

    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior.parent == nil, behavior !== self else { return }
        childBehaviors.append(behavior)
        behavior.parent = self
        if let dynamicAnimator { behavior.move(to: dynamicAnimator) }
        setNeedsStep()
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior.parent === self else { return }
        childBehaviors.removeAll { $0 === behavior }
        behavior.parent = nil
        if dynamicAnimator != nil { behavior.move(to: nil) }
        setNeedsStep()
    }

    /// Called just before the behavior (or the behavior it is a child of) joins or leaves an
    /// animator.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    func move(to animator: UIDynamicAnimator?) {
        willMove(to: animator)
        dynamicAnimator = animator
        childBehaviors.forEach { $0.move(to: animator) }
    }

    /// This behavior and its children's, depth first.
    var behaviorTree: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.behaviorTree) }

    /// Tells the animator something changed that the items should respond to: an item added,
    /// a push turned on, a snap point moved. A paused animator resumes.
    func setNeedsStep() { dynamicAnimator?.behaviorsDidChange() }

    // The engine's hooks, overridden by UIKit's behaviors; a subclass written for iOS works
    // through its children and `action`.

    /// The items this behavior moves or configures.
    var simulatedItems: [UIDynamicItem] { [] }
    /// Sets the properties of this behavior's items' bodies (`UIDynamicItemBehavior`).
    func configure(in world: DynamicWorld) {}
    /// Changes the velocities of this behavior's items' bodies for one step of `duration`.
    func applyForces(in world: DynamicWorld, over duration: TimeInterval) {}
    /// What the solver must keep true this step: contacts, rigid attachments.
    func constraints(in world: DynamicWorld) -> [DynamicConstraint] { [] }
    /// Called after the items have moved, before `action`.
    func didStep(in world: DynamicWorld) {}
}
