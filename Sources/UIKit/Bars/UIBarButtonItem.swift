import Foundation
import QuartzCore

/// A button in a navigation bar, as `UIBarButtonItem`: tinted text, in semibold for the `.done`
/// style, or an image (a template, such as a symbol, in the tint). A system item shows the title
/// iOS gives it ("Done", "Edit"…) or its symbol (`.add` a plus, `.action` the share glyph…); a
/// custom view is kept and takes the button's place, but is not drawn.
public final class UIBarButtonItem {
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

    public var title: String?
    public var style: Style
    public var image: UIImage?
    public var customView: UIView?
    public var tintColor: UIColor?
    public var isEnabled = true
    public var width = 0.0

    public init(title: String?, style: Style = .plain) {
        (self.title, self.style) = (title, style)
    }

    public init(barButtonSystemItem systemItem: SystemItem) {
        title = systemItem.title
        image = systemItem.symbolName.flatMap { UIImage(systemName: $0) }
        // Done and Save are the bold, confirming buttons.
        style = systemItem == .done || systemItem == .save ? .done : .plain
    }

    public init(customView: UIView) {
        (self.customView, self.style) = (customView, .plain)
    }
}
