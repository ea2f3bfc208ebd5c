import Foundation

/// Told about a presentation's adaptation and dismissal, as
/// `UIAdaptivePresentationControllerDelegate`; every method is optional, as there.
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle {
        controller.presentationStyle
    }
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}
