import Foundation
import QuartzCore

/// A view that responds to touches with actions, as `UIControl`: its enabled, selected and
/// highlighted states, and the tracking calls subclasses override. There are no touches here;
/// a scenario plays a tap (the UIKit module's `playTap()`), which highlights the control,
/// tracks the touch and sends the control's actions, as a finger would.
open class UIControl: UIView {
    /// The target–action pairs added with `addTarget(_:action:for:)` (UIControl+TargetAction.swift).
    var targetActions = TargetActions()
    /// The closures added with `addAction(_:for:)` (UIAction.swift).
    let controlActions = ControlActions()
    /// The states a control is in, as `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The events a control sends actions for, as `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEditingEvents = Event(rawValue: 0xF_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// How content sits across the control, as `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    /// How content sits down the control, as `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    open var contentVerticalAlignment = ContentVerticalAlignment.center
    /// Whether a tap shows the control's menu instead of sending its primary action; kept, as
    /// there are no menus on screen here.
    open var showsMenuAsPrimaryAction = false
    open var isContextMenuInteractionEnabled = false
    /// Whether a played touch is being tracked.
    open package(set) var isTracking = false
    open package(set) var isTouchInside = false

    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    // Target–action, declared here so subclasses override them as on iOS.

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targetActions.add(target, action, for: controlEvents.rawValue)
    }

    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        targetActions.remove(target, action, for: controlEvents.rawValue)
    }

    /// The action names registered for `controlEvent`, as `actions(forTarget:forControlEvent:)`
    /// with any target.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let names = targetActions.actions(for: controlEvent.rawValue).map(\.name)
        return names.isEmpty ? nil : names
    }

    /// Calls the actions registered for any of `controlEvents`, each through
    /// `sendAction(_:to:for:)` as UIKit does, then the `UIAction`s.
    open func sendActions(for controlEvents: Event) {
        for (target, action) in targetActions.targetedActions(for: controlEvents.rawValue) { sendAction(action, to: target, for: nil) }
        sendUIActions(for: controlEvents)
    }

    /// Calls `action` on `target`, as `UIControl.sendAction(_:to:for:)`.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        action.perform(on: target, with: self)
    }

    // The tracking of one touch, as UIKit calls them while a finger is down.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}
}
