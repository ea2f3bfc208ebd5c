import Foundation
import QuartzCore

/// A button in a navigation bar, as `UIBarButtonItem`: tinted text, in semibold for the `.done`
/// style, or an image (a template, such as a symbol, in the tint). A system item shows the title
/// iOS gives it ("Done", "Edit"…) or its symbol (`.add` a plus, `.action` the share glyph…); a
/// custom view is kept and takes the button's place, but is not drawn.
open class UIBarButtonItem: UIBarItem {
    /// How the item's title is set, as `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable { case plain, done }

    /// The buttons the system draws, as `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close

        /// The text that stands for the item: its title on iOS, or a character close to its glyph.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            case .close: "×"
            default: nil
            }
        }

        /// The SF Symbol iOS draws for an item without a title.
        var symbolName: String? {
            switch self {
            case .add: "plus"
            case .compose: "square.and.pencil"
            case .reply: "arrowshape.turn.up.left"
            case .action: "square.and.arrow.up"
            case .organize: "folder"
            case .bookmarks: "character.book.closed"
            case .search: "magnifyingglass"
            case .refresh: "arrow.clockwise"
            case .stop: "xmark"
            case .camera: "camera"
            case .trash: "trash"
            case .play: "play.fill"
            case .pause: "pause.fill"
            case .rewind: "backward.fill"
            case .fastForward: "forward.fill"
            default: nil
            }
        }
    }

    open var style = Style.plain
    open var customView: UIView?
    open var tintColor: UIColor?
    open var width: CGFloat = 0
    /// The action run when the item is tapped; its title and image fill in the item's.
    open var primaryAction: UIAction?
    /// The menu the item shows (on a tap when it has no primary action); kept.
    open var menu: UIMenu?
    open weak var target: AnyObject?
    open var action: Selector?
    open var possibleTitles: Set<String>?
    open var isSelected = false
    open var changesSelectionAsPrimaryAction = false
    /// The system item the button was made as, if any: a toolbar lays out its spaces by it.
    package private(set) var systemItem: SystemItem?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { return nil }

    /// A titled button whose action is a selector on `target`.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        (self.title, self.style, self.target, self.action) = (title, style, target as AnyObject?, action)
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        (self.image, self.style, self.target, self.action) = (image, style, target as AnyObject?, action)
    }

    /// A system item: the title iOS gives it, or its symbol; Done and Save are bold.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        title = systemItem.title
        image = systemItem.symbolName.flatMap { UIImage(systemName: $0) }
        style = systemItem == .done || systemItem == .save ? .done : .plain
        (self.target, self.action) = (target as AnyObject?, action)
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// An item titled or drawn by `primaryAction` unless given its own title or image, as iOS 14's.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        (self.primaryAction, self.menu) = (primaryAction, menu)
        self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.image = image ?? primaryAction?.image
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        (self.primaryAction, self.menu) = (primaryAction, menu)
    }

    /// A titled item, for the harness's own bars; `UIBarButtonItem(title:)` with no style is Apple's iOS 14 one.
    package convenience init(title: String?, style: Style) {
        self.init(title: title, style: style, target: nil, action: nil)
    }

    package convenience init(barButtonSystemItem systemItem: SystemItem) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
    }

    /// Space between items, as `fixedSpace(_:)` and `flexibleSpace()`.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
}
