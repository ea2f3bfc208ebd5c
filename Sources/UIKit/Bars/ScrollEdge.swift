import Foundation
import QuartzCore

extension UIViewController {
    /// Whether the content is at its `edge` (`.top` or `.bottom`), where since iOS 15 the bar
    /// along that edge takes its scroll-edge appearance: the content's scroll view scrolled to that
    /// end, or no scroll view at all. The scroll view is the one UIKit observes: the view itself,
    /// or the first one down the chain of first subviews.
    func isContentAtScrollEdge(_ edge: UIRectEdge) -> Bool {
        var candidate = viewIfLoaded
        while let view = candidate, !(view is UIScrollView) { candidate = view.subviews.first }
        guard let scrollView = candidate as? UIScrollView else { return true }
        let inset = scrollView.adjustedContentInset
        if edge == .bottom {
            let end = scrollView.contentSize.height + inset.bottom - scrollView.bounds.height
            return scrollView.contentOffset.y >= end - 0.5
        }
        return scrollView.contentOffset.y <= -inset.top + 0.5
    }
}
