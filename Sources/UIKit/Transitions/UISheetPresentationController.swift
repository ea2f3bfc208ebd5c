import Foundation
import QuartzCore

/// The presentation controller of the sheet styles, as `UISheetPresentationController`: what
/// `.automatic` (for an ordinary controller), `.pageSheet` and, in compact width, `.formSheet`
/// show on iOS 17. The presented view is a card from 10 points below the top of the safe area,
/// its top corners rounded to 10 points, over a dimming view; at its full height the presenting
/// view recedes behind it, scaled back with rounded corners, its top edge showing above the
/// card. `detents` stop it at half height (`.medium()`), which leaves the presenter in place.
/// A grabber shows when asked. Dragging the card down dismisses it, on curve 7, as a finger
/// does on iOS: a scenario plays the pan the sheet adds to the presented view
/// (`view.gestureRecognizers`). In regular width a form sheet is a centred card instead.
public final class UISheetPresentationController: UIPresentationController {
    /// How far below the top of the safe area the card starts at full height.
    package static let topOffset: CGFloat = 10
    /// The radius of the card's top corners, and of the receded presenter's.
    public static let cornerRadius: CGFloat = 10
    /// The presenter's scale behind a full-height card (1 − 0.0835).
    package static let recededScale: CGFloat = 1 - 0.0835
    /// The dimming over what the card covers, light and dark.
    static let dimming = UIColor(light: UIColor.black.withAlphaComponent(0.2), dark: UIColor.black.withAlphaComponent(0.48))
    /// A form sheet's size in regular width when the controller prefers none.
    static let formSheetSize = CGSize(width: 540, height: 620)
    /// The grabber's size, and its gap below the card's top edge.
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTop: CGFloat = 5

    /// The heights the sheet rests at, as `UISheetPresentationController.detents`.
    public var detents: [UISheetPresentationController.Detent] = [.large()] {
        didSet { configurationChanged() }
    }
    /// The detent shown; the first detent when nil, as in UIKit.
    public var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
        didSet { configurationChanged() }
    }
    /// The card's corner radius; nil is the system's 10 points.
    public var preferredCornerRadius: CGFloat?
    /// Whether a grabber shows at the card's top; off by default, as in UIKit.
    public var prefersGrabberVisible = false {
        didSet { configurationChanged() }
    }
    /// The largest detent that leaves what is behind undimmed; nil dims at every detent.
    public var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
    // Kept for ported code: there is no scroll view to expand from, no compact height, and no
    // preferred width that applies on a phone.
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    public var prefersEdgeAttachedInCompactHeight = false
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    private let dimmingView = UIView()
    private let grabber = UIView()
    /// The drag down that dismisses the card, on the presented view while it is presented.
    private let dismissalPan = UIPanGestureRecognizer()
    /// The drag in progress, which drives the dismissal it started.
    var swipeDismissal: SystemCurveInteraction?
    /// What the presenter's view looked like before it receded.
    private var presenterLook: (transform: CGAffineTransform, cornerRadius: CGFloat, clips: Bool)?
    /// While the card rises: the clock time its presentation began, and its duration.
    private var rise: (began: TimeInterval, duration: TimeInterval)?
    /// Inside `animateChanges`, which moves the card itself.
    private var isAnimatingChanges = false

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        overrideTraitCollection = UITraitCollection(userInterfaceLevel: .elevated)
        dimmingView.backgroundColor = Self.dimming
        grabber.backgroundColor = .tertiaryLabel
        grabber.layer.cornerRadius = Self.grabberSize.height / 2
        dismissalPan.addTarget { [unowned self] in followDismissalPan($0 as! UIPanGestureRecognizer) }
    }

    /// A form sheet in regular width is a centred card; otherwise the card spans the width and
    /// rests at the selected detent's height.
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        if presentationStyle == .formSheet, traitCollection.horizontalSizeClass == .regular {
            let preferred = presentedViewController.preferredContentSize
            let size = preferred == .zero ? Self.formSheetSize : preferred
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
        let height = restingHeight(of: selectedDetent)
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// The tallest the card can be: from 10 points below the safe area's top to the bottom.
    private var largestHeight: CGFloat {
        guard let container = containerView else { return 0 }
        return container.bounds.height - container.safeAreaInsets.top - Self.topOffset
    }

    private var selectedDetent: Detent {
        detents.first { $0.identifier == selectedDetentIdentifier } ?? detents.first ?? .large()
    }

    private func restingHeight(of detent: Detent) -> CGFloat {
        let largest = largestHeight
        return min(max(detent.height(largest, Double(containerView?.bounds.height ?? 0)), 0), largest)
    }

    /// Whether the card stands at its full height, where the presenter recedes.
    private var isFullHeight: Bool { restingHeight(of: selectedDetent) >= largestHeight - 0.5 }

    /// Whether the presenter recedes behind the card: at full height, unless a centred form sheet.
    private var recedes: Bool {
        isFullHeight && (presentationStyle != .formSheet || traitCollection.horizontalSizeClass != .regular)
    }

    /// Whether the dimming shows at the selected detent.
    private var dims: Bool {
        guard let undimmed = largestUndimmedDetentIdentifier,
              let limit = detents.first(where: { $0.identifier == undimmed }) else { return true }
        return restingHeight(of: selectedDetent) > restingHeight(of: limit)
    }

    // MARK: The presentation's life

    public override func presentationTransitionWillBegin() {
        guard let container = containerView, let sheet = presentedView else { return }
        sheet.layer.cornerRadius = preferredCornerRadius ?? Self.cornerRadius
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheet.clipsToBounds = true
        sheet.traitOverrides = UITraitCollection(traitsFrom: [sheet.traitOverrides, overrideTraitCollection ?? UITraitCollection()])
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        showGrabberIfPreferred()
        if let clock = VirtualClock.current, let coordinator = presentedViewController.transitionCoordinator {
            rise = (clock.time, coordinator.transitionDuration)
        }
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [self] _ in showRestingLook() })
        updateStatusBar(duration: presentedViewController.transitionCoordinator?.transitionDuration ?? 0)
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        rise = nil
        guard completed else { return tearDown() }
        if !presentedViewController.isModalInPresentation { presentedView?.addGestureRecognizer(dismissalPan) }
    }

    public override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [self] _ in
            dimmingView.alpha = 0
            // The corners round off as the presenter comes forward; it stays clipped until the
            // end, since clipping does not animate.
            restorePresenter(keepingClip: true)
        })
        screen?.setStatusBarStyle(nil, duration: presentedViewController.transitionCoordinator?.transitionDuration ?? 0)
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        // A drag let go early springs back: the card, dimming and presenter rest as before it.
        guard completed else {
            UIView.performWithoutAnimation { showRestingLook() }
            return updateStatusBar(duration: 0)
        }
        tearDown()
    }

    public override func containerViewWillLayoutSubviews() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        // While the animator moves the card, it places it; at rest the card follows the container.
        if presentingViewController.transitionCoordinator == nil { presentedView?.frame = frameOfPresentedViewInContainerView }
        layOutGrabber()
    }

    /// Runs `changes` (to the detents or the selected one) and moves the card to its new height
    /// on UIKit's sheet spring, dimming and receding as the new detent asks.
    public func animateChanges(_ changes: () -> Void) {
        isAnimatingChanges = true
        changes()
        isAnimatingChanges = false
        guard let view = presentedView, containerView != nil else { return }
        showGrabberIfPreferred()
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [], animations: {
            view.frame = self.frameOfPresentedViewInContainerView
            self.showRestingLook()
        })
        updateStatusBar(duration: 0.5)
    }

    /// Applies detents and the grabber set while the sheet is on screen without `animateChanges`.
    ///
    /// iOS begins a presentation at the next turn of the run loop, so a screen may call
    /// `present(_:animated:)` and then set the sheet's detents and grabber: the card still rises
    /// to the detent and shows the grabber (Apple, "UISheetPresentationController": "configure
    /// the sheet presentation controller before presenting, or with animateChanges"). Here the
    /// presentation has begun already, so the card's rise is aimed again at the new height on the
    /// same turn; later, the change shows at once, as a change outside `animateChanges` does.
    private func configurationChanged() {
        guard !isAnimatingChanges, let container = containerView, let sheet = presentedView, sheet.superview === container else { return }
        showGrabberIfPreferred()
        let frame = frameOfPresentedViewInContainerView
        guard let rise, let clock = VirtualClock.current, clock.time == rise.began,
              let rising = sheet.layer.animation(forKey: "position") as? CABasicAnimation else {
            UIView.performWithoutAnimation {
                sheet.frame = frame
                layOutGrabber()
                showRestingLook()
            }
            return updateStatusBar(duration: 0)
        }
        UIView.performWithoutAnimation {
            sheet.frame = frame
            layOutGrabber()
        }
        rising.fromValue = CGPoint(x: sheet.center.x, y: sheet.center.y + container.bounds.height)
        rising.toValue = sheet.center
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [self] _ in showRestingLook() })
        updateStatusBar(duration: rise.duration)
    }

    private func showGrabberIfPreferred() {
        guard let sheet = presentedView else { return }
        if prefersGrabberVisible {
            if grabber.superview !== sheet { sheet.addSubview(grabber) }
        } else {
            grabber.removeFromSuperview()
        }
        layOutGrabber()
    }

    /// The screen the presentation is on, whose status bar it restyles.
    private var screen: ScreenView? { containerView?.window?.superview as? ScreenView }

    /// Light status bar glyphs while the presenter recedes, as iOS draws them over the black behind
    /// it; the screen's own otherwise.
    private func updateStatusBar(duration: TimeInterval) {
        screen?.setStatusBarStyle(recedes ? .dark : nil, duration: duration)
    }

    /// The dimming and the presenter as the selected detent has them.
    private func showRestingLook() {
        dimmingView.alpha = dims ? 1 : 0
        if recedes {
            recedePresenter()
        } else {
            restorePresenter()
        }
    }

    /// Scales the presenter back about its centre so that its top edge sits at the top of the
    /// safe area, just above the card, and rounds its corners.
    private func recedePresenter() {
        guard let presenter = presentingViewController.viewIfLoaded, let container = containerView else { return }
        if presenterLook == nil {
            presenterLook = (presenter.transform, presenter.layer.cornerRadius, presenter.clipsToBounds)
            // Scaled back, its top edge no longer meets the status bar, but the presenter is laid
            // out as before: on a device its bars and content do not move as it recedes.
            presenter.holdSafeArea(presenter.safeAreaInsets)
        }
        let scale = Self.recededScale
        let height = presenter.bounds.height
        let drop = container.safeAreaInsets.top - height * (1 - scale) / 2
        presenter.transform = CGAffineTransform(translationX: 0, y: drop).scaledBy(x: scale, y: scale)
        presenter.layer.cornerRadius = Self.cornerRadius / scale
        presenter.clipsToBounds = true
    }

    private func restorePresenter(keepingClip: Bool = false) {
        guard let presenter = presentingViewController.viewIfLoaded, let look = presenterLook else { return }
        presenter.transform = look.transform
        presenter.holdSafeArea(nil)
        presenter.layer.cornerRadius = look.cornerRadius
        if !keepingClip { presenter.clipsToBounds = look.clips }
    }

    private func tearDown() {
        dimmingView.removeFromSuperview()
        grabber.removeFromSuperview()
        presentedView?.removeGestureRecognizer(dismissalPan)
        UIView.performWithoutAnimation { restorePresenter() }
        presenterLook = nil
    }

    private func layOutGrabber() {
        guard let sheet = presentedView else { return }
        let size = Self.grabberSize
        grabber.frame = CGRect(x: sheet.bounds.midX - size.width / 2, y: Self.grabberTop, width: size.width, height: size.height)
    }

    // MARK: Dragging the card down

    /// Starts, follows and ends the drag that dismisses the card: the card follows the finger
    /// down, and at the lift the dismissal completes, or the card springs back, on curve 7.
    /// A controller that is modal in presentation stays, and the delegate hears of the attempt.
    private func followDismissalPan(_ pan: UIPanGestureRecognizer) {
        guard let container = containerView else { return }
        // The dismissal's animator lowers the card by the container's height.
        let travel = max(container.bounds.height, 1)
        let travelled = max(pan.translation(in: container).y, 0) / travel
        switch pan.state {
        case .began:
            guard presentingViewController.transitionCoordinator == nil else { return }
            guard !presentedViewController.isModalInPresentation, delegate?.presentationControllerShouldDismiss(self) ?? true else {
                delegate?.presentationControllerDidAttemptToDismiss(self)
                return
            }
            delegate?.presentationControllerWillDismiss(self)
            swipeDismissal = SystemCurveInteraction()
            presentedViewController.dismiss(animated: true) { [weak self] in
                guard let self else { return }
                self.delegate?.presentationControllerDidDismiss(self)
            }
        case .changed:
            swipeDismissal?.update(travelled)
        case .ended, .cancelled, .failed:
            guard let drag = swipeDismissal else { return }
            swipeDismissal = nil
            // Half the card's height, not the screen's, dismisses it.
            let share = max(presentedView?.bounds.height ?? travel, 1) / travel
            drag.lift(at: travelled, speed: pan.velocity(in: container).y / travel, judgedIn: share, cancelled: pan.state != .ended)
        case .possible:
            break
        }
    }
}
