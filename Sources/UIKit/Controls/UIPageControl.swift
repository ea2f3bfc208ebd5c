import Foundation
import QuartzCore

/// A row of dots with the current page's filled, as `UIPageControl`.
open class UIPageControl: UIControl {
    open var numberOfPages = 0 { didSet { rebuildDots() } }
    open var currentPage = 0 { didSet { layoutSubviews() } }
    open var hidesForSinglePage = false { didSet { layoutSubviews() } }
    open var pageIndicatorTintColor: UIColor? { didSet { layoutSubviews() } }
    open var currentPageIndicatorTintColor: UIColor? { didSet { layoutSubviews() } }

    private var dots: [UIView] = []

    public required init?(coder: NSCoder) { return nil }

    public override init(frame: CGRect) { super.init(frame: frame) }

    private func rebuildDots() {
        dots.forEach { $0.removeFromSuperview() }
        dots = (0..<max(numberOfPages, 0)).map { _ in UIView() }
        dots.forEach(addSubview)
        layoutSubviews()
    }

    /// The size the dots need, as `size(forNumberOfPages:)`: 16 points a page and 8 at each end,
    /// 26 points tall, the iOS 14 and later control's height.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(pageCount, 0)) * 16 + 16, height: 26)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    open override func layoutSubviews() {
        let (side, gap): (CGFloat, CGFloat) = (7, 9)
        let width = CGFloat(dots.count) * side + CGFloat(max(dots.count - 1, 0)) * gap
        for (page, dot) in dots.enumerated() {
            dot.frame = CGRect(x: bounds.midX - width / 2 + CGFloat(page) * (side + gap), y: bounds.midY - side / 2, width: side, height: side)
            dot.layer.cornerRadius = side / 2
            dot.backgroundColor = page == currentPage
                ? currentPageIndicatorTintColor ?? .white : pageIndicatorTintColor ?? UIColor.white.withAlphaComponent(0.3)
        }
        isHidden = hidesForSinglePage && numberOfPages <= 1
    }
}
