import Foundation
import QuartzCore

/// A control or mark at the edge of a list cell, as `UICellAccessory`: a disclosure chevron, a
/// check mark, a text, an outline disclosure or, while editing, a delete button.
///
///     cell.accessories = [.label(text: "On"), .disclosureIndicator()]
public struct UICellAccessory {
    /// When the accessory shows, as `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }
    /// Called when the accessory is tapped, as `UICellAccessory.ActionHandler`.
    public typealias ActionHandler = () -> Void

    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden, reservedLayoutWidth, tintColor)
        }
    }

    public struct ReorderOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var showsVerticalSeparator = true
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool = true) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden, reservedLayoutWidth, tintColor)
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    public struct CheckmarkOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden, reservedLayoutWidth, tintColor)
        }
    }

    public struct DeleteOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor, self.backgroundColor) = (isHidden, reservedLayoutWidth, tintColor, backgroundColor)
        }
    }

    public struct OutlineDisclosureOptions {
        /// Whether the chevron is drawn as a section header's or a row's, as `OutlineDisclosureOptions.Style`.
        public enum Style: Int, Sendable { case automatic, header, cell }
        public var style: Style
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.style, self.isHidden, self.reservedLayoutWidth, self.tintColor) = (style, isHidden, reservedLayoutWidth, tintColor)
        }
    }

    public struct LabelOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var font: UIFont
        public var adjustsFontForContentSizeCategory: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont = .preferredFont(forTextStyle: .body), adjustsFontForContentSizeCategory: Bool = true) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden, reservedLayoutWidth, tintColor)
            (self.font, self.adjustsFontForContentSizeCategory) = (font, adjustsFontForContentSizeCategory)
        }
    }

    /// Where a custom accessory goes, as `UICellAccessory.Placement`; the position among the
    /// other accessories is taken as given by their order here.
    public enum Placement {
        public typealias Position = (_ accessories: [UICellAccessory]) -> Int
        case leading(displayed: DisplayedState = .always, at: Position? = nil)
        case trailing(displayed: DisplayedState = .always, at: Position? = nil)
    }

    /// A view of the app's as an accessory, as `UICellAccessory.CustomViewConfiguration`.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool?
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            (self.customView, self.placement, self.isHidden) = (customView, placement, isHidden)
            (self.reservedLayoutWidth, self.tintColor, self.maintainsFixedSize) = (reservedLayoutWidth, tintColor, maintainsFixedSize)
        }
    }

    /// The width an accessory keeps whether or not it shows, as `UICellAccessory.LayoutDimension`.
    public enum LayoutDimension: Sendable {
        case actual
        case standard
        case custom(CGFloat)
    }

    /// What the accessory is, with what it draws.
    enum Kind {
        case disclosureIndicator, checkmark, outlineDisclosure, delete, reorder
        case label(String, UIFont)
        case custom(UIView, leading: Bool)
    }

    let kind: Kind
    public let displayed: DisplayedState
    let isHidden: Bool
    let tintColor: UIColor?
    let actionHandler: ActionHandler?

    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor,
                        actionHandler: nil)
    }

    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor, actionHandler: nil)
    }

    /// A red delete button at the leading edge, shown while the collection is editing.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete, displayed: displayed, isHidden: options.isHidden ?? false,
                        tintColor: options.backgroundColor ?? options.tintColor, actionHandler: actionHandler)
    }

    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor,
                        actionHandler: actionHandler)
    }

    /// The reorder control, three grey bars at the trailing edge, shown while the collection is
    /// editing unless told otherwise, as `reorder(displayed:options:)`.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .reorder, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor, actionHandler: nil)
    }

    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .label(text, options.font), displayed: displayed, isHidden: options.isHidden ?? false,
                        tintColor: options.tintColor, actionHandler: nil)
    }

    /// The app's view at the edge its placement names, at its own size.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let (displayed, leading): (DisplayedState, Bool) = switch configuration.placement {
        case let .leading(displayed, _): (displayed, true)
        case let .trailing(displayed, _): (displayed, false)
        }
        return UICellAccessory(kind: .custom(configuration.customView, leading: leading), displayed: displayed,
                               isHidden: configuration.isHidden ?? false, tintColor: configuration.tintColor, actionHandler: nil)
    }

    /// Whether the accessory shows while the list is `editing`.
    func shows(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// Whether the accessory sits at the leading edge, as iOS puts the delete button.
    var isLeading: Bool {
        switch kind {
        case .delete: true
        case let .custom(_, leading): leading
        default: false
        }
    }
}
