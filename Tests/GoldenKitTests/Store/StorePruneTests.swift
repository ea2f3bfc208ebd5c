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

/// Tests record into the same folder as the CLI, under names no catalog knows; prune must tell
/// their goldens from orphans by the test files that recorded them.
@Suite struct StoreTestOwnedPruneTests {
    /// A package around `Goldens/` with one test file, whose still `login` was recorded by it.
    private func packageWithATestsStill() throws -> (StoreFixture, test: URL) {
        var fixture = try StoreFixture()
        try Data("// swift-tools-version:6.0\n".utf8).write(to: fixture.root.appendingPathComponent("Package.swift"))
        let test = fixture.root.appendingPathComponent("Tests/AppTests/LoginTests.swift")
        try FileManager.default.createDirectory(at: test.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("@Test func login() {}\n".utf8).write(to: test)
        fixture.store.recorder = "Tests/AppTests/LoginTests.swift"
        try fixture.record("login/iPhone15-dark", frames: [RenderedFrame(index: 0, time: 0, bitmap: StoreFixture.bitmap(), scale: 1)])
        fixture.store.recorder = nil
        try fixture.record("door-push")
        return (fixture, test)
    }

    @Test func theManifestNamesTheTestThatRecorded() throws {
        let (fixture, _) = try packageWithATestsStill()
        #expect(try fixture.store.manifest(scenarioID: "login/iPhone15-dark").recordedBy == ["Tests/AppTests/LoginTests.swift"])
        #expect(try fixture.store.manifest(scenarioID: "door-push").recordedBy == nil, "the CLI names no recorder")
    }

    @Test func pruneKeepsATestsGoldensWhileTheTestExists() throws {
        let (fixture, test) = try packageWithATestsStill()
        let catalog = ["door-push": StoreFixture.frames().map { FrameKey(index: $0.index, time: $0.time)! }]
        let update = try fixture.store.beginUpdate()
        #expect(try update.prune(keeping: catalog).isEmpty)
        update.finish()
        #expect(fixture.exists("login/iPhone15-dark/f0-0000ms.png"))

        try FileManager.default.removeItem(at: test)
        let orphans = try fixture.store.orphans(keeping: catalog)
        #expect(orphans == [Orphan(kind: .scenarioFolder, path: "login/iPhone15-dark", recordedBy: ["Tests/AppTests/LoginTests.swift"])])
        #expect(orphans[0].description.contains("recorded by Tests/AppTests/LoginTests.swift, which no longer exists"))
    }

    @Test func withoutAPackageAroundTheGoldensATestsGoldensAreNeverOrphans() throws {
        var fixture = try StoreFixture()
        fixture.store.recorder = "Tests/AppTests/Gone.swift"
        try fixture.record("login")
        #expect(try fixture.store.orphans(keeping: [:]).isEmpty)
    }
}
