import Foundation
import UIKit

/// A device a scenario runs on: its marketing name, a short identifier for golden folders, and
/// its screen (size in points, scale, safe-area insets, status bar, corner radius).
///
///     let variants = Variants(devices: [.iPhoneSE3, .iPhone15ProMax], styles: [.light, .dark])
///     Device.iPhone15.screenSize   // 393×852
public struct Device: Hashable, Sendable {
    /// The marketing name, e.g. "iPhone 15 Pro Max".
    public let name: String
    /// A short name without spaces for golden folders, e.g. "iPhone15ProMax".
    public let identifier: String
    public let idiom: UIUserInterfaceIdiom
    /// The screen in points, in this orientation, as `UIScreen.bounds.size`.
    public let screenSize: CGSize
    /// Pixels per point, as `UIScreen.scale`.
    public let scale: CGFloat
    /// The insets of a full-screen view in portrait (or this orientation), as `UIView.safeAreaInsets`.
    public let safeAreaInsets: UIEdgeInsets
    /// The status bar's height; on phones with a sensor housing it is less than the top inset.
    public let statusBarHeight: CGFloat
    /// The radius of the display's rounded corners in points; 0 for square corners.
    public let displayCornerRadius: CGFloat
    /// Whether a home indicator stands in for a home button.
    public let hasHomeIndicator: Bool

    public init(name: String, identifier: String, idiom: UIUserInterfaceIdiom, screenSize: CGSize, scale: CGFloat,
                safeAreaInsets: UIEdgeInsets, statusBarHeight: CGFloat, displayCornerRadius: CGFloat, hasHomeIndicator: Bool) {
        (self.name, self.identifier, self.idiom, self.screenSize, self.scale) = (name, identifier, idiom, screenSize, scale)
        (self.safeAreaInsets, self.statusBarHeight) = (safeAreaInsets, statusBarHeight)
        (self.displayCornerRadius, self.hasHomeIndicator) = (displayCornerRadius, hasHomeIndicator)
    }

    /// The screen UIKit lays views out on.
    package var screen: ScreenDescription {
        ScreenDescription(idiom: idiom, screenSize: screenSize, scale: scale, safeAreaInsets: safeAreaInsets,
                          statusBarHeight: statusBarHeight, displayCornerRadius: displayCornerRadius,
                          hasHomeIndicator: hasHomeIndicator)
    }

    /// The traits a screen of this device starts with.
    public var traits: UITraitCollection { screen.traits }
}
