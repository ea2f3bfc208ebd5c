import UIKit

/// The app delegate, which the settings screen asks for the document browser (left out of the
/// survey, like the browser itself).
class AppDelegate: UIResponder, UIApplicationDelegate {
    lazy var mainViewController = ViewController(forOpeningFilesWithContentTypes: ["public.swift-source"])
}

/// The document browser the app opens on; the settings screen asks it to list the bundled
/// examples among the recent files.
class ViewController: UIDocumentBrowserViewController {
    func showExamplesInRecents(completion: @escaping () -> Void) {
        completion()
    }
}

/// The onboarding pages, surveyed in splash-onboard; here a plain controller to present.
class OnboardViewController: UIViewController {}
