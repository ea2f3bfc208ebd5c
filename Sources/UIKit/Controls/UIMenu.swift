import Foundation
import QuartzCore

/// An item of a menu, as `UIMenuElement`: an action, a submenu or a deferred element. There
/// are no touches here to open a menu, so menus are kept for the code that builds and reads them.
open class UIMenuElement: NSObject {
    /// How a menu shows an element, as `UIMenuElement.Attributes`; kept.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// An element's check mark, as `UIMenuElement.State`; kept.
    public enum State: Int, Sendable { case off, on, mixed }

    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    package init(title: String, subtitle: String?, image: UIImage?) {
        (self.title, self.subtitle, self.image) = (title, subtitle, image)
    }

    public required init?(coder: NSCoder) { return nil }
}

/// A menu of actions and submenus, as `UIMenu`: a button shows it on a tap when
/// `showsMenuAsPrimaryAction`, a bar button item as its `menu`.
///
///     let sort = UIMenu(title: "Sort By", children: [
///         UIAction(title: "Name") { _ in }, UIAction(title: "Date", state: .on) { _ in },
///     ])
open class UIMenu: UIMenuElement {
    /// The name of a menu, as `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children, as `UIMenu.Options`.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The size of the elements of a menu shown in a row, as `UIMenu.ElementSize`.
    public enum ElementSize: Int, Sendable { case small, medium, large, automatic }

    open private(set) var identifier: Identifier
    open private(set) var options: Options
    open private(set) var children: [UIMenuElement]
    open var preferredElementSize = ElementSize.automatic

    package init(_ title: String, subtitle: String?, image: UIImage?, identifier: Identifier?, options: Options,
                 children: [UIMenuElement]) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        (self.options, self.children) = (options, children)
        super.init(title: title, subtitle: subtitle, image: image)
    }

    public required init?(coder: NSCoder) { return nil }

    /// A convenience initializer, as UIKit declares it.
    public convenience init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                            options: Options = [], children: [UIMenuElement] = []) {
        self.init(title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: children)
    }

    /// The same menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The actions whose state is on, in a menu of single selection.
    open var selectedElements: [UIMenuElement] {
        children.filter { ($0 as? UIAction)?.state == .on }
    }
}

/// Menu elements supplied later, as `UIDeferredMenuElement`; here the provider runs when the
/// elements are asked for with `elements(_:)`.
open class UIDeferredMenuElement: UIMenuElement {
    public typealias ElementProvider = (@escaping ([UIMenuElement]) -> Void) -> Void
    private let provider: ElementProvider

    package init(provider: @escaping ElementProvider) {
        self.provider = provider
        super.init(title: "", subtitle: nil, image: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    public convenience init(_ elementProvider: @escaping ElementProvider) { self.init(provider: elementProvider) }

    /// An element whose provider runs every time its menu opens.
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(provider: elementProvider)
    }

    /// Runs the provider and hands its elements to `completion`.
    package func elements(_ completion: @escaping ([UIMenuElement]) -> Void) { provider(completion) }
}
