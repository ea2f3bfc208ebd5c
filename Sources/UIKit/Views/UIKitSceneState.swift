import Foundation
import QuartzCore

/// What UIKit keeps per scene (a scene is one virtual clock): its key window, the old animation
/// blocks not yet committed, whether view animations are on, and its appearance proxies.
final class UIKitSceneState {
    /// The scene's key window (`UIWindow.makeKeyAndVisible()`), for `UIApplication.shared.keyWindow`.
    weak var keyWindow: UIWindow?
    /// `UIView.beginAnimations` blocks not yet committed, outermost first.
    var openAnimationBlocks: [ViewAnimationBlock] = []
    /// `UIView.setAnimationsEnabled(_:)` for this scene.
    var areViewAnimationsEnabled = true
    /// The appearance proxies made in this scene (UIAppearance.swift).
    let appearance = AppearanceRegistry()
}

extension VirtualClock {
    /// UIKit's state for this clock's scene.
    var uiKit: UIKitSceneState { attachment(UIKitSceneState.init) }
}
