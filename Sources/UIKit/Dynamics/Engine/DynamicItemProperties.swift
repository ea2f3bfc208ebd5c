import Foundation
import QuartzCore

/// How one item responds to forces and contacts: what `UIDynamicItemBehavior` sets, with its
/// documented defaults for an item no item behavior names.
struct DynamicItemProperties: Equatable {
    /// How much of the approach speed a collision gives back: 0 none, 1 all.
    var elasticity: CGFloat = 0
    /// Coulomb friction coefficient between touching edges.
    var friction: CGFloat = 0
    /// Mass per 100×100 points.
    var density: CGFloat = 1
    /// Linear velocity lost per second, as a fraction of the velocity (0 none).
    var resistance: CGFloat = 0
    /// Angular velocity lost per second, as a fraction of the angular velocity (0 none).
    var angularResistance: CGFloat = 0
    var allowsRotation = true
    /// An anchored item takes part in collisions but never moves.
    var isAnchored = false
}
