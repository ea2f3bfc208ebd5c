import Foundation
@testable import GoldenKit
@testable import ImageComparison
import Testing

/// The single `Goldens/manifest.json` of older versions: `check` reads it, an update converts it.
@Suite struct StoreMigrationTests {
    /// Records two scenarios, then rewrites their manifests as one old-style manifest.
    private func oldLayout() throws -> StoreFixture {
        let fixture = try StoreFixture()
        try fixture.record("door-push")
        try fixture.record("fade", frames: [StoreFixture.frames()[0]])
        var legacy = try fixture.store.manifest()
        legacy.formatVersion = 1
        legacy.environment = ["cairo": "1.16.0"]
        legacy.goldens["../../etc/x"] = legacy.goldens["fade/f0-0000ms.png"]
        try ManifestFile.encode(legacy, for: fixture.url("manifest.json")).write(to: fixture.url("manifest.json"))
        for id in ["door-push", "fade"] { try FileManager.default.removeItem(at: fixture.url("\(id)/manifest.json")) }
        return fixture
    }

    @Test func checkReadsTheOldSingleManifest() throws {
        let fixture = try oldLayout()
        #expect(try fixture.store.manifest().goldens.keys.contains("door-push/f2-1000ms.png"))
        #expect(try fixture.store.check(scenarioID: "door-push", frames: StoreFixture.frames(),
                                        tolerance: Tolerance()).status == .passed)
        #expect(try fixture.store.verify().map(\.kind) == [.invalidKey])
    }

    @Test func anUpdateConvertsItIntoOneManifestPerScenarioWithoutTouchingGoldens() throws {
        let fixture = try oldLayout()
        let pngs = ["door-push/f0-0000ms.png", "door-push/f1-0500ms.png", "door-push/f2-1000ms.png", "fade/f0-0000ms.png"]
        let before = try pngs.map(fixture.bytes)
        let merged = try fixture.store.manifest().goldens.filter { GoldenManifest.parse(key: $0.key) != nil }
        try fixture.store.beginUpdate().finish()
        #expect(!fixture.exists("manifest.json"))
        #expect(try pngs.map(fixture.bytes) == before)
        #expect(try fixture.store.manifest().goldens == merged)
        #expect(try fixture.store.manifest(scenarioID: "fade").environment == ["cairo": "1.16.0"])
        #expect(try fixture.store.verify().isEmpty)
    }

    @Test func aConversionKilledHalfWayFinishesNextTime() throws {
        let fixture = try oldLayout()
        // As if killed after door-push's manifest was written: fade's is still only in the old file.
        try LegacyManifestMigration(store: fixture.store).scenarioManifest("door-push")
        #expect(fixture.exists("manifest.json") && fixture.exists("door-push/manifest.json"))
        #expect(try fixture.store.verify().map(\.kind) == [.invalidKey])
        try fixture.store.beginUpdate().finish()
        #expect(!fixture.exists("manifest.json") && fixture.exists("fade/manifest.json"))
        #expect(try fixture.store.verify().isEmpty)
    }
}
