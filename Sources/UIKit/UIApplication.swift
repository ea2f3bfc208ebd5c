import Foundation
import TransitionKit

/// The app, as `UIApplication`: here the key window of the scene being run.
public final class UIApplication: Sendable {
    public static let shared = UIApplication()

    /// The window made key by `makeKeyAndVisible()` on the current clock.
    public var keyWindow: UIWindow? { Window.key }
    public var windows: [UIWindow] { Window.key.map { [$0] } ?? [] }
    public var isIgnoringInteractionEvents: Bool { false }
    /// The key window's direction: right to left when its traits say so.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        Window.key?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }
    /// There are no touches to hold back.
    public func beginIgnoringInteractionEvents() {}
    public func endIgnoringInteractionEvents() {}
    /// Calls `action`'s method on `target`; with no target there is no responder chain to ask.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: Any?) -> Bool {
        guard let target else { return false }
        action.perform(on: target, with: sender)
        return true
    }
}

