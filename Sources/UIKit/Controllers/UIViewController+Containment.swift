import Foundation
import QuartzCore

extension UIViewController {
    /// Makes `child` a child of this controller, calling its `willMove(toParent:)`; the caller
    /// adds its view and then calls `child.didMove(toParent: self)`, as in UIKit.
    public func addChild(_ child: UIViewController) {
        if let current = child.parent {
            guard current !== self else { return }
            ControllerErrorLog.report(.alreadyHasParent(controller: child.typeName, parent: current.typeName))
            return
        }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        child.noteNamingChange()
    }

    /// Leaves the parent, calling `didMove(toParent: nil)`; the caller first calls
    /// `willMove(toParent: nil)` and removes the view, as in UIKit.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        noteNamingChange()
        didMove(toParent: nil)
    }

    /// Swaps two children's views, as `transition(from:to:duration:options:animations:completion:)`:
    /// `toViewController`'s view goes into `fromViewController`'s superview, `animations` run over
    /// `duration`, and the from-view leaves at the end. Both must be children of this controller.
    ///
    /// The transition options (flip, curl, dissolve) run through `UIView.transition(from:to:)`,
    /// which flips or curls the shared superview; without one the views swap when the block's
    /// animations end.
    public func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                           duration: TimeInterval, options: UIView.AnimationOptions = [],
                           animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard fromViewController.parent === self, toViewController.parent === self else {
            ControllerErrorLog.report(.notChildren(parent: typeName, from: fromViewController.typeName,
                                                   to: toViewController.typeName))
            return
        }
        guard duration.isFinite, duration >= 0 else {
            ControllerErrorLog.report(.invalidDuration(animator: "\(typeName).transition(from:to:…)", duration: duration))
            return
        }
        let fromView = fromViewController.view!, toView = toViewController.view!
        let appears = appearance == .appeared || appearance == .appearing
        if appears {
            fromViewController.beginAppearanceTransition(false, animated: duration > 0)
            toViewController.beginAppearanceTransition(true, animated: duration > 0)
        }
        swapViews(from: fromView, to: toView, duration: duration, options: options, animations: animations ?? {}) { finished in
            if appears {
                fromViewController.endAppearanceTransition()
                toViewController.endAppearanceTransition()
            }
            completion?(finished)
        }
    }

    private func swapViews(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                           options: UIView.AnimationOptions, animations: () -> Void,
                           completion: @escaping (Bool) -> Void) {
        if options.transitionEffect != nil {
            UIView.transition(from: fromView, to: toView, duration: duration, options: options, completion: completion)
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations)
            return
        }
        if let superview = fromView.superview {
            superview.insertSubview(toView, aboveSubview: fromView)
        }
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations) { finished in
            fromView.removeFromSuperview()
            completion(finished)
        }
    }
}
