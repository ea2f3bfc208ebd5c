import Foundation
import UIKit

/// One device in one environment: the screen a scenario or still snapshot is drawn on, named
/// for its golden folder (`iPhone15-dark`, `iPhoneSE3-light-ax1-rtl`).
public struct Variant: Hashable, Sendable {
    public var device: Device
    public var userInterfaceStyle: UIUserInterfaceStyle
    public var preferredContentSizeCategory: UIContentSizeCategory
    public var layoutDirection: UIUserInterfaceLayoutDirection

    public init(device: Device, userInterfaceStyle: UIUserInterfaceStyle = .light,
                preferredContentSizeCategory: UIContentSizeCategory = .large,
                layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight) {
        self.device = device
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
    }

    /// The device, the style, then the text size unless it is the default Large, then `rtl`
    /// when right to left: stable, readable and safe as a folder name.
    public var name: String {
        var parts = [device.identifier, userInterfaceStyle == .dark ? "dark" : "light"]
        if preferredContentSizeCategory != .large { parts.append(preferredContentSizeCategory.shortName) }
        if layoutDirection == .rightToLeft { parts.append("rtl") }
        return parts.joined(separator: "-")
    }

    /// The traits the screen starts with.
    public var traits: UITraitCollection {
        UITraitCollection(userInterfaceStyle: userInterfaceStyle, preferredContentSizeCategory: preferredContentSizeCategory,
                        layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                        displayScale: device.scale)
    }
}
