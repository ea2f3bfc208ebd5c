import Foundation
import QuartzCore

/// The scroll view's callbacks, as `UIScrollViewDelegate`; every method is optional.
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}

/// A view that shows part of larger content, as `UIScrollView`: `contentOffset` is the bounds'
/// origin, so subviews move up as it grows, and changing it in an animation block animates it.
/// A scenario scrolls it as a finger would by playing its `panGestureRecognizer`: the content
/// follows the drag (rubber-banding past the edges when `bounces`) and the delegate hears the
/// drag begin, every scroll, and the drag end with its velocity.
open class UIScrollView: UIView {
    open weak var delegate: (any UIScrollViewDelegate)?
    /// Kept for ported code: no scroll indicators are drawn, at rest they are hidden on iOS too.
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { (verticalScrollIndicatorInsets, horizontalScrollIndicatorInsets) = (newValue, newValue) }
    }
    /// The drag that scrolls the content; scenarios play it.
    public let panGestureRecognizer = UIPanGestureRecognizer()
    open internal(set) var isTracking = false
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open var decelerationRate = DecelerationRate.normal
    /// How quickly scrolling slows after a drag, as `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
    /// Where the content was when the played drag began.
    private var dragStart = CGPoint.zero
    open var contentSize = CGSize.zero {
        willSet { willChangeValue(forKey: "contentSize") }
        didSet { didChangeValue(forKey: "contentSize") }
    }
    open var contentInset = UIEdgeInsets.zero {
        willSet { willChangeValue(forKey: "contentInset") }
        didSet { didChangeValue(forKey: "contentInset") }
    }
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    /// Whether a drag that starts along one axis stays on it; with no finger here, kept.
    open var isDirectionalLockEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var isDragging: Bool { isTracking }
    open var isDecelerating: Bool { false }
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// How the safe area adds to the content inset, as `ContentInsetAdjustmentBehavior`; kept
    /// for ported code, as the inset here is `contentInset` alone.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var keyboardDismissMode = KeyboardDismissMode.none
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
    /// The content's rectangle, as `contentLayoutGuide`: its origin is the content's (it
    /// scrolls), and the constraints on its edges set `contentSize`, as UIKit's does.
    open var contentLayoutGuide: UILayoutGuide { guide(.scrollContent) }
    /// The scroll view's own frame, as `frameLayoutGuide`: pin content to it to keep it from
    /// scrolling on that axis (its width, for a list that scrolls only vertically).
    open var frameLayoutGuide: UILayoutGuide { guide(.scrollFrame) }

    /// The scroll indicators' colours, as `UIScrollView.IndicatorStyle`; indicators are not drawn here.
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
    open var indicatorStyle = IndicatorStyle.default

    /// The pull-to-refresh control, as `refreshControl`: it sits just above the content, so it
    /// shows only when the content is pulled down past its top, as on iOS, where
    /// `beginRefreshing()` alone does not scroll it into view either.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            guard let refreshControl else { return }
            refreshControl.frame = CGRect(x: 0, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
            refreshControl.autoresizingMask = [.flexibleWidth]
            insertSubview(refreshControl, at: 0)
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.addTarget { [unowned self] _ in followPan() }
        addGestureRecognizer(panGestureRecognizer)
    }

    /// Scrolls the bounds' origin, telling the delegate, as every change of offset does on iOS.
    open override var bounds: CGRect {
        didSet { if bounds.origin != oldValue.origin { delegate?.scrollViewDidScroll(self) } }
    }

    /// Moves the content with the played drag, as a finger does.
    private func followPan() {
        guard isScrollEnabled else { return }
        let pan = panGestureRecognizer
        switch pan.state {
        case .began:
            dragStart = contentOffset
            isTracking = true
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            follow(pan)
        case .ended, .cancelled:
            // The finger's last move comes with its lifting.
            if pan.state == .ended { follow(pan) }
            let velocity = pan.velocity(in: self)
            var target = contentOffset
            delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: -velocity.x / 1000, y: -velocity.y / 1000),
                                                targetContentOffset: &target)
            isTracking = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            let settled = clamped(target)
            if settled != contentOffset { setContentOffset(settled, animated: true) }
        default:
            break
        }
    }

    private func follow(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: self)
        contentOffset = offset(dragging: CGPoint(x: dragStart.x - translation.x, y: dragStart.y - translation.y))
    }

    /// The offsets the content can rest at.
    private var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        return (-inset.left...maxX, -inset.top...maxY)
    }

    private func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
                       y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
    }

    /// Where a drag puts the content: past an edge it moves a third as far when the view
    /// bounces (in an axis that can scroll, or always bounces), and stops there otherwise.
    private func offset(dragging wanted: CGPoint) -> CGPoint {
        let edge = clamped(wanted)
        let range = offsetRange
        func axis(_ wanted: CGFloat, _ edge: CGFloat, scrolls: Bool) -> CGFloat {
            bounces && scrolls ? edge + (wanted - edge) / 3 : edge
        }
        return CGPoint(x: axis(wanted.x, edge.x, scrolls: alwaysBounceHorizontal || range.x.upperBound > range.x.lowerBound),
                       y: axis(wanted.y, edge.y, scrolls: alwaysBounceVertical || range.y.upperBound > range.y.lowerBound))
    }

    public required init?(coder: NSCoder) { return nil }

    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            willChangeValue(forKey: "contentOffset")
            bounds.origin = newValue
            didChangeValue(forKey: "contentOffset")
        }
    }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard animated, VirtualClock.current != nil else { return self.contentOffset = contentOffset }
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
