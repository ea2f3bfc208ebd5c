import Foundation
import UIKit

/// Every combination of devices, styles, text sizes and directions, declared at once, as
/// Playwright's projects or Paparazzi's device configs.
///
///     let variants = Variants(devices: [.iPhoneSE3, .iPhone15ProMax], styles: [.light, .dark],
///                             sizes: [.large, .accessibilityExtraExtraExtraLarge], directions: [.leftToRight, .rightToLeft])
///     variants.all.count   // 16
public struct Variants: Hashable, Sendable {
    public var devices: [Device]
    public var styles: [UIUserInterfaceStyle]
    public var sizes: [UIContentSizeCategory]
    public var directions: [UIUserInterfaceLayoutDirection]

    public init(devices: [Device], styles: [UIUserInterfaceStyle] = [.light], sizes: [UIContentSizeCategory] = [.large],
                directions: [UIUserInterfaceLayoutDirection] = [.leftToRight]) {
        (self.devices, self.styles, self.sizes, self.directions) = (devices, styles, sizes, directions)
    }

    /// Devices outermost, then styles, sizes and directions, so neighbours in a report differ in one trait.
    public var all: [Variant] {
        devices.flatMap { device in
            styles.flatMap { style in
                sizes.flatMap { size in
                    directions.map { direction in
                        Variant(device: device, userInterfaceStyle: style, preferredContentSizeCategory: size,
                                layoutDirection: direction)
                    }
                }
            }
        }
    }

    /// Variants that share a device, each differing from the default light, Large, left-to-right
    /// screen in one trait: the set the catalog runs its transitions in.
    public static func oneTraitAtATime(on device: Device, size: UIContentSizeCategory = .accessibilityMedium) -> [Variant] {
        [Variant(device: device, userInterfaceStyle: .dark),
         Variant(device: device, preferredContentSizeCategory: size),
         Variant(device: device, layoutDirection: .rightToLeft)]
    }
}
