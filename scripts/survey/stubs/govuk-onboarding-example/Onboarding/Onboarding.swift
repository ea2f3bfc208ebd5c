import UIKit

// The GOV.UK Onboarding package (Onboarding/ in the repository; its screens are SwiftUI, hosted in
// a UIHostingController, so it is not part of the survey): only the entry points the example
// app's UIKit screen calls. The module's controller here is a plain one.

/// What the onboarding flow reports to the app's analytics.
public protocol OnboardingAnalyticsService {
    func trackOnboardingEvent(_ event: String)
    func trackOnboardingScreen(_ screen: String)
}

/// Where the slides come from: a JSON file in a bundle.
public enum OnboardingSource {
    case json(String, Bundle = .main)
}

/// The onboarding flow; `viewController` is what the app presents.
public final class Onboarding {
    private let source: OnboardingSource
    private let analyticsService: OnboardingAnalyticsService?
    private let dismissAction: () -> Void

    public init(source: OnboardingSource,
                analyticsService: OnboardingAnalyticsService?,
                dismissAction: @escaping () -> Void) {
        self.source = source
        self.analyticsService = analyticsService
        self.dismissAction = dismissAction
    }

    public lazy var viewController: UIViewController = UIViewController()
}
