import Foundation
import UIKit

/// The catalog's view-controller transitions: every source article's animator on real controllers, the
/// interactive pops and UIKit's defaults.
package enum CustomTransitionScenarios {
    package static let cases: [CustomTransitionCase] =
        CollectionZoomScenarios.all + ScaleSpringScenarios.all + PopSpringScenarios.all
        + CircleRevealScenarios.all + CircleButtonScenarios.all + DoorScenarios.all + ModalScenarios.all
        + InteractivePopScenarios.all + DefaultTransitionScenarios.all + SwipeBackScenarios.all
        + SheetScenarios.all

    package static let all: [Scenario] = cases.map(\.scenario)
}
