import Foundation
import UIKit

/// A screen shown without a navigation controller, with a navigation bar of its own: the bar
/// sits below the status bar, wherever the safe area puts it, and counts in the safe area of
/// the content, as a navigation controller's bar does.
final class StandaloneScreen: UIView {
    private let bar = UINavigationBar()

    required init?(coder: NSCoder) { return nil }

    init(content: UIView, title: String, tint: UIColor) {
        super.init(frame: content.frame)
        addSubview(content)
        bar.tintColor = tint
        bar.setItems([UINavigationItem(title: title)], animated: false)
        addSubview(bar)
        additionalSafeAreaInsets = UIEdgeInsets(top: UINavigationBar.height, left: 0, bottom: 0, right: 0)
        layoutSubviews()
    }

    override func layoutSubviews() {
        bar.frame = CGRect(x: 0, y: safeAreaInsets.top - UINavigationBar.height, width: bounds.width, height: UINavigationBar.height)
        bar.setNeedsLayout()
        bar.layoutIfNeeded()
    }
}
