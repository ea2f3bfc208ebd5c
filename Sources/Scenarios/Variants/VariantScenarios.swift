import Foundation
import UIKit

/// The catalog's scenarios in other environments: UIKit's default push, pop, present and dismiss
/// and two article animators each in dark mode, at an accessibility text size and right to
/// left, and still snapshots of the articles' screens light and dark.
package enum VariantScenarios {
    /// Half way through, and settled: enough to show the mirrored or darkened motion and the
    /// screen it ends on, while keeping the goldens few. `halfWay` is when the motion is half
    /// done: half the duration on an even curve, sooner on UIKit's curve 7.
    static func sampleTimes(of scenario: Scenario, halfWay: Double? = nil) -> [Double] {
        [halfWay ?? scenario.duration / 2, scenario.duration + Scenario.settleDelay]
    }

    static let transitions: [Scenario] =
        [DefaultTransitionScenarios.push, DefaultTransitionScenarios.pop, DefaultTransitionScenarios.present,
         DefaultTransitionScenarios.dismiss].flatMap { transition in
            transition.scenario.variants(Variants.oneTraitAtATime(on: .iPhoneSE3),
                                         sampleTimes: sampleTimes(of: transition.scenario, halfWay: DefaultTransitionScenarios.halfWay))
        }
        + [DoorScenarios.push, CircleRevealScenarios.present].flatMap { transition in
            transition.scenario.variants(Variants.oneTraitAtATime(on: .iPhoneSE3), sampleTimes: sampleTimes(of: transition.scenario))
        }

    /// Light and dark on the iPhone 15, at its 3x scale.
    static let stillVariants = Variants(devices: [.iPhone15], styles: [.light, .dark]).all

    static let stills: [Scenario] =
        Scenario.still(id: "screen-list", source: "beyond", summary: "the list screen the default push starts from",
                       variants: stillVariants) { stage in
            stage.showWindow(rootViewController: DefaultTransitionScenarios.settings(size: stage.size))
        }
        + Scenario.still(id: "screen-card", source: "beyond", summary: "the card screen pushes and presentations end on",
                         variants: stillVariants) { stage in
            stage.showWindow(rootViewController: DefaultTransitionScenarios.wifi(size: stage.size))
        }
        + Scenario.still(id: "screen-photo-grid", source: "000 §3", summary: "the three-ways article's photo grid",
                         variants: stillVariants) { stage in
            stage.showWindow(rootViewController: PhotoCollectionViewController(size: stage.size))
        }
        + Scenario.still(id: "screen-photo-detail", source: "000 §3", summary: "the photo a grid cell opens into",
                         variants: stillVariants) { stage in
            stage.showWindow(rootViewController: PhotoCollectionViewController.detail(item: CollectionZoomScenarios.item, size: stage.size))
        }
        + Scenario.still(id: "screen-pop-messages", source: "001", summary: "the POP article's presenting screen",
                         variants: stillVariants) { stage in
            stage.showWindow(rootViewController: PopDemoViewController(size: stage.size))
        }
        + Scenario.still(id: "screen-circles", source: "003", summary: "the circle-button article's first screen, its + button floating",
                         variants: stillVariants) { stage in
            stage.showNavigationStack([CustomTransitionViewController(size: stage.size)])
        }
        + Scenario.still(id: "screen-door-chapter", source: "004", summary: "the door article's pushed chapter, with the back button",
                         variants: stillVariants) { stage in
            stage.showNavigationStack([DoorViewController(size: stage.size), DoorViewController.chapter(size: stage.size)])
        }

    /// The sign-in screen where its safe area differs most (the iPhone SE's 20-point status bar,
    /// the iPhone 15 Pro Max's 59-point Dynamic Island) and at the largest text size, where its
    /// note wraps most.
    static let loginVariants = [Device.iPhoneSE3, .iPhone15ProMax].flatMap { device in
        [Variant(device: device), Variant(device: device, preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)]
    } + [Variant(device: .iPhone15ProMax, userInterfaceStyle: .dark)]

    static let login: [Scenario] =
        Scenario.still(id: "screen-login", source: "beyond", summary: "a sign-in screen laid out by Auto Layout from the safe area",
                       variants: loginVariants) { stage in
            stage.showNavigationStack([LoginViewController()])
        }

    /// Chinese, Japanese, Korean and emoji, each in the language a device set to it typesets.
    static let scripts: [Scenario] =
        Scenario.still(id: "screen-settings-zh-Hans", source: "beyond", summary: "a Settings screen in Simplified Chinese, its footer wrapped with kinsoku",
                       variants: stillVariants) { stage in
            stage.setTypesettingLanguage("zh-Hans")
            stage.showNavigationStack([ChineseSettingsViewController()])
        }
        + Scenario.still(id: "screen-login-ja", source: "beyond", summary: "the sign-in form in Japanese, in the Japanese forms of its kanji",
                         variants: [Variant(device: .iPhoneSE3)]) { stage in
            stage.setTypesettingLanguage("ja")
            stage.showNavigationStack([LoginViewController(copy: .japanese)])
        }
        + Scenario.still(id: "screen-login-ko", source: "beyond", summary: "the sign-in form in Korean, its note wrapped between words",
                         variants: [Variant(device: .iPhoneSE3)]) { stage in
            stage.setTypesettingLanguage("ko")
            stage.showNavigationStack([LoginViewController(copy: .korean)])
        }
        + Scenario.still(id: "screen-emoji-labels", source: "beyond", summary: "colour emoji in labels beside Latin and Japanese text, emoji sequences drawn as one picture each, and one missing-glyph box",
                         variants: stillVariants) { stage in
            stage.setTypesettingLanguage("ja")
            stage.showNavigationStack([EmojiLabelsViewController()])
        }

    /// The system materials over busy colour: bars, a vibrant card and an alert (half way in, and
    /// settled) blurring the tiles of a photo library.
    static let materials: [Scenario] =
        Scenario.still(id: "screen-materials-bars", source: "beyond", summary: "a photo grid scrolled under a navigation bar and a toolbar, both blurring it",
                       variants: stillVariants) { stage in
            stage.showWindow(rootViewController: PhotoTilesViewController.inNavigation(size: stage.size))
        }
        + Scenario.still(id: "screen-materials-vibrancy", source: "beyond", summary: "a material card over the photo grid, its labels, rule and fill vibrant",
                         variants: stillVariants) { stage in
            stage.showWindow(rootViewController: VibrantCardViewController(size: stage.size))
        }
        // Presented as an app presents it, so the screen behind is dimmed as on iOS.
        + PhotoAlert.scenario.variants(stillVariants, sampleTimes: sampleTimes(of: PhotoAlert.scenario))

    package static let all: [Scenario] = transitions + stills + login + scripts + materials
}
