import Foundation
import QuartzCore

extension UIViewController {
    /// Shows `viewControllerToPresent` over this controller's screen, as
    /// `present(_:animated:completion:)`: its transitioning delegate's animator runs (UIKit's
    /// cover-vertical slide when there is none), and `completion` runs once it is on screen.
    /// The presenter is this controller's top ancestor, or for the current-context styles the
    /// one that defines the presentation context (Presentation.swift).
    func presentController(_ viewControllerToPresent: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presented = viewControllerToPresent
        let style = presented.modalPresentationStyle.resolved(for: presented.modalTransitionStyle)
        let presenter = presentationContext(for: style)
        if let current = presenter.presentedViewController {
            return ControllerErrorLog.report(.alreadyPresenting(controller: presenter.typeName, presented: current.typeName))
        }
        guard presenter.activeTransition == nil else {
            return ControllerErrorLog.report(.transitionInProgress(controller: presenter.typeName))
        }
        guard let window = presenter.view.window else {
            return ControllerErrorLog.report(.notInWindow(controller: typeName))
        }
        let presenterView = presenter.view!
        let controller = makePresentationController(for: presented, presenter: presenter, style: style)
        let container = PresentationContainerView(frame: window.bounds, controller: controller)
        let place = ViewPlace(of: presenterView)
        // A current-context presentation covers the context's view wherever it is on screen.
        let contextFrame = presenterView.convert(presenterView.bounds, to: window)
        controller?.containerView = container
        let presentation = Presentation(container: container, style: style, presenterPlace: place, controller: controller)
        window.addSubview(container)
        if presentation.removesPresentersView {
            container.addSubview(presenterView)
            presenterView.frame = contextFrame
        }
        presenter.presentedViewController = presented
        presented.noteNamingChange()
        presented.presentingViewController = presenter
        presented.presentation = presentation

        var animator: any UIViewControllerAnimatedTransitioning = ImmediateTransition()
        var interaction: (any UIViewControllerInteractiveTransitioning)?
        if animated {
            let delegate = presented.transitioningDelegate
            if let custom = delegate?.animationController(forPresented: presented, presenting: presenter, source: self) {
                animator = custom
                interaction = delegate?.interactionControllerForPresentation(using: custom)
            } else {
                animator = presented.modalTransitionStyle.animator(isPresenting: true)
            }
        }
        // Unless its view is removed the presenter stays on screen, so its appearance does not change.
        let covered = presentation.removesPresentersView ? presenter : nil
        covered?.beginAppearanceTransition(false, animated: animated)
        presented.beginAppearanceTransition(true, animated: animated)
        let context = TransitionContext(
            containerView: container,
            from: .init(controller: presenter, view: covered?.view, initialFrame: presenterView.frame,
                        finalFrame: covered == nil ? presenterView.frame : .zero),
            to: .init(controller: presented, view: controller?.presentedView ?? presented.view, initialFrame: .zero,
                      finalFrame: controller?.frameOfPresentedViewInContainerView ?? (style.coversCurrentContext ? contextFrame : container.bounds)),
            style: style, isAnimated: animated, animator: animator, interactionController: interaction
        ) { didComplete in
            presenter.activeTransition = nil
            controller?.presentationTransitionDidEnd(didComplete)
            if didComplete {
                if covered != nil { presenterView.removeFromSuperview() }
            } else {
                place.restore(presenterView)
                container.removeFromSuperview()
                presenter.presentedViewController = nil
                presented.noteNamingChange()
                presented.presentingViewController = nil
                presented.presentation = nil
            }
            UIViewController.finishAppearance(from: covered, to: presented, didComplete: didComplete)
            if didComplete { completion?() }
        }
        presenter.activeTransition = context
        // A sheet moves the presenter's view too, which an interactive transition then drives.
        if controller is UISheetPresentationController { context.alongsideViews = [presenterView] }
        controller?.presentationTransitionWillBegin()
        context.start()
        container.layoutIfNeeded()
    }

    /// The presentation controller UIKit would use: the transitioning delegate's for `.custom`,
    /// a sheet for the sheet styles, none otherwise.
    private func makePresentationController(for presented: UIViewController, presenter: UIViewController,
                                        style: UIModalPresentationStyle) -> UIPresentationController? {
        if style == .custom {
            return presented.transitioningDelegate?.presentationController(forPresented: presented, presenting: presenter, source: self)
        }
        guard style.isSheet else { return nil }
        guard let sheet = presented.pendingSheet else { return UISheetPresentationController(presentedViewController: presented, presenting: presenter) }
        sheet.presentingViewController = presenter
        return sheet
    }

    /// Dismisses what this controller presents, or, when it presents nothing, this controller
    /// itself (or the presented controller it lives in), as `dismiss(animated:completion:)`.
    func dismissController(animated: Bool, completion: (() -> Void)?) {
        let root = rootAncestor
        guard let presented = root.presentedViewController ?? (root.presentingViewController != nil ? root : nil),
              let presenter = presented.presentingViewController, let presentation = presented.presentation else {
            return ControllerErrorLog.report(.nothingToDismiss(controller: typeName))
        }
        if let above = presented.presentedViewController {
            return ControllerErrorLog.report(.alreadyPresenting(controller: presented.typeName, presented: above.typeName))
        }
        guard presenter.activeTransition == nil else {
            return ControllerErrorLog.report(.transitionInProgress(controller: presenter.typeName))
        }
        let container = presentation.container
        let presenterView = presenter.view!
        var animator: any UIViewControllerAnimatedTransitioning = ImmediateTransition()
        var interaction: (any UIViewControllerInteractiveTransitioning)?
        if animated {
            let delegate = presented.transitioningDelegate
            if let custom = delegate?.animationController(forDismissed: presented) {
                animator = custom
                interaction = delegate?.interactionControllerForDismissal(using: custom)
            } else {
                animator = presented.modalTransitionStyle.animator(isPresenting: false)
                // A sheet dragged down is dismissed by the drag.
                interaction = (presentation.controller as? UISheetPresentationController)?.swipeDismissal
            }
        }
        let uncovered = presentation.removesPresentersView ? presenter : nil
        presented.beginAppearanceTransition(false, animated: animated)
        uncovered?.beginAppearanceTransition(true, animated: animated)
        let context = TransitionContext(
            containerView: container,
            from: .init(controller: presented, view: presentation.controller?.presentedView ?? presented.view,
                        initialFrame: presented.view.frame, finalFrame: .zero),
            to: .init(controller: presenter, view: uncovered?.view, initialFrame: .zero,
                      finalFrame: uncovered == nil || presentation.style.coversCurrentContext ? presenterView.frame : container.bounds),
            style: presentation.style, isAnimated: animated, animator: animator, interactionController: interaction
        ) { didComplete in
            presenter.activeTransition = nil
            presentation.controller?.dismissalTransitionDidEnd(didComplete)
            if didComplete {
                if uncovered != nil { presentation.presenterPlace.restore(presenterView) }
                container.removeFromSuperview()
                presenter.presentedViewController = nil
                presented.noteNamingChange()
                presented.presentingViewController = nil
                presented.presentation = nil
            }
            UIViewController.finishAppearance(from: presented, to: uncovered, didComplete: didComplete)
            if didComplete { completion?() }
        }
        presenter.activeTransition = context
        if presentation.controller is UISheetPresentationController { context.alongsideViews = [presenterView] }
        presentation.controller?.dismissalTransitionWillBegin()
        context.start()
    }
}
