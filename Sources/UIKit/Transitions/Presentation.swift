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

/// A view's place among its siblings, to put it back after a full-screen presentation.
struct ViewPlace {
    private weak var superview: UIView?
    private let index: Int

    init(of view: UIView) {
        superview = view.superview
        index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
    }

    func restore(_ view: UIView) {
        superview?.insertSubview(view, at: index)
    }
}
