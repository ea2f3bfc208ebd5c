import Foundation

/// How a presented controller covers its presenter, as `UIModalPresentationStyle`.
public enum ModalPresentationStyle: Sendable {
    /// The presented view covers the screen; the presenter's view is removed once it is presented.
    case fullScreen
    /// The animator decides; the presenter's view stays on screen underneath.
    case custom
}
