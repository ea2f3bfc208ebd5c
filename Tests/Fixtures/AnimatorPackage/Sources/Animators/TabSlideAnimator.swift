import UIKit

/// Slides between tabs: the new tab comes in from the side of the tab that was tapped while the
/// old one moves away and dims, as tab-switch animators built on `UITabBarControllerDelegate`
/// do. A swipe on the content selects the neighbouring tab.
final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let movesLeft: Bool

    init(movesLeft: Bool) {
        self.movesLeft = movesLeft
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else { return }
        let container = transitionContext.containerView
        let width = container.frame.width
        let finalFrame = transitionContext.finalFrame(for: toViewController)

        toView.frame = finalFrame.offsetBy(dx: movesLeft ? width : -width, dy: 0)
        container.addSubview(toView)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: [.curveEaseOut], animations: {
            toView.frame = finalFrame
            fromView.frame = fromView.frame.offsetBy(dx: self.movesLeft ? -width / 3 : width / 3, dy: 0)
            fromView.alpha = 0.6
        }, completion: { _ in
            fromView.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The tab bar controller's delegate: picks the slide's direction from the tabs' order.
final class TabSlideController: NSObject, UITabBarControllerDelegate {
    private weak var tabBarController: UITabBarController?

    func attach(to tabBarController: UITabBarController) {
        self.tabBarController = tabBarController
        tabBarController.delegate = self
        for controller in tabBarController.viewControllers ?? [] {
            let swipe = UISwipeGestureRecognizer(target: self, action: #selector(didSwipe(_:)))
            swipe.direction = .left
            controller.view.addGestureRecognizer(swipe)
        }
    }

    @objc func didSwipe(_ gesture: UISwipeGestureRecognizer) {
        guard let tabBarController = tabBarController,
              tabBarController.selectedIndex + 1 < (tabBarController.viewControllers?.count ?? 0) else { return }
        tabBarController.selectedIndex += 1
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let controllers = tabBarController.viewControllers,
              let fromIndex = controllers.firstIndex(of: fromVC),
              let toIndex = controllers.firstIndex(of: toVC) else { return nil }
        return TabSlideAnimator(movesLeft: toIndex > fromIndex)
    }
}

/// The app's tab bar controller: slides between its tabs, and keeps the delegate that does it,
/// which UIKit holds weakly.
final class SlidingTabBarController: UITabBarController {
    private let slide = TabSlideController()

    override func viewDidLoad() {
        super.viewDidLoad()
        slide.attach(to: self)
    }
}
