import Foundation
import QuartzCore

/// The spinner a scroll view shows when its content is pulled down, as `UIRefreshControl`.
/// Set it as a scroll view's (or a table view controller's) `refreshControl` and listen for
/// `.valueChanged`; `beginRefreshing()` and `endRefreshing()` show and hide the spinner.
///
///     let refresh = UIRefreshControl()
///     refresh.addTarget(self, action: #selector(reload), for: .valueChanged)
///     tableView.refreshControl = refresh
open class UIRefreshControl: UIControl {
    /// The band above the content the control takes, as UIKit's (60 points).
    static let height: CGFloat = 60

    open private(set) var isRefreshing = false
    /// The text under the spinner; kept, not drawn.
    open var attributedTitle: NSAttributedString?
    private let spinner = UIActivityIndicatorView(style: .medium)

    /// Designated, as UIKit declares it: a refresh control is made with `UIRefreshControl()`.
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: UIRefreshControl.height))
        spinner.hidesWhenStopped = true
        addSubview(spinner)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Shows the spinner; the content is not scrolled to reveal it.
    open func beginRefreshing() {
        isRefreshing = true
        spinner.startAnimating()
    }

    open func endRefreshing() {
        isRefreshing = false
        spinner.stopAnimating()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = tintColor
    }

    open override func layoutSubviews() {
        spinner.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}
