import Foundation
import QuartzCore

/// One presentation while it lasts: the container it runs in (UIKit's `UITransitionView`, on
/// top of the window) and where the presenter's view came from, to put it back on dismissal.
struct Presentation {
    let container: UIView
    let style: UIModalPresentationStyle
    let presenterPlace: ViewPlace
    /// The presentation controller, for the custom and sheet styles.
    let controller: UIPresentationController?

    /// Whether the presenter's view leaves the screen while presented.
    var removesPresentersView: Bool { controller?.shouldRemovePresentersView ?? style.removesPresentersView }
}

/// A view's place among its siblings and its frame there, to put it back after a full-screen
/// or current-context presentation.
struct ViewPlace {
    private weak var superview: UIView?
    private let index: Int
    private let frame: CGRect

    init(of view: UIView) {
        superview = view.superview
        index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
        frame = view.frame
    }

    func restore(_ view: UIView) {
        superview?.insertSubview(view, at: index)
        view.frame = frame
    }
}

extension UIViewController {
    /// The controller a presentation in `style` is made from, as UIKit picks it: for the
    /// current-context styles the nearest controller up the parent chain that defines the
    /// presentation context, else, as for every other style, the root one.
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        guard style.coversCurrentContext else { return rootAncestor }
        var current: UIViewController = self
        while !current.definesPresentationContext, let parent = current.parent { current = parent }
        return current
    }
}
