import Common
import UIKit

// What the app's flow controllers do before showing these screens (ColorPickerFlowController and
// its algorithm counterpart, left out of the survey): give each its presenter, and the presenter
// its view and a flow controller, here one that goes nowhere.

final class SurveyFlow: ComposeServiceAlgorithmFlowControlling, ColorPickerFlowControlling {
    func toChangeAlgorithm(_ algorithm: Algorithm) {}
    func toSelectColor(_ color: TintColor) {}
}

private let flow = SurveyFlow()

/// Called by scripts/survey/run-screens on each screen it makes, before showing it.
func surveyWire(_ screen: UIViewController) {
    if let picker = screen as? ColorPickerViewController {
        let presenter = ColorPickerPresenter()
        presenter.flowController = flow
        picker.presenter = presenter
    }
    if let algorithms = screen as? ComposeServiceAlgorithmViewController {
        let presenter = ComposeServiceAlgorithmPresenter(flowController: flow, selectedOption: .SHA256)
        presenter.view = algorithms
        algorithms.presenter = presenter
    }
}
