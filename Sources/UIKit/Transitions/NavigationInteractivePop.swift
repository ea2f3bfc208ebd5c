import Foundation
import QuartzCore

/// The swipe back UIKit gives every navigation controller (`interactivePopGestureRecognizer`): a
/// pan from the leading edge pops the top controller with UIKit's slide, the views following the
/// finger, and when the finger lifts the pop completes, or is cancelled, on the slide's own
/// curve 7 from where the finger left it. It stands aside when the delegate animates pops itself.
///
///     let swipe = navigation.interactivePopGestureRecognizer as! UIScreenEdgePanGestureRecognizer
///     swipe.play(.init(from: CGPoint(x: 4, y: 300), samples: [(0.3, CGPoint(x: 150, y: 0))]))
final class NavigationInteractivePop: SystemCurveInteraction {
    /// Starts, follows and ends the swipe back of `navigationController` as `pan` reports.
    static func follow(_ pan: UIPanGestureRecognizer, in navigationController: UINavigationController) {
        let view = navigationController.view!
        let width = max(view.bounds.width, 1)
        // Toward completion is toward the trailing edge: to the left, right to left.
        let direction: Double = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        let travelled = direction * pan.translation(in: view).x / width
        switch pan.state {
        case .began:
            guard canBegin(in: navigationController) else { return }
            navigationController.swipeBack = NavigationInteractivePop()
            navigationController.popViewController(animated: true)
        case .changed:
            navigationController.swipeBack?.update(travelled)
        case .ended, .cancelled, .failed:
            guard let pop = navigationController.swipeBack else { return }
            navigationController.swipeBack = nil
            pop.lift(at: travelled, speed: direction * pan.velocity(in: view).x / width, cancelled: pan.state != .ended)
        case .possible:
            break
        }
    }

    /// Whether there is a controller to go back to, nothing else is moving, and the delegate
    /// leaves pops to UIKit: with an animator of its own the swipe does not begin, as on iOS.
    private static func canBegin(in navigationController: UINavigationController) -> Bool {
        let stack = navigationController.viewControllers
        guard stack.count > 1, navigationController.transitionCoordinator == nil else { return false }
        return navigationController.delegate?.navigationController(
            navigationController, animationControllerFor: .pop, from: stack[stack.count - 1], to: stack[stack.count - 2]) == nil
    }
}
