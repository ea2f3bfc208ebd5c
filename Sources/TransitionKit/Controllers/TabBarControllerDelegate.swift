import Foundation

/// Supplies a tab bar controller's animators and hears about tab choices, as
/// `UITabBarControllerDelegate`. Every method is optional. The animator runs whenever the
/// selected tab changes while the controller is on screen, as on iOS; `shouldSelect` and
/// `didSelect` are for a person's taps, which `TabBarController.tapTab(at:)` plays.
public protocol TabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    func tabBarController(_ tabBarController: TabBarController,
                          animationControllerForTransitionFrom fromVC: ViewController,
                          to toVC: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    func tabBarController(_ tabBarController: TabBarController,
                          interactionControllerFor animationController: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    public func tabBarController(_ tabBarController: TabBarController,
                                 animationControllerForTransitionFrom fromVC: ViewController,
                                 to toVC: ViewController) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func tabBarController(_ tabBarController: TabBarController,
                                 interactionControllerFor animationController: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)? { nil }
}
