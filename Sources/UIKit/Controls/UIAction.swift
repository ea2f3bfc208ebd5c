import Foundation
import QuartzCore

public typealias UIActionHandler = (UIAction) -> Void

/// A closure a control runs for its events, as iOS 14's `UIAction`: added with
/// `addAction(_:for:)` or as a button's `primaryAction`, it is called with itself, its `sender`
/// being the control that sent it. It is also a menu's item (UIMenu.swift).
open class UIAction: UIMenuElement {
    /// The name an action is found and removed by, as `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: Attributes
    open var state: State
    /// The control sending the action while its handler runs; nil otherwise.
    open private(set) var sender: Any?
    private let handler: UIActionHandler

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                handler: @escaping UIActionHandler) {
        self.discoverabilityTitle = discoverabilityTitle
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        (self.attributes, self.state, self.handler) = (attributes, state, handler)
        super.init(title: title, subtitle: subtitle, image: image)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Runs the handler with `sender` as the action's sender.
    func perform(from sender: Any) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}

/// A control's `UIAction`s, each for a set of events; held strongly, as UIKit holds them.
final class ControlActions {
    var entries: [(action: UIAction, events: UInt)] = []
}

extension UIControl {
    /// Runs `action` whenever any of `controlEvents` is sent; an action with the same identifier
    /// already added is replaced, as in UIKit.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        controlActions.entries.removeAll { $0.action.identifier == action.identifier && $0.events == controlEvents.rawValue }
        controlActions.entries.append((action, controlEvents.rawValue))
    }

    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0 === action }
    }

    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0.identifier == actionIdentifier }
    }

    /// A control that runs `primaryAction` on `.primaryActionTriggered`, as
    /// `UIControl(frame:primaryAction:)`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Runs the actions added for any of `events`, in the order they were added.
    func sendUIActions(for events: Event) {
        for entry in controlActions.entries where entry.events & events.rawValue != 0 { entry.action.perform(from: self) }
    }

    /// Takes `events` from the matching actions, and drops those left with none.
    private func removeActions(for events: Event, where matches: (UIAction) -> Bool) {
        let actions = controlActions
        for index in actions.entries.indices where matches(actions.entries[index].action) {
            actions.entries[index].events &= ~events.rawValue
        }
        actions.entries.removeAll { $0.events == 0 }
    }

}

extension UIButton {
    /// A button that runs `primaryAction` when tapped and shows its title and image, as
    /// `UIButton(type:primaryAction:)`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }
}
