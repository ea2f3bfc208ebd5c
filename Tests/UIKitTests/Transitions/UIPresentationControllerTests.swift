import Foundation
import Testing
import UIKit

/// `UIPresentationController` in a `.custom` presentation: where the presented view ends, and
/// the order UIKit calls it, the animator and the coordinator in.
@Suite struct UIPresentationControllerTests {
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

    @Test func aMediumDetentSheetStopsAtHalfTheScreen() {
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
            #expect(abs(sheet.view.frame.minY - window.bounds.height / 2) < 1e-9, "\(sheet.view.frame)")
            #expect(sheet.view.layer.cornerRadius == 24)
            #expect(home.view.transform == .identity, "a medium sheet leaves the presenter in place")
            controller.animateChanges { controller.selectedDetentIdentifier = .large }
            let top = window.safeAreaInsets.top + UISheetPresentationController.topOffset
            #expect(abs(sheet.view.frame.minY - top) < 1e-9)
            #expect(home.view.transform.a < 1, "at full height the presenter recedes")
        }
        let fullScreen = UIViewController()
        fullScreen.modalPresentationStyle = .fullScreen
        #expect(fullScreen.sheetPresentationController == nil, "only the sheet styles have one")
    }

    /// Apple: `modalPresentationStyle` defaults to `.automatic`, which "for most view controllers"
    /// UIKit maps to `.pageSheet` (iOS 13 and later); on an iPhone in portrait that is a card below
    /// the status bar with the presenting view scaled back behind it. A dismissal undoes it all.
    @Test func theDefaultPresentIsAPageSheetWithThePresenterScaledBack() {
        let home = UIViewController(), event = UIViewController()
        #expect(event.modalPresentationStyle == .automatic)
        var window: UIWindow?
        let clock = onClock {
            window = showInWindow(home)
            home.present(event, animated: true)
        }
        clock.advance(to: 1)
        let safeTop = window!.safeAreaInsets.top
        #expect(event.presentationController is UISheetPresentationController)
        #expect(event.view.frame == CGRect(x: 0, y: safeTop + 10, width: 375, height: 667 - safeTop - 10))
        #expect(event.view.layer.cornerRadius == 10 && event.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(abs(home.view.transform.a - UISheetPresentationController.recededScale) < 1e-9)
        #expect(home.view.layer.cornerRadius > 0 && home.view.clipsToBounds)
        // The receded presenter's top edge sits at the safe area's top, just above the card.
        let presenterTop = home.view.convert(home.view.bounds, to: window!).minY
        #expect(abs(presenterTop - safeTop) < 1e-6, "presenter's top at \(presenterTop)")
        #expect(home.view.window === window, "a sheet leaves the presenter on screen")

        clock.run { event.dismiss(animated: true) }
        clock.advance(to: 2)
        #expect(home.view.transform == .identity && home.view.layer.cornerRadius == 0 && !home.view.clipsToBounds)
        #expect(event.view.window == nil && home.presentedViewController == nil)
    }

    /// The lower half of its container, and a log of what UIKit calls on it and when.
    final class LowerHalf: UIPresentationController {
        var log: [String] = []
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }
        override func presentationTransitionWillBegin() { log.append("presentationWillBegin") }
        override func presentationTransitionDidEnd(_ completed: Bool) { log.append("presentationDidEnd(\(completed))") }
        override func dismissalTransitionWillBegin() { log.append("dismissalWillBegin") }
        override func dismissalTransitionDidEnd(_ completed: Bool) { log.append("dismissalDidEnd(\(completed))") }
        // What presentation controllers in apps typically do here: keep the view at its frame.
        override func containerViewWillLayoutSubviews() {
            log.append("containerWillLayout")
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
        override func containerViewDidLayoutSubviews() { log.append("containerDidLayout") }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            log.append("controllerWillTransition(\(Int(size.width))x\(Int(size.height)))")
            super.viewWillTransition(to: size, with: coordinator)
            coordinator.animate(alongsideTransition: nil) { _ in self.log.append("coordinatorCompletion") }
        }
    }

    /// Gives `LowerHalf` and no animator, so UIKit's own cover vertical runs.
    final class LowerHalfDelegate: NSObject, UIViewControllerTransitioningDelegate {
        var controller: LowerHalf?
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            let made = LowerHalf(presentedViewController: presented, presenting: presenting)
            controller = made
            return made
        }
    }

    final class Presented: UIViewController {
        var log: (String) -> Void = { _ in }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            log("presentedWillTransition(\(Int(size.width))x\(Int(size.height)))")
        }
    }

    /// Apple: "frameOfPresentedViewInContainerView — the frame rectangle to assign to the
    /// presented view at the end of the animations"; issue 25's real presentation controller,
    /// whose view settled at 167–501 pt of 667 instead of the lower half.
    @Test func theControllersFrameIsWhereThePresentedViewSettlesUnderUIKitsOwnAnimator() {
        let root = UIViewController(), presented = Presented(), delegate = LowerHalfDelegate()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        var window: UIWindow?
        let clock = onClock {
            window = showInWindow(root)
            root.present(presented, animated: true)
        }
        clock.advance(to: 0.1)
        #expect(presented.view.layer.presentation()!.frame.minY > 333.5, "mid-way it is still rising")
        clock.advance(to: 1)
        #expect(presented.view.frame == CGRect(x: 0, y: 333.5, width: 375, height: 333.5), "\(presented.view.frame)")
        #expect(presented.view.layer.presentation()!.frame.minY == 333.5)
        #expect(root.view.window === window, "a custom presentation leaves the presenter on screen")
    }

    /// Apple's order: `presentationTransitionWillBegin` before the animations, the container's
    /// layout calls (`containerViewWillLayoutSubviews` then `containerViewDidLayoutSubviews`)
    /// around each layout of the container, `presentationTransitionDidEnd(true)` at the end;
    /// `dismissalTransitionWillBegin` and `dismissalTransitionDidEnd(true)` likewise.
    @Test func theControllerHearsOfTheTransitionsAndEveryLayoutInUIKitsOrder() {
        let root = UIViewController(), presented = Presented(), delegate = LowerHalfDelegate()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        var window: UIWindow?
        let clock = onClock {
            window = showInWindow(root)
            root.present(presented, animated: true)
        }
        clock.advance(to: 1)
        let log = delegate.controller!.log
        #expect(log.first == "presentationWillBegin")
        #expect(log.last == "presentationDidEnd(true)")
        let layouts = log.dropFirst().dropLast()
        #expect(!layouts.isEmpty, "the container is laid out during the presentation")
        #expect(Array(layouts) == Array(repeating: ["containerWillLayout", "containerDidLayout"], count: layouts.count / 2).flatMap { $0 })

        delegate.controller!.log = []
        clock.run { presented.dismiss(animated: true) }
        clock.advance(to: 2)
        let dismissal = delegate.controller!.log.filter { !$0.hasPrefix("container") }
        #expect(dismissal == ["dismissalWillBegin", "dismissalDidEnd(true)"])
        #expect(presented.view.window == nil, "the container leaves the window with the presented view")
        withExtendedLifetime(window) {}
    }

    /// Apple: `viewWillTransition(to:with:)` reaches the presentation controller, which passes it
    /// on to the presented controller at the size `size(forChildContentContainer:withParentContainerSize:)`
    /// gives; the container then lays out at the new size, and the coordinator's completions run last.
    @Test func aSizeChangeReachesTheControllerThenThePresentedOneThenLayoutThenCompletions() {
        let root = UIViewController(), presented = Presented(), delegate = LowerHalfDelegate()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        var window: UIWindow?
        let clock = onClock {
            window = showInWindow(root)
            root.present(presented, animated: false)
        }
        let controller = delegate.controller!
        presented.log = { controller.log.append($0) }
        controller.log = []
        clock.run {
            window!.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
            window!.layoutIfNeeded()
        }
        // Later layout passes (the window's own) call the pair again, as UIKit does on every pass.
        #expect(Array(controller.log.prefix(5)) == ["controllerWillTransition(667x375)", "presentedWillTransition(667x375)",
                                                    "containerWillLayout", "containerDidLayout", "coordinatorCompletion"], "\(controller.log)")
        #expect(controller.log.dropFirst(5).allSatisfy { $0.hasPrefix("container") })
        #expect(presented.view.frame == CGRect(x: 0, y: 187.5, width: 667, height: 187.5), "laid out again at the new size")
    }
}

/// A sheet configured right after `present(_:animated:)`, in the same turn, as screens often do:
/// iOS begins the presentation on the next turn, so the card rises to the detent with a grabber.
@Suite struct SheetConfiguredAfterPresentTests {
    /// The grabber: a 36 × 5 pill at the card's top.
    func grabber(in sheet: UIView) -> UIView? {
        sheet.subviews.first { $0.frame.size == CGSize(width: 36, height: 5) }
    }

    @Test func anAnimatedSheetRisesToTheMediumDetentWithAGrabber() throws {
        let home = UIViewController(), picker = UIViewController()
        var window: UIWindow?
        let clock = onClock {
            window = showInWindow(home)
            home.present(picker, animated: true)
            let sheet = picker.sheetPresentationController!
            sheet.detents = [.medium()]
            sheet.prefersGrabberVisible = true
        }
        clock.advance(to: 0.25)
        let midway = picker.view.layer.presentation()!.frame.minY
        clock.advance(to: 2)
        let height = window!.bounds.height
        #expect(abs(picker.view.frame.minY - height / 2) < 1e-9, "\(picker.view.frame)")
        #expect(abs(picker.view.frame.height - height / 2) < 1e-9)
        #expect(picker.view.layer.presentation()!.frame.minY == picker.view.frame.minY, "the rise ends at the detent")
        #expect(midway > height / 2 && midway < height, "it rises from below: \(midway)")
        let pill = try #require(grabber(in: picker.view))
        #expect(pill.frame.midX == picker.view.bounds.midX && pill.frame.minY == 5)
        #expect(home.view.transform == .identity, "a medium sheet leaves the presenter in place")
    }

    @Test func anUnanimatedSheetTakesTheDetentAtOnce() {
        _ = onClock {
            let home = UIViewController(), picker = UIViewController()
            let window = showInWindow(home)
            home.present(picker, animated: false)
            picker.sheetPresentationController?.detents = [.medium()]
            picker.sheetPresentationController?.prefersGrabberVisible = true
            #expect(abs(picker.view.frame.minY - window.bounds.height / 2) < 1e-9, "\(picker.view.frame)")
            #expect(grabber(in: picker.view) != nil)
            picker.sheetPresentationController?.prefersGrabberVisible = false
            #expect(grabber(in: picker.view) == nil)
        }
    }

    @Test func animateChangesStillMovesTheCardOverTime() {
        let home = UIViewController(), picker = UIViewController()
        var window: UIWindow?
        let clock = onClock {
            window = showInWindow(home)
            home.present(picker, animated: false)
            let sheet = picker.sheetPresentationController!
            sheet.detents = [.medium(), .large()]
            sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        }
        let top = window!.safeAreaInsets.top + UISheetPresentationController.topOffset
        #expect(abs(picker.view.frame.minY - top) < 1e-9)
        clock.advance(to: 0.1)
        let moving = picker.view.layer.presentation()!.frame.minY
        #expect(moving > top + 1 && moving < window!.bounds.height / 2, "between the detents at 0.1 s: \(moving)")
    }
}
