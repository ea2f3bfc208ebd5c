import Foundation
import QuartzCore

/// What a bar button item and a tab bar item share, as `UIBarItem`: a title, an image, whether
/// it is enabled, and the title's text attributes per control state.
open class UIBarItem: NSObject {
    open var isEnabled = true
    open var title: String?
    open var image: UIImage?
    open var landscapeImagePhone: UIImage?
    open var largeContentSizeImage: UIImage?
    open var imageInsets = UIEdgeInsets.zero
    open var tag = 0
    /// Whether the item took its appearance proxies' settings, as a bar first showed it.
    var tookAppearance = false
    private var titleAttributes: [UIControl.State: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }

    public required init?(coder: NSCoder) { return nil }

    /// The title's font and colour in `state`; kept, the bars draw their own title style.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state] = attributes
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state]
    }
}
