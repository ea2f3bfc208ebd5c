import Foundation

/// Supplies a navigation controller's animators and hears when it shows a controller, as
/// `UINavigationControllerDelegate`. Every method is optional.
public protocol NavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                              animated: Bool)
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                              animated: Bool)
    func navigationController(_ navigationController: NavigationController,
                              animationControllerFor operation: NavigationController.Operation,
                              from fromVC: ViewController, to toVC: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    func navigationController(_ navigationController: NavigationController,
                              interactionControllerFor animationController: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
}

extension NavigationControllerDelegate {
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController,
                                     animationControllerFor operation: NavigationController.Operation,
                                     from fromVC: ViewController, to toVC: ViewController) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(_ navigationController: NavigationController,
                                     interactionControllerFor animationController: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)? { nil }
}
