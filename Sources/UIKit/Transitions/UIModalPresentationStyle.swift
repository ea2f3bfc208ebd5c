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
    /// Covers the area of the controller that defines the presentation context (the nearest one
    /// with `definesPresentationContext`, else the root), whose view goes once it is covered.
    case currentContext = 3
    /// The animator decides; the presenter's view stays on screen underneath.
    case custom = 4
    /// Covers the screen with the presenter's view left underneath, for see-through overlays.
    case overFullScreen = 5
    /// As `currentContext`, with the covered view left underneath.
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    /// UIKit's default since iOS 13, `modalPresentationStyle`'s: through iOS 17 UIKit shows an
    /// ordinary controller as a page sheet.
    case automatic = -2

    /// The style UIKit presents with: `.automatic` as the page sheet it maps an ordinary
    /// controller to, or full screen under the flip and the curl, which turn the whole screen
    /// (UIKit allows the curl only full screen).
    func resolved(for transitionStyle: UIModalTransitionStyle) -> UIModalPresentationStyle {
        guard self == .automatic else { return self }
        return transitionStyle == .flipHorizontal || transitionStyle == .partialCurl ? .fullScreen : .pageSheet
    }

    /// Whether the presentation covers the presentation context's area rather than the screen.
    var coversCurrentContext: Bool { self == .currentContext || self == .overCurrentContext }

    /// Whether the presenter's view leaves the screen once the presentation ends; every other
    /// style leaves it underneath, and the animator's `view(forKey: .from)` is then nil.
    package var removesPresentersView: Bool { self == .fullScreen || self == .currentContext }

    /// Whether the presented view is a card below the status bar rather than the whole screen.
    package var isSheet: Bool { self == .pageSheet || self == .formSheet || self == .automatic }
}
