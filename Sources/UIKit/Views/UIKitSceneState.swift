import Foundation
import QuartzCore

/// What UIKit keeps per scene (a scene is one virtual clock): its key window, the old animation
/// blocks not yet committed, and whether view animations are on.
final class UIKitSceneState {
    /// The scene's key window (`UIWindow.makeKeyAndVisible()`), for `UIApplication.shared.keyWindow`.
    weak var keyWindow: UIWindow?
    /// `UIView.beginAnimations` blocks not yet committed, outermost first.
    var openAnimationBlocks: [ViewAnimationBlock] = []
    /// `UIView.setAnimationsEnabled(_:)` for this scene.
    var areViewAnimationsEnabled = true
}

extension VirtualClock {
    /// UIKit's state for this clock's scene.
    var uiKit: UIKitSceneState { attachment(UIKitSceneState.init) }
}
