import Foundation
import UIKit

/// Beyond the source articles: iOS 15's sheet detents and the drag that dismisses a page sheet,
/// on the default present's Calendar and New Event screens.
enum SheetScenarios {
    static let all = [mediumPresent, swipeDismiss]

    static let mediumPresent = CustomTransitionCase(Scenario(
        id: "sheet-medium-present", source: "beyond",
        summary: "a sheet with the medium and large detents and a grabber rises on curve 7 to half the screen; the screen behind dims but stays in place, 0.5 s",
        duration: 0.5, sampleTimes: Scenario.systemCurveSampleTimes(duration: 0.5)
    ) { stage in
        let calendar = DefaultTransitionScenarios.calendar(size: stage.size)
        stage.showWindow(rootViewController: calendar)
        stage.startTransition { calendar.present(halfSheet(size: stage.size), animated: true) }
    }, destination: { stage in
        let calendar = DefaultTransitionScenarios.calendar(size: stage.size)
        stage.showWindow(rootViewController: calendar)
        calendar.present(halfSheet(size: stage.size), animated: false)
    })

    static let swipeDismiss = CustomTransitionCase(Scenario(
        id: "sheet-swipe-dismiss", source: "beyond",
        summary: "a finger drags the page sheet 250 pt down in 0.3 s and lifts moving at 800 pt/s: the card follows it, then drops away on curve 7 as the screen behind comes forward",
        duration: 0.7, sampleTimes: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.7, 1.2]
    ) { stage in
        let calendar = DefaultTransitionScenarios.calendar(size: stage.size)
        stage.showWindow(rootViewController: calendar)
        let event = DefaultTransitionScenarios.newEvent(size: stage.size)
        calendar.present(event, animated: false)
        let drag = event.view.gestureRecognizers!.first { $0 is UIPanGestureRecognizer } as! UIPanGestureRecognizer
        stage.startTransition {
            drag.play(.init(from: CGPoint(x: 187, y: 200), samples: [
                (0.1, CGPoint(x: 0, y: 50)), (0.2, CGPoint(x: 0, y: 170)), (0.3, CGPoint(x: 0, y: 250)),
            ]))
        }
    }, destination: { stage in
        stage.showWindow(rootViewController: DefaultTransitionScenarios.calendar(size: stage.size))
    })

    /// New Event in a sheet that stops at half height and shows its grabber.
    private static func halfSheet(size: CGSize) -> UIViewController {
        let event = DefaultTransitionScenarios.newEvent(size: size)
        let sheet = event.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        return event
    }
}
