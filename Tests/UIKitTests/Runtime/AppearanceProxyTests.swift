import QuartzCore
import Testing
import UIKit

/// Appearance proxies as apps set them in `application(_:didFinishLaunchingWithOptions:)`.
/// Apple, UIAppearance: "iOS applies appearance changes when a view enters a window, it doesn't
/// change the appearance of a view that's already in a window"; a contained-in proxy applies
/// inside the given containers only, and a value set on the instance itself wins.
@Suite struct AppearanceProxyTests {
    final class Inbox: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        }
    }

    @Test func aNavigationBarTakesTheProxysSettingsWhenItEntersAWindow() {
        VirtualClock().run {
            let bar = UINavigationBar.appearance()
            bar.tintColor = .white
            bar.barTintColor = .systemIndigo
            bar.titleTextAttributes = [.foregroundColor: UIColor.white]
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemIndigo
            bar.standardAppearance = appearance

            let navigation = UINavigationController(rootViewController: Inbox())
            #expect(navigation.navigationBar.barTintColor == nil, "not before the bar enters a window")
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = navigation
            window.makeKeyAndVisible()

            #expect(navigation.navigationBar.tintColor == .white)
            #expect(navigation.navigationBar.barTintColor == .systemIndigo)
            #expect(navigation.navigationBar.titleTextAttributes?[.foregroundColor] as? UIColor == .white)
            #expect(navigation.navigationBar.standardAppearance === appearance)
            #expect(UINavigationBar.appearance() === bar, "one proxy per class")
        }
    }

    @Test func anInstancesOwnSettingWinsOverTheProxy() {
        VirtualClock().run {
            UISwitch.appearance().onTintColor = .systemOrange
            let own = UISwitch(), plain = UISwitch()
            own.onTintColor = .systemGreen
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.addSubview(own)
            window.addSubview(plain)
            #expect(own.onTintColor == .systemGreen)
            #expect(plain.onTintColor == .systemOrange)
        }
    }

    @Test func aContainedInProxyStylesOnlyViewsInsideItsContainers() {
        VirtualClock().run {
            UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = .systemTeal
            UILabel.appearance().font = .systemFont(ofSize: 20)
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let inside = UILabel(), outside = UILabel()
            cell.contentView.addSubview(inside)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.addSubview(cell)
            window.addSubview(outside)
            #expect(inside.textColor == .systemTeal)
            #expect(outside.textColor == .label)
            #expect(inside.font == .systemFont(ofSize: 20) && outside.font == .systemFont(ofSize: 20))
        }
    }

    @Test func aViewAlreadyInAWindowKeepsItsLookUntilItEntersOneAgain() {
        VirtualClock().run {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let control = UISegmentedControl(items: ["Day", "Week"])
            window.addSubview(control)
            UISegmentedControl.appearance().selectedSegmentTintColor = .systemPink
            UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
            #expect(control.selectedSegmentTintColor == nil)
            let later = UISegmentedControl(items: ["Day", "Week"])
            window.addSubview(later)
            #expect(later.selectedSegmentTintColor == .systemPink)
            #expect(later.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)
            #expect(later.titleTextAttributes(for: .normal) == nil)
        }
    }

    @Test func barButtonItemsTakeTheirProxyWhenTheBarShowsThem() {
        VirtualClock().run {
            UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .systemRed
            let inbox = Inbox()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = UINavigationController(rootViewController: inbox)
            window.makeKeyAndVisible()
            #expect(inbox.navigationItem.rightBarButtonItem?.tintColor == .systemRed)
            let loose = UIBarButtonItem(title: "Loose", style: .plain, target: nil, action: nil)
            #expect(loose.tintColor == nil)
        }
    }

    /// Proxies belong to the scene that made them: a screen that styles its bars changes no other.
    @Test func oneScenesProxiesLeaveAnotherScenesViewsAlone() {
        VirtualClock().run { UIProgressView.appearance().progressTintColor = .systemPurple }
        VirtualClock().run {
            let progress = UIProgressView()
            UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)).addSubview(progress)
            #expect(progress.progressTintColor == nil)
        }
    }
}
