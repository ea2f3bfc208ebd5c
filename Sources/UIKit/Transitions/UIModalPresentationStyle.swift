import Foundation
import QuartzCore

/// How a presented controller covers its presenter, as `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The presented view covers the screen; the presenter's view is removed once it is presented.
    case fullScreen = 0
    /// A card that leaves the top of the presenter in sight, as iOS 13's sheet.
    case pageSheet = 1
    /// A centred card; on a phone-sized screen UIKit shows it as a page sheet.
    case formSheet = 2
    /// Covers the presenting controller's area; here the screen, and the presenter's view goes.
    case currentContext = 3
    /// The animator decides; the presenter's view stays on screen underneath.
    case custom = 4
    /// Covers the screen with the presenter's view left underneath, for see-through overlays.
    case overFullScreen = 5
    /// As `overFullScreen`, over the presenting controller's area.
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    /// UIKit's default since iOS 13: a page sheet.
    case automatic = -2

    /// Whether the presenter's view leaves the screen once the presentation ends; every other
    /// style leaves it underneath, and the animator's `view(forKey: .from)` is then nil.
    public var removesPresentersView: Bool { self == .fullScreen || self == .currentContext }

    /// Whether the presented view is a card below the status bar rather than the whole screen.
    public var isSheet: Bool { self == .pageSheet || self == .formSheet || self == .automatic }
}
