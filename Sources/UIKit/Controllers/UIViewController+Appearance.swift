import Foundation
import QuartzCore

extension UIViewController {
    /// Starts showing or hiding the view: calls `viewWillAppear` or `viewWillDisappear` here and on
    /// the children on screen with it, as `beginAppearanceTransition(_:animated:)`; a container
    /// whose `shouldAutomaticallyForwardAppearanceMethods` is false calls its children itself.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        let target: AppearanceState = isAppearing ? .appearing : .disappearing
        guard appearance != target else { return }
        // Already where it is going: UIKit sends nothing for a view that is not changing.
        if (isAppearing && appearance == .appeared) || (!isAppearing && appearance == .disappeared) { return }
        appearance = target
        appearanceIsAnimated = animated
        // The view exists before it appears: `viewDidLoad` always comes before `viewWillAppear`.
        if isAppearing { loadViewIfNeeded() }
        if isAppearing {
            viewWillAppear(animated)
            viewIsAppearing(animated)
        } else {
            viewWillDisappear(animated)
        }
        for child in forwardedChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends what `beginAppearanceTransition` started: `viewDidAppear` or `viewDidDisappear`,
    /// here and on the same children.
    public func endAppearanceTransition() {
        let children = forwardedChildren
        switch appearance {
        case .appearing:
            appearance = .appeared
            // A view is laid out before it has appeared: viewWillAppear, layout, viewDidAppear.
            viewIfLoaded?.layoutIfNeeded()
            viewDidAppear(appearanceIsAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(appearanceIsAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in children { child.endAppearanceTransition() }
    }

    /// The children UIKit forwards the appearance calls to: none when the container forwards them itself.
    private var forwardedChildren: [UIViewController] {
        shouldAutomaticallyForwardAppearanceMethods ? childrenForAppearance : []
    }

    /// Both steps at once, for changes that are not animated.
    func performAppearanceTransition(_ isAppearing: Bool) {
        beginAppearanceTransition(isAppearing, animated: false)
        endAppearanceTransition()
    }

    /// The did-callbacks after a transition between two controllers; a cancelled one first
    /// turns both back, as UIKit does when an interactive transition is cancelled.
    static func finishAppearance(from: UIViewController?, to: UIViewController?, didComplete: Bool) {
        if !didComplete {
            to?.beginAppearanceTransition(false, animated: true)
            from?.beginAppearanceTransition(true, animated: true)
        }
        from?.endAppearanceTransition()
        to?.endAppearanceTransition()
    }
}
