import Foundation
import TransitionKit

/// A view that shows part of larger content, as `UIScrollView`: `contentOffset` is the bounds'
/// origin, so subviews move up as it grows, and changing it in an animation block animates it.
open class UIScrollView: UIView {
    open var contentSize = CGSize.zero
    open var contentInset = UIEdgeInsets.zero
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var scrollIndicatorInsets = UIEdgeInsets.zero
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// How the safe area adds to the content inset, as `ContentInsetAdjustmentBehavior`; kept
    /// for ported code, as the inset here is `contentInset` alone.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var keyboardDismissMode = KeyboardDismissMode.none
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) { return nil }

    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard animated, Clock.current != nil else { return self.contentOffset = contentOffset }
        UIView.animate(withDuration: 0.3) { self.contentOffset = contentOffset }
    }

    /// Scrolls just enough to show `rect` (in content coordinates).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        setContentOffset(offset, animated: animated)
    }
}
