import Foundation
import Scenarios
import Testing
@testable import UIKit

/// Device metrics against Apple's published screen sizes and scales and UIKit's safe areas, and
/// the screen's status bar and home indicator.
@Suite struct DeviceTests {
    @Test(arguments: [
        (Device.iPhoneSE3, 375.0, 667.0, 2.0, 20.0, 0.0),
        (Device.iPhone13mini, 375, 812, 3, 50, 34),
        (Device.iPhone15, 393, 852, 3, 59, 34),
        (Device.iPhone15ProMax, 430, 932, 3, 59, 34),
        (Device.iPad10, 820, 1180, 2, 24, 20),
        (Device.iPad10Landscape, 1180, 820, 2, 24, 20),
    ])
    func publishedMetrics(device: Device, width: Double, height: Double, scale: Double, top: Double, bottom: Double) {
        #expect(device.screenSize == CGSize(width: width, height: height))
        #expect(Double(device.scale) == scale)
        #expect(device.safeAreaInsets == UIEdgeInsets(top: top, bottom: bottom))
    }

    @Test func cornerRadiiAndHomeIndicators() {
        #expect(Device.iPhoneSE3.displayCornerRadius == 0 && !Device.iPhoneSE3.hasHomeIndicator)
        #expect(Device.iPhone13mini.displayCornerRadius == 44)
        #expect(Device.iPhone15.displayCornerRadius == 55 && Device.iPhone15ProMax.displayCornerRadius == 55)
        #expect(Device.iPad10.displayCornerRadius == 18 && Device.iPad10.hasHomeIndicator)
        #expect(Set(Device.all.map(\.identifier)).count == Device.all.count)
    }

    @Test func viewsReportTheInsetsTheyOverlap() {
        let screen = ScreenView(screen: Device.iPhone15.screen)
        let window = UIWindow(frame: screen.bounds)
        let middle = UIView(frame: CGRect(x: 0, y: 300, width: 393, height: 100))
        let footer = UIView(frame: CGRect(x: 0, y: 800, width: 393, height: 52))
        screen.addSubview(window)
        window.addSubview(middle)
        window.addSubview(footer)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, bottom: 34))
        #expect(window.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        #expect(middle.safeAreaInsets == .zero)
        #expect(footer.safeAreaInsets == UIEdgeInsets(bottom: 34))
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).safeAreaInsets == .zero, "outside a screen there is no safe area")
    }

    @Test func theScreenCarriesItsScaleAndTraits() {
        let screen = ScreenView(screen: Device.iPhoneSE3.screen, traits: UITraitCollection(userInterfaceStyle: .dark))
        #expect(screen.traitCollection.displayScale == 2)
        #expect(screen.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func theStatusBarAndHomeIndicatorStayAboveEveryView() throws {
        let screen = ScreenView(screen: Device.iPhone15.screen, traits: UITraitCollection(userInterfaceStyle: .dark))
        screen.addSubview(UIWindow(frame: screen.bounds))
        screen.addSubview(UIView(frame: screen.bounds))
        let chrome = try #require(screen.layer.sublayers?.last)
        #expect(chrome.name == "deviceChrome")
        let parts = chrome.sublayerList.map { $0.name ?? "" }
        #expect(parts == ["statusBar", "homeIndicator"])
        let statusBar = chrome.sublayerList[0]
        #expect(statusBar.frame == CGRect(x: 0, y: 0, width: 393, height: 54), "inside the 59-point top inset")
        let homeIndicator = chrome.sublayerList[1]
        #expect(homeIndicator.frame.maxY == 852 - 8 && homeIndicator.frame.midX == 393 / 2)
        #expect(homeIndicator.backgroundColor == .white, "light on a dark screen")
    }

    @Test func aHomeButtonPhoneHasNoHomeIndicator() throws {
        let screen = ScreenView(screen: Device.iPhoneSE3.screen)
        let chrome = try #require(screen.layer.sublayers?.last)
        #expect(chrome.sublayerList.map { $0.name ?? "" } == ["statusBar"])
    }
}
