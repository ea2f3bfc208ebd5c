import Foundation
import QuartzCore

/// Manages a presented controller's place on screen while it is presented, as
/// `UIPresentationController`: where its view sits in the container, and the extra views
/// (a dimming view, a handle) it adds around the transition. UIKit asks the transitioning
/// delegate for one when the style is `.custom`; the sheet styles get `UISheetPresentationController`.
/// The container calls it as UIKit does: `presentationTransitionWillBegin()` before the animator,
/// `containerViewWillLayoutSubviews()` and `containerViewDidLayoutSubviews()` around each layout,
/// `viewWillTransition(to:with:)` before a size change.
///
///     final class HalfSheet: UIPresentationController {
///         override var frameOfPresentedViewInContainerView: CGRect {
///             let bounds = containerView!.bounds
///             return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
///         }
///     }
open class UIPresentationController: UIContentContainer {
    public let presentedViewController: UIViewController
    public internal(set) unowned var presentingViewController: UIViewController
    /// The view the presentation runs in; set when the presentation starts.
    public internal(set) var containerView: UIView?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
    }

    /// The view the animator moves; subclasses may wrap the presented controller's view.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view ends; the whole container unless a subclass says otherwise.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view leaves the screen once presented.
    open var shouldRemovePresentersView: Bool { false }
    open var shouldPresentInFullscreen: Bool { true }
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The traits of the presented content: the container's, with what the presentation
    /// overrides (a sheet raises its content to the elevated level).
    public var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [containerView?.traitCollection ?? .standard, overrideTraitCollection ?? UITraitCollection()])
    }
    /// Traits laid over the presented controller's, as `overrideTraitCollection`.
    open var overrideTraitCollection: UITraitCollection?

    /// Told when the presentation adapts or is dismissed, as `UIPresentationController.delegate`.
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// The style on a compact screen; the screen here never changes, so the style stays.
    open var adaptivePresentationStyle: UIModalPresentationStyle { presentationStyle }

    // UIContentContainer's other points for subclasses, so ported ones override them.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// Told before the container's size changes; passes the change on to the presented
    /// controller at the size `size(forChildContentContainer:withParentContainerSize:)` gives it,
    /// as UIKit's does. The container then lays out (PresentationContainerView.swift).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        let childSize = self.size(forChildContentContainer: presentedViewController, withParentContainerSize: size)
        presentedViewController.viewWillTransition(to: childSize, with: coordinator)
    }
}

extension UIViewController {
    /// The presentation controller managing this controller while it is presented, if any.
    public var presentationController: UIPresentationController? { presentation?.controller ?? pendingSheet }

    /// The sheet that will present this controller, for a sheet style, as iOS 15's
    /// `sheetPresentationController`: made on first use so it can be set up before `present`.
    public var sheetPresentationController: UISheetPresentationController? {
        if let sheet = presentation?.controller as? UISheetPresentationController { return sheet }
        guard modalPresentationStyle.isSheet else { return nil }
        if let sheet = pendingSheet { return sheet }
        let sheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
        pendingSheet = sheet
        return sheet
    }
}
