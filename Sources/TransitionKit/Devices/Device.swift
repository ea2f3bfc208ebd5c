import Foundation

/// A display to lay screens out on: its size in points, pixels per point, the insets its status
/// bar, sensor housing and home indicator take, and the radius of its rounded corners.
///
///     let screen = DeviceScreen(device: .iPhone15)
///     screen.bounds.size            // 393×852
///     screen.safeAreaInsets.top     // 59
public struct Device: Hashable, Sendable {
    /// Phone or tablet, as `UIUserInterfaceIdiom`.
    public enum Idiom: String, Hashable, Sendable { case phone, pad }

    /// The marketing name, e.g. "iPhone 15 Pro Max".
    public let name: String
    /// A short name without spaces for golden folders, e.g. "iPhone15ProMax".
    public let identifier: String
    public let idiom: Idiom
    /// The screen in points, in this orientation, as `UIScreen.bounds.size`.
    public let screenSize: Size
    /// Pixels per point, as `UIScreen.scale`.
    public let scale: Double
    /// The insets of a full-screen view in portrait (or this orientation), as `UIView.safeAreaInsets`.
    public let safeAreaInsets: EdgeInsets
    /// The status bar's height; on phones with a sensor housing it is less than the top inset.
    public let statusBarHeight: Double
    /// The radius of the display's rounded corners in points; 0 for square corners.
    public let displayCornerRadius: Double
    /// Whether a home indicator stands in for a home button.
    public let hasHomeIndicator: Bool

    public init(name: String, identifier: String, idiom: Idiom, screenSize: Size, scale: Double,
                safeAreaInsets: EdgeInsets, statusBarHeight: Double, displayCornerRadius: Double, hasHomeIndicator: Bool) {
        self.name = name
        self.identifier = identifier
        self.idiom = idiom
        self.screenSize = screenSize
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.statusBarHeight = statusBarHeight
        self.displayCornerRadius = displayCornerRadius
        self.hasHomeIndicator = hasHomeIndicator
    }

    /// The traits a screen of this device starts with.
    public var traits: TraitCollection { TraitCollection(displayScale: scale) }
}
