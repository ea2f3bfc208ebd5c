import Foundation
@testable import GoldenKit
import Testing

/// Variant goldens live in `<scenario>/<variant>/` beside the scenario's own frames: recorded,
/// kept while the catalog produces them, and pruned like any other once it stops.
@Suite struct StoreVariantTests {
    private let catalog: [String: [FrameKey]] = [
        "door-push": [FrameKey(index: 0, time: 0)!, FrameKey(index: 1, time: 0.5)!, FrameKey(index: 2, time: 1)!],
        "door-push/iPhone15-dark": [FrameKey(index: 0, time: 0)!, FrameKey(index: 1, time: 0.5)!],
        "login/iPhoneSE3-light": [FrameKey(index: 0, time: 0)!, FrameKey(index: 1, time: 0.5)!, FrameKey(index: 2, time: 1)!],
    ]

    @Test func variantFoldersSitInsideTheirScenariosFolder() throws {
        let fixture = try StoreFixture()
        try fixture.record("door-push")
        try fixture.record("door-push/iPhone15-dark")
        try fixture.record("login/iPhoneSE3-light")
        #expect(fixture.exists("door-push/iPhone15-dark/f0-0000ms.png"))
        #expect(fixture.exists("login/iPhoneSE3-light/f2-1000ms.png"))
        #expect(try fixture.store.manifest().goldens.keys.contains("door-push/iPhone15-dark/f1-0500ms.png"))
    }

    @Test func variantsTheCatalogNoLongerProducesAreOrphans() throws {
        let fixture = try StoreFixture()
        try fixture.record("door-push")
        try fixture.record("door-push/iPhone15-dark")
        try fixture.record("door-push/iPad10-light")
        try fixture.record("login/iPhoneSE3-light")
        try fixture.record("gone/iPhone15-light")
        let orphans = try fixture.store.orphans(keeping: catalog)
        #expect(orphans == [
            Orphan(kind: .scenarioFolder, path: "door-push/iPad10-light"),
            Orphan(kind: .golden, path: "door-push/iPhone15-dark/f2-1000ms.png"),
            Orphan(kind: .scenarioFolder, path: "gone/iPhone15-light"),
        ])
        let update = try fixture.store.beginUpdate()
        #expect(try update.prune(keeping: catalog).count == 3)
        update.finish()
        #expect(!fixture.exists("door-push/iPad10-light") && !fixture.exists("gone"))
        #expect(fixture.exists("door-push/iPhone15-dark/f1-0500ms.png") && fixture.exists("door-push/f2-1000ms.png"))
        let left = try fixture.store.orphans(keeping: catalog)
        #expect(left.isEmpty, "\(left)")
        #expect(try fixture.store.manifest().goldens.keys.allSatisfy { !$0.hasPrefix("gone/") && !$0.contains("iPad10") })
    }
}
