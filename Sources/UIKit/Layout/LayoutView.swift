import Foundation
import QuartzCore

/// A view that lays out its subviews with a closure, for containers whose children fill them.
/// It lays out again when its safe area changes, as a container places its bars inside it.
final class LayoutView: UIView {
    private let layout: (LayoutView) -> Void

    init(layout: @escaping (LayoutView) -> Void) {
        self.layout = layout
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        layout(self)
    }

    override func safeAreaInsetsDidChange() {
        layout(self)
    }
}
