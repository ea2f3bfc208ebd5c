import Foundation
@testable import GoldenKit
@testable import ImageComparison
import Testing

/// Nothing an update or a prune writes, renames or deletes may land outside the goldens folder.
@Suite struct StoreEscapeTests {
    /// A folder beside `Goldens/` that stands for the user's home: links point into it.
    private func outside(_ fixture: StoreFixture) throws -> URL {
        let url = fixture.root.appendingPathComponent("outside", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aSymlinkedLockFileIsRefusedAndItsTargetUntouched() throws {
        let fixture = try StoreFixture()
        let target = try outside(fixture).appendingPathComponent("important.txt")
        try Data("keep me\n".utf8).write(to: target)
        try FileManager.default.createDirectory(at: fixture.goldens, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: fixture.url(".harness.lock"), withDestinationURL: target)
        let error = #expect(throws: GoldenStoreError.self) { try fixture.record() }
        #expect(error == .symbolicLink(path: fixture.url(".harness.lock").path))
        #expect(error?.description.contains("symbolic link") == true)
        #expect(try Data(contentsOf: target) == Data("keep me\n".utf8))
        #expect(!fixture.exists("door-push"))
    }

    @Test func aSymlinkedScenarioFolderIsRefusedBeforeAnythingIsWritten() throws {
        let fixture = try StoreFixture()
        let elsewhere = try outside(fixture)
        try FileManager.default.createDirectory(at: fixture.goldens, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: fixture.url("door-push"), withDestinationURL: elsewhere)
        let error = #expect(throws: GoldenStoreError.self) { try fixture.record() }
        #expect(error == .symbolicLink(path: fixture.url("door-push").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test func pruneNeverDeletesThroughALinkedFolder() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        let elsewhere = try outside(fixture)
        let precious = elsewhere.appendingPathComponent("f9-9000ms.png")
        try Data("not a golden".utf8).write(to: precious)
        try FileManager.default.createSymbolicLink(at: fixture.url("fade"), withDestinationURL: elsewhere)
        let catalog = ["door-push": StoreFixture.frames().compactMap { FrameKey(index: $0.index, time: $0.time) },
                       "fade": [FrameKey(index: 0, time: 0)!]]
        // Listing looks at the link, never inside it.
        #expect(try fixture.store.orphans(keeping: catalog).isEmpty)
        #expect(throws: GoldenStoreError.symbolicLink(path: fixture.url("fade").path)) {
            try fixture.store.beginUpdate().prune(keeping: catalog)
        }
        #expect(FileManager.default.fileExists(atPath: precious.path))
    }

    @Test func aManifestKeyThatLeavesTheFolderIsDroppedNotFollowed() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        var manifest = try fixture.store.manifest(scenarioID: "door-push")
        manifest.goldens["../../etc/x"] = manifest.goldens["f0-0000ms.png"]
        try ManifestFile.encode(manifest, for: fixture.url("door-push/manifest.json"))
            .write(to: fixture.url("door-push/manifest.json"))
        #expect(try fixture.store.verify().map(\.kind) == [.invalidKey])
        try fixture.record(frames: StoreFixture.frames(changed: [0, 2, 0]), mode: .all)
        #expect(try fixture.store.manifest(scenarioID: "door-push").goldens["../../etc/x"] == nil)
        #expect(try fixture.store.verify().isEmpty)
    }
}
