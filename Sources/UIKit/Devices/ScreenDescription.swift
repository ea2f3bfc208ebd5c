import Foundation
import QuartzCore

/// A display to lay screens out on: its size in points, pixels per point, the insets its status
/// bar, sensor housing and home indicator take, and the radius of its rounded corners. The
/// harness's devices (`Device` in Scenarios) each describe one.
package struct ScreenDescription: Hashable, Sendable {
    package let idiom: UIUserInterfaceIdiom
    /// The screen in points, in this orientation, as `UIScreen.bounds.size`.
    package let screenSize: CGSize
    /// Pixels per point, as `UIScreen.scale`.
    package let scale: CGFloat
    /// The insets of a full-screen view in this orientation, as `UIView.safeAreaInsets`.
    package let safeAreaInsets: UIEdgeInsets
    /// The status bar's height; on phones with a sensor housing it is less than the top inset.
    package let statusBarHeight: CGFloat
    /// The radius of the display's rounded corners in points; 0 for square corners.
    package let displayCornerRadius: CGFloat
    /// Whether a home indicator stands in for a home button.
    package let hasHomeIndicator: Bool

    package init(idiom: UIUserInterfaceIdiom, screenSize: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets,
                 statusBarHeight: CGFloat, displayCornerRadius: CGFloat, hasHomeIndicator: Bool) {
        (self.idiom, self.screenSize, self.scale, self.safeAreaInsets) = (idiom, screenSize, scale, safeAreaInsets)
        (self.statusBarHeight, self.displayCornerRadius, self.hasHomeIndicator) = (statusBarHeight, displayCornerRadius, hasHomeIndicator)
    }

    /// The traits a screen of this kind starts with.
    package var traits: UITraitCollection {
        UITraitCollection(displayScale: scale, horizontalSizeClass: sizeClasses.horizontal, verticalSizeClass: sizeClasses.vertical,
                          userInterfaceLevel: .base)
    }
}

extension ScreenDescription {
    /// The size classes of a full-screen window on this screen, as UIKit gives them: an iPad is
    /// regular both ways; a phone is compact across unless it is a large one on its side, and
    /// compact down on its side.
    var sizeClasses: (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        guard idiom == .phone else { return (.regular, .regular) }
        let isLandscape = screenSize.width > screenSize.height
        return (isLandscape && screenSize.width >= 896 ? .regular : .compact, isLandscape ? .compact : .regular)
    }
}
