import Foundation

/// Manages a presented controller's place on screen while it is presented, as
/// `UIPresentationController`: where its view sits in the container, and the extra views
/// (a dimming view, a handle) it adds around the transition. UIKit asks the transitioning
/// delegate for one when the style is `.custom`; the sheet styles get `SheetPresentationController`.
///
///     final class HalfSheet: PresentationController {
///         override var frameOfPresentedViewInContainerView: Rect {
///             let bounds = containerView!.bounds
///             return Rect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
///         }
///     }
open class PresentationController: ContentContainer {
    public let presentedViewController: ViewController
    public private(set) unowned var presentingViewController: ViewController
    /// The view the presentation runs in; set when the presentation starts.
    public internal(set) var containerView: View?

    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
    }

    /// The view the animator moves; subclasses may wrap the presented controller's view.
    open var presentedView: View? { presentedViewController.view }

    /// Where the presented view ends; the whole container unless a subclass says otherwise.
    open var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view leaves the screen once presented.
    open var shouldRemovePresentersView: Bool { false }
    open var shouldPresentInFullscreen: Bool { true }
    open var presentationStyle: ModalPresentationStyle { presentedViewController.modalPresentationStyle }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    open func size(forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: Size) -> Size {
        parentSize
    }

    /// Told when the presentation adapts or is dismissed, as `UIPresentationController.delegate`.
    public weak var delegate: (any AdaptivePresentationControllerDelegate)?
    /// The style on a compact screen; the screen here never changes, so the style stays.
    open var adaptivePresentationStyle: ModalPresentationStyle { presentationStyle }

    // UIContentContainer's other points for subclasses, so ported ones override them; a
    // scenario's screen never changes size and children do not ask for sizes.
    open func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any ContentContainer) {}
    open func viewWillTransition(to size: Size, with coordinator: any ViewControllerTransitionCoordinator) {}
}

/// The presentation controller of the sheet styles: a card from just below the status bar,
/// with rounded top corners, as iOS 13's page sheet on a phone.
public final class SheetPresentationController: PresentationController {
    /// The gap above the card: the status bar and a sliver of the presenter.
    public static let topInset: Double = 30

    public override var frameOfPresentedViewInContainerView: Rect {
        guard let bounds = containerView?.bounds else { return .zero }
        return Rect(x: bounds.minX, y: bounds.minY + Self.topInset, width: bounds.width, height: bounds.height - Self.topInset)
    }

    public override func presentationTransitionWillBegin() {
        presentedView?.layer.cornerRadius = 10
        presentedView?.clipsToBounds = true
    }
}

extension ViewController {
    /// The presentation controller managing this controller while it is presented, if any.
    public var presentationController: PresentationController? { presentation?.controller }
}
