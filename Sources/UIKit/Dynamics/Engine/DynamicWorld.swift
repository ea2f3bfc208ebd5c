import Foundation
import QuartzCore

/// The rigid-body simulation behind a `UIDynamicAnimator`: one body per item its behaviors
/// name, advanced in fixed steps. Each step gathers the properties the item behaviors set,
/// lets every behavior add its forces, solves contacts and rigid attachments on velocities
/// and then on positions, and writes the result into the items. Nothing here reads a clock,
/// so the same behaviors give the same positions on every run.
final class DynamicWorld {
    /// The length of one step: small enough that a fast item does not pass through a boundary
    /// and a stiff spring stays stable; fixed, so results never depend on how time is sampled.
    static let stepDuration: TimeInterval = 1.0 / 240
    /// How long every item must have moved slower than the resting speeds before the animator
    /// pauses.
    static let settlingTime: TimeInterval = 0.2
    /// Points per second.
    static let restingSpeed: CGFloat = 1
    /// Radians per second.
    static let restingAngularSpeed: CGFloat = 0.02
    static let velocityPasses = 10
    static let positionPasses = 4

    /// In the order the items first appeared, which fixes the order contacts are solved in.
    private(set) var bodies: [DynamicBody] = []
    private var bodyIndex: [ObjectIdentifier: DynamicBody] = [:]

    func body(for item: UIDynamicItem) -> DynamicBody? { bodyIndex[ObjectIdentifier(item)] }

    /// Makes a body for each item not yet simulated, read from the item as it is now, and drops
    /// the bodies of items no behavior names any more.
    func gather(_ items: [UIDynamicItem]) {
        let named = Set(items.map(ObjectIdentifier.init))
        // Bodies already simulated keep their places; new ones follow in the order named.
        bodies.removeAll { !named.contains(ObjectIdentifier($0.item)) }
        bodyIndex = Dictionary(uniqueKeysWithValues: bodies.map { (ObjectIdentifier($0.item), $0) })
        for item in items where bodyIndex[ObjectIdentifier(item)] == nil {
            let body = DynamicBody(item: item)
            bodyIndex[ObjectIdentifier(item)] = body
            bodies.append(body)
        }
    }

    /// Whether every body has rested long enough; true when there are none.
    var isSettled: Bool { bodies.allSatisfy { $0.restingTime >= DynamicWorld.settlingTime } }

    /// Starts every body's resting time again, after a change the items should respond to.
    func wake() { bodies.forEach { $0.restingTime = 0 } }

    /// Advances the items of `behaviors` (children included) by one step.
    func step(_ behaviors: [UIDynamicBehavior]) {
        let duration = DynamicWorld.stepDuration
        let all = behaviors.flatMap(\.behaviorTree)
        gather(all.flatMap(\.simulatedItems))
        for body in bodies { body.properties = DynamicItemProperties() }
        for behavior in all { behavior.configure(in: self) }
        for body in bodies { body.updateMass() }
        for behavior in all { behavior.applyForces(in: self, over: duration) }
        for body in bodies where body.isMovable {
            body.velocity = body.velocity * (1 / (1 + duration * body.properties.resistance))
            body.angularVelocity /= 1 + duration * body.properties.angularResistance
        }

        let constraints = all.flatMap { $0.constraints(in: self) }
        constraints.forEach { $0.prepare() }
        for _ in 0..<DynamicWorld.velocityPasses { constraints.forEach { $0.solveVelocities() } }
        for body in bodies where body.isMovable {
            body.center = body.center + body.velocity * duration
            body.angle += body.angularVelocity * duration
        }
        for _ in 0..<DynamicWorld.positionPasses { constraints.forEach { $0.solvePositions() } }
        for _ in 0..<DynamicWorld.velocityPasses { constraints.forEach { $0.solveBounces() } }

        for body in bodies {
            body.writeState()
            let resting = body.velocity.length < DynamicWorld.restingSpeed && abs(body.angularVelocity) < DynamicWorld.restingAngularSpeed
            body.restingTime = resting ? body.restingTime + duration : 0
        }
        for behavior in all { behavior.didStep(in: self) }
        for behavior in all { behavior.action?() }
    }
}
