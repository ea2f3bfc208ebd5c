import Synchronization
import Foundation
import Testing
@testable import UIKit

/// Traits flow from a view to its subviews, overrides win below where they are set, and
/// `traitCollectionDidChange` reports each change once.
@Suite struct UITraitCollectionTests {
    final class Recorder: UIView {
        var changes: [UITraitCollection?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            changes.append(previousTraitCollection)
        }
    }

    final class RecordingController: UIViewController {
        var styles: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            styles.append(traitCollection.userInterfaceStyle)
        }
    }

    @Test func laterCollectionsWinWhereTheySpecifyATrait() {
        let merged = UITraitCollection(traitsFrom: [
            .standard, UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(layoutDirection: .rightToLeft),
        ])
        #expect(merged == UITraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .large,
                                          layoutDirection: .rightToLeft, displayScale: 1, horizontalSizeClass: .compact,
                                          verticalSizeClass: .regular, userInterfaceLevel: .base))
    }

    @Test func subviewsInheritAndOverridesWinBelowThem() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let panel = UIView(), badge = UIView()
        window.addSubview(panel)
        panel.addSubview(badge)
        window.traitOverrides = UITraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityLarge)
        panel.overrideUserInterfaceStyle = .light
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        #expect(badge.traitCollection.userInterfaceStyle == .light)
        #expect(badge.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        badge.removeFromSuperview()
        #expect(badge.traitCollection == .standard)
    }

    @Test func traitCollectionDidChangeReportsEachChangeOnce() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = Recorder()
        window.addSubview(view)
        #expect(view.changes == [nil], "the first traits are reported with no previous collection")
        window.overrideUserInterfaceStyle = .dark
        window.overrideUserInterfaceStyle = .dark
        #expect(view.changes == [nil, .standard])
        view.overrideUserInterfaceStyle = .dark
        #expect(view.changes.count == 2, "an override equal to the inherited style changes nothing")
    }

    /// A tree put together away from any window, moved between views of the same traits and
    /// then shown, hears each change of its traits once and ends with the window's, as the
    /// update pass passes over views that already keep the traits they would get.
    @Test func aTreeBuiltAwayFromAWindowTakesTheWindowsTraitsWhenItJoins() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.overrideUserInterfaceStyle = .dark
        let holder = UIView(), card = UIView(), row = UIView(), badge = Recorder()
        row.addSubview(badge)
        card.addSubview(row)
        holder.addSubview(card)
        #expect(badge.changes == [nil])
        window.addSubview(holder)
        #expect(badge.traitCollection.userInterfaceStyle == .dark)
        #expect(badge.changes == [nil, .standard])
        row.overrideUserInterfaceStyle = .light
        #expect(badge.traitCollection.userInterfaceStyle == .light)
        #expect(badge.changes.count == 3)
        let panel = UIView()
        panel.overrideUserInterfaceStyle = .light
        window.addSubview(panel)
        panel.addSubview(badge)
        #expect(badge.traitCollection.userInterfaceStyle == .light)
        #expect(badge.changes.count == 3, "moved between views of the same traits, nothing changed")
        panel.overrideUserInterfaceStyle = .unspecified
        #expect(badge.traitCollection.userInterfaceStyle == .dark)
        #expect(badge.changes.count == 4)
    }

    @Test func aControllerHearsOfItsViewsTraitChanges() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = RecordingController()
        window.rootViewController = controller
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.styles == [.light, .dark])
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func rightToLeftAlignsNaturalTextAndLeadingFramesToTheRight() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 20))
        let centred = UILabel(frame: CGRect(x: 0, y: 20, width: 300, height: 20))
        centred.textAlignment = .center
        screen.addSubview(label)
        screen.addSubview(centred)
        #expect(screen.leadingRect(leading: 16, y: 0, width: 40, height: 40) == CGRect(x: 16, y: 0, width: 40, height: 40))
        screen.traitOverrides.layoutDirection = .rightToLeft
        #expect(screen.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(label.textAlignment == .natural && label.textLayer.alignmentMode == .right)
        #expect(centred.textLayer.alignmentMode == .center)
        #expect(screen.leadingRect(leading: 16, y: 0, width: 40, height: 40) == CGRect(x: 244, y: 0, width: 40, height: 40))
    }

    /// `UITraitCollection.current` belongs to the thread, as UIKit keeps it per thread: what
    /// `performAsCurrent(_:)` makes current is restored after it, and another thread never sees it.
    @Test func currentTraitsArePerThreadAndRestored() {
        let dark = UITraitCollection(userInterfaceStyle: .dark), light = UITraitCollection(userInterfaceStyle: .light)
        let before = UITraitCollection.current
        dark.performAsCurrent {
            #expect(UITraitCollection.current == dark)
            let seen = Mutex<[UITraitCollection]>([])
            let done = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                seen.withLock { $0.append(UITraitCollection.current) }
                UITraitCollection.current = light
                seen.withLock { $0.append(UITraitCollection.current) }
                done.signal()
            }
            done.wait()
            let other = seen.withLock { $0 }
            #expect(other.count == 2 && other[0] != dark && other[1] == light, "another thread has its own current traits")
            #expect(UITraitCollection.current == dark, "another thread's assignment stays on it")
        }
        #expect(UITraitCollection.current == before, "performAsCurrent restores what was current")
    }
}
