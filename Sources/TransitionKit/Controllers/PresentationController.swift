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
    public internal(set) unowned var presentingViewController: ViewController
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
/// with rounded top corners, as iOS 13's page sheet on a phone; iOS 15's `detents` make it
/// stop at half height (`.medium()`) as `UISheetPresentationController` does.
public final class SheetPresentationController: PresentationController {
    /// The gap above the card: the status bar and a sliver of the presenter.
    public static let topInset: Double = 30

    /// The heights the sheet rests at, as `UISheetPresentationController.detents`.
    public var detents: [SheetDetent] = [.large()]
    /// The detent shown; the first detent when nil, as in UIKit.
    public var selectedDetentIdentifier: SheetDetent.Identifier?
    public var preferredCornerRadius: CGFloat?
    /// Kept for ported code: the grabber, dimming and scrolling choices draw nothing here.
    public var prefersGrabberVisible = false
    public var largestUndimmedDetentIdentifier: SheetDetent.Identifier?
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    public var prefersEdgeAttachedInCompactHeight = false
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    public override var frameOfPresentedViewInContainerView: Rect {
        guard let bounds = containerView?.bounds else { return .zero }
        let largest = bounds.height - Self.topInset
        let detent = detents.first { $0.identifier == selectedDetentIdentifier } ?? detents.first ?? .large()
        let height = min(max(detent.height(largest), 0), largest)
        // Measured down from the full sheet's top, so a large sheet sits exactly where it always has.
        return Rect(x: bounds.minX, y: bounds.minY + Self.topInset + (largest - height), width: bounds.width, height: height)
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
        View.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [], animations: {
            view.frame = self.frameOfPresentedViewInContainerView
        })
    }
}

/// A height a sheet rests at, as `UISheetPresentationController.Detent`.
public struct SheetDetent: Sendable {
    /// A detent's name, as `UISheetPresentationController.Detent.Identifier`.
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
    public static func medium() -> SheetDetent { SheetDetent(identifier: .medium) { $0 / 2 } }
    /// The full sheet height.
    public static func large() -> SheetDetent { SheetDetent(identifier: .large) { $0 } }
    /// A height `resolver` gives from the largest, as iOS 16's `.custom(identifier:resolver:)`.
    public static func custom(identifier: Identifier? = nil, resolver: @escaping @Sendable (_ maximumDetentValue: Double) -> Double?) -> SheetDetent {
        SheetDetent(identifier: identifier ?? Identifier("custom")) { resolver($0) ?? $0 }
    }
}

extension ViewController {
    /// The presentation controller managing this controller while it is presented, if any.
    public var presentationController: PresentationController? { presentation?.controller ?? pendingSheet }

    /// The sheet that will present this controller, for a sheet style, as iOS 15's
    /// `sheetPresentationController`: made on first use so it can be set up before `present`.
    public var sheetPresentationController: SheetPresentationController? {
        if let sheet = presentation?.controller as? SheetPresentationController { return sheet }
        guard modalPresentationStyle.isSheet else { return nil }
        if let sheet = pendingSheet { return sheet }
        let sheet = SheetPresentationController(presentedViewController: self, presenting: nil)
        keyedValues["sheetPresentationController"] = sheet
        return sheet
    }

    /// The sheet `sheetPresentationController` made before a presentation, which the
    /// presentation then uses.
    var pendingSheet: SheetPresentationController? { keyedValues["sheetPresentationController"] as? SheetPresentationController }
}
