import Foundation
import UIKit

/// Devices with the point sizes and scales of Apple's Human Interface Guidelines (Layout ›
/// Specifications › iOS, iPadOS device screen sizes), the safe-area insets UIKit reports for a
/// full-screen view in portrait on iOS 17, and the display corner radii `UIScreen` reports.
extension Device {
    /// 4.7-inch LCD with a home button: the 375×667 point screen the older iPhones share.
    public static let iPhoneSE3 = Device(
        name: "iPhone SE (3rd generation)", identifier: "iPhoneSE3", idiom: .phone,
        screenSize: CGSize(width: 375, height: 667), scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 20), statusBarHeight: 20, displayCornerRadius: 0, hasHomeIndicator: false)

    public static let iPhone13mini = Device(
        name: "iPhone 13 mini", identifier: "iPhone13mini", idiom: .phone,
        screenSize: CGSize(width: 375, height: 812), scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 50, bottom: 34), statusBarHeight: 50, displayCornerRadius: 44,
        hasHomeIndicator: true)

    /// With the Dynamic Island, whose housing pushes the top inset below the 54 point status bar.
    public static let iPhone15 = Device(
        name: "iPhone 15", identifier: "iPhone15", idiom: .phone,
        screenSize: CGSize(width: 393, height: 852), scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 59, bottom: 34), statusBarHeight: 54, displayCornerRadius: 55,
        hasHomeIndicator: true)

    public static let iPhone15ProMax = Device(
        name: "iPhone 15 Pro Max", identifier: "iPhone15ProMax", idiom: .phone,
        screenSize: CGSize(width: 430, height: 932), scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 59, bottom: 34), statusBarHeight: 54, displayCornerRadius: 55,
        hasHomeIndicator: true)

    public static let iPad10 = Device(
        name: "iPad (10th generation)", identifier: "iPad10", idiom: .pad,
        screenSize: CGSize(width: 820, height: 1180), scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 24, bottom: 20), statusBarHeight: 24, displayCornerRadius: 18,
        hasHomeIndicator: true)

    /// The iPad turned on its side: the same insets, as the status bar and home indicator turn with it.
    public static let iPad10Landscape = Device(
        name: "iPad (10th generation) landscape", identifier: "iPad10Landscape", idiom: .pad,
        screenSize: CGSize(width: 1180, height: 820), scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 24, bottom: 20), statusBarHeight: 24, displayCornerRadius: 18,
        hasHomeIndicator: true)

    /// Every preset, phones first.
    public static let all: [Device] = [.iPhoneSE3, .iPhone13mini, .iPhone15, .iPhone15ProMax, .iPad10, .iPad10Landscape]
}
