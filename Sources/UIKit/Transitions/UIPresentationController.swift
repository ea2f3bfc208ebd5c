import Foundation
import QuartzCore

/// Manages a presented controller's place on screen while it is presented, as
/// `UIPresentationController`: where its view sits in the container, and the extra views
/// (a dimming view, a handle) it adds around the transition. UIKit asks the transitioning
/// delegate for one when the style is `.custom`; the sheet styles get `UISheetPresentationController`.
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

    /// Told when the presentation adapts or is dismissed, as `UIPresentationController.delegate`.
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// The style on a compact screen; the screen here never changes, so the style stays.
    open var adaptivePresentationStyle: UIModalPresentationStyle { presentationStyle }

    // UIContentContainer's other points for subclasses, so ported ones override them; a
    // scenario's screen never changes size and children do not ask for sizes.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
}

/// The presentation controller of the sheet styles: a card from just below the status bar,
/// with rounded top corners, as iOS 13's page sheet on a phone; iOS 15's `detents` make it
/// stop at half height (`.medium()`) as `UISheetPresentationController` does.
public final class UISheetPresentationController: UIPresentationController {
    /// The gap above the card: the status bar and a sliver of the presenter.
    public static let topInset: Double = 30

    /// The heights the sheet rests at, as `UISheetPresentationController.detents`.
    public var detents: [UISheetPresentationController.Detent] = [.large()]
    /// The detent shown; the first detent when nil, as in UIKit.
    public var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
    public var preferredCornerRadius: CGFloat?
    /// Kept for ported code: the grabber, dimming and scrolling choices draw nothing here.
    public var prefersGrabberVisible = false
    public var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    public var prefersEdgeAttachedInCompactHeight = false
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let largest = bounds.height - Self.topInset
        let detent = detents.first { $0.identifier == selectedDetentIdentifier } ?? detents.first ?? .large()
        let height = min(max(detent.height(largest), 0), largest)
        // Measured down from the full sheet's top, so a large sheet sits exactly where it always has.
        return CGRect(x: bounds.minX, y: bounds.minY + Self.topInset + (largest - height), width: bounds.width, height: height)
    }

    public override func presentationTransitionWillBegin() {
        presentedView?.layer.cornerRadius = preferredCornerRadius.map { Double($0) } ?? 10
        presentedView?.clipsToBounds = true
    }

    /// Runs `changes` (to the detents or the selected one) and moves the sheet to its new
    /// height with UIKit's sheet spring.
    public func animateChanges(_ changes: () -> Void) {
        changes()
        guard let view = presentedView, containerView != nil else { return }
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [], animations: {
            view.frame = self.frameOfPresentedViewInContainerView
        })
    }
}

extension UISheetPresentationController {
    /// A height a sheet rests at, as `Detent`.
    public struct Detent: Sendable {
        /// A detent's name, as `Detent.Identifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        public let identifier: Identifier
        /// The height for the largest height a sheet can have.
        let height: @Sendable (Double) -> Double

        /// About half the screen.
        public static func medium() -> Detent { Detent(identifier: .medium) { $0 / 2 } }
        /// The full sheet height.
        public static func large() -> Detent { Detent(identifier: .large) { $0 } }
        /// A height `resolver` gives from the largest, as iOS 16's `.custom(identifier:resolver:)`.
        public static func custom(identifier: Identifier? = nil, resolver: @escaping @Sendable (_ maximumDetentValue: Double) -> Double?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom")) { resolver($0) ?? $0 }
        }
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
