import Foundation
import UIKit

/// A controller-transition scenario with what its invariant tests need: the screen it ends on,
/// built alone, and the article's reason when its first frame already shows the transition.
package struct CustomTransitionCase: Sendable {
    /// The scenario, carrying its destination for `harness check`.
    package let scenario: Scenario
    /// Why the frame at time 0 differs from the scene before the transition, when the article's
    /// animator shows something at once; nil when the two must be equal.
    package let visibleAtStart: String?

    package init(_ scenario: Scenario, destination: @escaping @Sendable (Stage) -> Void, visibleAtStart: String? = nil) {
        var scenario = scenario
        scenario.destination = destination
        (self.scenario, self.visibleAtStart) = (scenario, visibleAtStart)
    }

    /// Builds the destination screen alone; the settled last frame must look exactly like it.
    package var destination: @Sendable (Stage) -> Void { scenario.destination! }
}
