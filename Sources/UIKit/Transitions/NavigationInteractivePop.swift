import Foundation
import QuartzCore

/// The swipe back UIKit gives every navigation controller (`interactivePopGestureRecognizer`): a
/// pan from the leading edge pops the top controller with UIKit's slide, the views following the
/// finger, and when the finger lifts the pop completes, or is cancelled, on the slide's own
/// curve 7 from where the finger left it. It stands aside when the delegate animates pops itself.
///
///     let swipe = navigation.interactivePopGestureRecognizer as! UIScreenEdgePanGestureRecognizer
///     swipe.play(.init(from: CGPoint(x: 4, y: 300), samples: [(0.3, CGPoint(x: 150, y: 0))]))
final class NavigationInteractivePop: UIPercentDrivenInteractiveTransition {
    /// How fast the finger moved toward completion as it lifted, in widths a second.
    private var liftSpeed = 0.0

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
            pop.update(travelled)
            let speed = direction * pan.velocity(in: view).x / width
            pop.liftSpeed = max(speed, 0)
            if pan.state == .ended, pop.completes(travelled: travelled, speed: speed) { pop.finish() } else { pop.cancel() }
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

    /// Whether a lift at `travelled` of the width, moving at `speed` widths a second, completes
    /// the pop: where the view would be if it kept the finger's speed for one more duration of
    /// the slide, past half the width. UIKit publishes no rule; this one keeps a finger lifted
    /// short of half way and still from popping, and a flick from anywhere pops.
    func completes(travelled: Double, speed: Double) -> Bool {
        travelled + speed * NavigationSlideTransition.duration > 0.5
    }

    /// The rest of the way on curve 7, over the slide's whole duration, or sooner when the finger
    /// was moving fast enough to cover the rest sooner.
    override func completion(covering remaining: Double) -> (interval: TimeInterval, curve: (Double) -> Double) {
        let natural = Double(duration)
        let byFinger = liftSpeed > 0 ? remaining / liftSpeed : .infinity
        let spring = Spring.systemCurve
        return (min(natural, byFinger), { spring.value(at: $0 * natural) })
    }
}
