import Foundation
import QuartzCore

/// A rule the solver enforces between two ends each step (a contact, a rigid attachment):
/// first on velocities, a few passes over all constraints; then, once the bodies have moved,
/// on positions to take out the drift that integrating leaves, and last the bounces of
/// elastic contacts, which change only velocities.
protocol DynamicConstraint: AnyObject {
    /// Called once a step, after forces and before the velocity passes.
    func prepare()
    func solveVelocities()
    func solvePositions()
    func solveBounces()
}

extension DynamicConstraint {
    func solveBounces() {}
}

/// How the position passes correct drift: a fraction of the error each pass, ignoring what is
/// below a slop so resting contacts stay touching, and never more than a few points at once.
enum PositionCorrection {
    static let fraction: CGFloat = 0.2
    static let slop: CGFloat = 0.1
    static let largest: CGFloat = 4
}
