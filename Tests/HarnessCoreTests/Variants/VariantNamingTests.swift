import Foundation
import GoldenKit
import HarnessCore
import Scenarios
import Testing
import UIKit

/// Variants in one declaration: stable readable names, one scenario per variant at its device's
/// scale, and filters that reach them.
@Suite struct VariantNamingTests {
    static let sixteen = Variants(devices: [.iPhoneSE3, .iPhone15ProMax], styles: [.light, .dark],
                                  sizes: [.large, .accessibilityExtraExtraExtraLarge], directions: [.leftToRight, .rightToLeft])

    @Test func namesSayWhatDiffersFromTheDefaults() {
        #expect(Variant(device: .iPhone15, userInterfaceStyle: .dark).name == "iPhone15-dark")
        #expect(Variant(device: .iPhoneSE3).name == "iPhoneSE3-light")
        #expect(Variant(device: .iPhone15ProMax, userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge,
                        layoutDirection: .rightToLeft).name == "iPhone15ProMax-dark-ax5-rtl")
    }

    @Test func everyCombinationOnceWithAUniqueSafeName() throws {
        let names = Self.sixteen.all.map(\.name)
        #expect(names.count == 16 && Set(names).count == 16)
        for name in names { try SafeName.checkScenarioID("login/\(name)") }
        #expect(names.prefix(2) == ["iPhoneSE3-light", "iPhoneSE3-light-rtl"], "neighbours differ in one trait")
    }

    @Test func aScenarioRunsOncePerVariantAtItsDevicesScale() throws {
        let door = try #require(Catalog.scenario(id: "door-push"))
        let variants = door.variants(Variants(devices: [.iPhone15], styles: [.light, .dark]).all)
        #expect(variants.map(\.id) == ["door-push/iPhone15-light", "door-push/iPhone15-dark"])
        #expect(variants.allSatisfy { $0.scale == 3 && $0.screenSize == Device.iPhone15.screenSize })
        #expect(door.scale == 2 && door.variant == nil, "the catalog runs at the iPhone SE's 2x without naming a variant")
    }

    @Test func idsHoldAtMostOneVariant() {
        for bad in ["a/b/c", "/door", "door/", "door/../x", "door/.hidden"] {
            #expect(throws: GoldenStoreError.self, "\(bad)") { try SafeName.checkScenarioID(bad) }
        }
        #expect(SafeName.scenarioFolder(of: "door-push/iPhone15-dark") == "door-push")
    }

    @Test func filtersMatchVariants() throws {
        let ids = { (filter: String) in try ScenarioSelection(filters: [filter]).apply(to: Catalog.all).map(\.id) }
        #expect(try ids("default-push") == ["default-push"])
        #expect(try ids("default-push/*") == ["default-push/iPhoneSE3-dark", "default-push/iPhoneSE3-light-ax1",
                                              "default-push/iPhoneSE3-light-rtl"])
        #expect(try ids("*-dark").allSatisfy { $0.hasSuffix("-dark") })
        #expect(try ids("screen-*/iPhone15-dark").count == 11)
    }

    @Test func theCatalogsVariantsEachStateTheirDevice() {
        let variants = Catalog.all.filter { $0.id.contains("/") }
        // 18 of transitions, 14 of the article screens, 5 of the sign-in screen, 6 of the
        // Chinese, Japanese, Korean and emoji screens, 6 of the material screens.
        #expect(variants.count == 49)
        #expect(variants.allSatisfy { $0.variant != nil && $0.scale == $0.variant.map { Double($0.device.scale) } })
    }
}
