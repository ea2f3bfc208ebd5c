import Foundation
@testable import GoldenKit
import Testing

@Suite struct StorePruneTests {
    private let catalog: [String: [FrameKey]] = [
        "door-push": [FrameKey(index: 0, time: 0)!, FrameKey(index: 1, time: 0.5)!],
    ]

    /// door-push drops its third and fourth frames, and the fourth's file is already gone;
    /// old-scenario disappears.
    private func fixtureWithOrphans() throws -> StoreFixture {
        let fixture = try StoreFixture()
        try fixture.record("door-push", frames: StoreFixture.frames(changed: [0, 0, 0, 0]))
        try fixture.record("old-scenario")
        try FileManager.default.removeItem(at: fixture.url("door-push/f3-1500ms.png"))
        return fixture
    }

    @Test func orphansAreListedButNotDeletedWithoutPrune() throws {
        let fixture = try fixtureWithOrphans()
        let orphans = try fixture.store.orphans(keeping: catalog)
        #expect(orphans == [
            Orphan(kind: .golden, path: "door-push/f2-1000ms.png"),
            Orphan(kind: .manifestEntry, path: "door-push/f3-1500ms.png"),
            Orphan(kind: .scenarioFolder, path: "old-scenario"),
        ])
        #expect(fixture.exists("door-push/f2-1000ms.png") && fixture.exists("old-scenario/f0-0000ms.png"))
        let update = try fixture.store.beginUpdate()
        defer { update.finish() }
        #expect(try update.orphans(keeping: catalog) == orphans)
        #expect(fixture.exists("old-scenario"))
    }

    @Test func pruneDeletesOrphansAndTheirManifestEntriesOnly() throws {
        let fixture = try fixtureWithOrphans()
        let update = try fixture.store.beginUpdate()
        let pruned = try update.prune(keeping: catalog)
        update.finish()
        #expect(pruned.count == 3)
        #expect(!fixture.exists("door-push/f2-1000ms.png") && !fixture.exists("old-scenario"))
        #expect(fixture.exists("door-push/f0-0000ms.png") && fixture.exists("door-push/f1-0500ms.png"))
        #expect(try fixture.store.manifest().goldens.keys.sorted() == ["door-push/f0-0000ms.png", "door-push/f1-0500ms.png"])
        #expect(try fixture.store.orphans(keeping: catalog).isEmpty)
    }
}
