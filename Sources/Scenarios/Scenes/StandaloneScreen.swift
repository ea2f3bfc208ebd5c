import TransitionKit

/// A screen shown without a navigation controller, with a navigation bar of its own: the bar
/// sits below the status bar, wherever the safe area puts it, and a table below it starts
/// under the bar.
final class StandaloneScreen: View {
    private let bar = NavigationBar()

    init(content: View, title: String, tint: Color) {
        super.init(frame: content.frame)
        addSubview(content)
        bar.tintColor = tint
        bar.setItems([NavigationItem(title: title)], animated: false)
        addSubview(bar)
        (content as? TableView)?.topInset += NavigationBar.height
        layoutSubviews()
    }

    override func safeAreaInsetsDidChange() {
        layoutSubviews()
    }

    override func layoutSubviews() {
        bar.frame = Rect(x: 0, y: safeAreaInsets.top, width: bounds.width, height: NavigationBar.height)
        bar.layoutIfNeeded()
    }
}
