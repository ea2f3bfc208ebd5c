import UIKit

extension UIView {
    /// Treats every frame below this view as measured from the leading edge: right to left, each
    /// subview is mirrored inside its superview, and mirrored back when the direction returns, as
    /// leading and trailing constraints lay a screen out in UIKit. Images and text are not flipped.
    func laysOutFromLeadingEdge() {
        var laidOut = UIUserInterfaceLayoutDirection.leftToRight
        resolveWithTraits(.leadingLayout) { [unowned self] traits in
            guard traits.effectiveLayoutDirection != laidOut else { return }
            laidOut = traits.effectiveLayoutDirection
            mirrorSubviews()
        }
    }

    private func mirrorSubviews() {
        for view in subviews {
            var frame = view.frame
            frame.origin.x = bounds.width - frame.maxX
            view.frame = frame
            // Cells and bars lay their own content out from the leading edge, as UIKit's do.
            if !view.laysOutFromLeadingEdgeItself { view.mirrorSubviews() }
        }
    }
}
