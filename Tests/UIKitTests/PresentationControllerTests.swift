import Foundation
import Testing
import UIKit

/// `UIPresentationController` in a `.custom` presentation: where the presented view ends, and
/// the order UIKit calls it, the animator and the coordinator in.
@Suite struct PresentationControllerTests {
    final class Log { var calls: [String] = [] }

    final class HalfSheet: UIPresentationController {
        var log: Log!
        override var frameOfPresentedViewInContainerView: CGRect {
            CGRect(x: 0, y: 333, width: 375, height: 334)
        }
        override func presentationTransitionWillBegin() {
            log.calls.append("willBegin")
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
                self.log.calls.append("alongside")
            }, completion: { context in
                self.log.calls.append("coordinatorCompletion(cancelled: \(context.isCancelled))")
            })
        }
        override func presentationTransitionDidEnd(_ completed: Bool) { log.calls.append("didEnd(\(completed))") }
        override func dismissalTransitionWillBegin() { log.calls.append("dismissalWillBegin") }
        override func dismissalTransitionDidEnd(_ completed: Bool) { log.calls.append("dismissalDidEnd(\(completed))") }
    }

    final class Slide: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        let log = Log()
        var finalFrame = CGRect.zero
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            log.calls.append("animateTransition")
            if let to = transitionContext.viewController(forKey: .to), to.presentingViewController != nil,
               let view = transitionContext.view(forKey: .to) {
                finalFrame = transitionContext.finalFrame(for: to)
                transitionContext.containerView.addSubview(view)
                view.frame = finalFrame
            }
            UIView.animate(withDuration: 0.3, animations: {}) { _ in transitionContext.completeTransition(true) }
        }
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            let sheet = HalfSheet(presentedViewController: presented, presenting: presenting)
            sheet.log = log
            return sheet
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    }

    @Test func callsComeInUIKitsOrderAndThePresentedViewEndsAtTheControllersFrame() {
        let root = UIViewController()
        let sheet = UIViewController()
        let slide = Slide()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = slide
        var window: UIWindow?
        let clock = onClock {
            window = showInWindow(root)
            root.present(sheet, animated: true) { slide.log.calls.append("presentCompletion") }
        }
        clock.advance(to: 1)
        #expect(slide.log.calls == ["willBegin", "animateTransition", "alongside",
                                    "coordinatorCompletion(cancelled: false)", "didEnd(true)", "presentCompletion"])
        #expect(slide.finalFrame == CGRect(x: 0, y: 333, width: 375, height: 334))
        #expect(root.view.superview != nil, "a custom presentation leaves the presenter's view on screen")
        #expect(sheet.presentationController is HalfSheet)

        clock.run { sheet.dismiss(animated: true) }
        clock.advance(to: 2)
        #expect(Array(slide.log.calls.suffix(3)) == ["dismissalWillBegin", "animateTransition", "dismissalDidEnd(true)"])
        withExtendedLifetime(window) {}
    }

    @Test func overFullScreenLeavesThePresentersViewAndGivesNoFromView() {
        final class Probe: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
            var hadFromView: Bool?
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                hadFromView = transitionContext.view(forKey: .from) != nil
                transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
                transitionContext.completeTransition(true)
            }
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        }
        let root = UIViewController(), overlay = UIViewController(), probe = Probe()
        overlay.modalPresentationStyle = .overFullScreen
        overlay.transitioningDelegate = probe
        var window: UIWindow?
        let clock = onClock {
            window = showInWindow(root)
            root.present(overlay, animated: true)
        }
        clock.advance(to: 1)
        #expect(probe.hadFromView == false)
        #expect(root.view.window === window)
    }

    @Test func theAdaptiveDelegateIsHeldWeaklyAndAnswersUIKitsDefaults() {
        final class Dismissal: NSObject, UIAdaptivePresentationControllerDelegate {
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
        }
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        let controller = HalfSheet(presentedViewController: sheet, presenting: UIViewController())
        var delegate: Dismissal? = Dismissal()
        controller.delegate = delegate
        #expect(delegate!.presentationControllerShouldDismiss(controller))
        #expect(delegate!.adaptivePresentationStyle(for: controller) == .custom)
        #expect(controller.adaptivePresentationStyle == .custom)
        delegate = nil
        #expect(controller.delegate == nil, "weak, as in UIKit")
    }

    @Test func aMediumDetentSheetStopsAtHalfTheSheetHeight() {
        _ = onClock {
            let home = UIViewController()
            let window = showInWindow(home)
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .pageSheet
            let controller = sheet.sheetPresentationController!
            controller.detents = [.medium(), .large()]
            controller.preferredCornerRadius = 24
            home.present(sheet, animated: false)
            #expect(sheet.presentationController === controller, "the sheet set up before present is the one used")
            let largest = window.bounds.height - UISheetPresentationController.topInset
            #expect(abs(sheet.view.frame.minY - (window.bounds.height - largest / 2)) < 1e-9)
            #expect(sheet.view.layer.cornerRadius == 24)
            controller.animateChanges { controller.selectedDetentIdentifier = .large }
            #expect(abs(sheet.view.frame.minY - UISheetPresentationController.topInset) < 1e-9)
        }
        let fullScreen = UIViewController()
        fullScreen.modalPresentationStyle = .fullScreen
        #expect(fullScreen.sheetPresentationController == nil, "only the sheet styles have one")
    }
}

/// Alerts and action sheets as apps present them.
@Suite struct AlertControllerTests {
    @Test func aTappedButtonDismissesTheAlertAndThenRunsItsHandler() {
        let home = UIViewController()
        let window = showInWindow(home)
        var log: [String] = []
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { action in
            log.append("\(action.title ?? "") with the alert \(home.presentedViewController == nil ? "gone" : "up")")
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(delete)
        let clock = onClock { home.present(alert, animated: true) }
        clock.advance(to: 0.5)
        #expect(home.presentedViewController === alert && alert.actions.count == 2)
        #expect(alert.view.frame == window.bounds)
        clock.run { alert.tapAction(delete) }
        clock.advance(to: 1)
        #expect(log == ["Delete with the alert gone"])
    }
}
