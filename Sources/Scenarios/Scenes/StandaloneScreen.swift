import Foundation
import TransitionKit

/// A screen shown without a navigation controller, with a navigation bar of its own: the bar
/// sits below the status bar, wherever the safe area puts it, and counts in the safe area of
/// the content, as a navigation controller's bar does.
final class StandaloneScreen: View {
    private let bar = NavigationBar()

    required init?(coder: NSCoder) { return nil }

    init(content: View, title: String, tint: Color) {
        super.init(frame: content.frame)
        addSubview(content)
        bar.tintColor = tint
        bar.setItems([NavigationItem(title: title)], animated: false)
        addSubview(bar)
        additionalSafeAreaInsets = EdgeInsets(top: NavigationBar.height, left: 0, bottom: 0, right: 0)
        layoutSubviews()
    }

    override func safeAreaInsetsDidChange() {
        layoutSubviews()
    }

    override func layoutSubviews() {
        bar.frame = Rect(x: 0, y: safeAreaInsets.top - NavigationBar.height, width: bounds.width, height: NavigationBar.height)
        bar.layoutIfNeeded()
    }
}
