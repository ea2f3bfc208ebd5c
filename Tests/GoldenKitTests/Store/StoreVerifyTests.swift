import Foundation
@testable import GoldenKit
@testable import ImageComparison
@testable import PNGCodec
import Testing

private struct DiskFull: Error {}

/// `harness verify`: the manifests never lie about the goldens, and when they do, it says where.
@Suite struct StoreVerifyTests {
    private func rewriteManifest(_ fixture: StoreFixture, _ change: (inout ScenarioManifest) -> Void) throws {
        var manifest = try fixture.store.manifest(scenarioID: "door-push")
        change(&manifest)
        try ManifestFile.encode(manifest, for: fixture.url("door-push/manifest.json"))
            .write(to: fixture.url("door-push/manifest.json"))
    }

    @Test func freshlyRecordedGoldensVerify() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        #expect(try fixture.store.verify().isEmpty)
    }

    @Test func aFolderWithoutAManifestIsNotVerifiedWhateverItsFilesAreCalled() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        try FileManager.default.createDirectory(at: fixture.url("notes"), withIntermediateDirectories: true)
        try fixture.bytes("door-push/f0-0000ms.png").write(to: fixture.url("notes/f0-0000ms.png"))
        #expect(try fixture.store.verify() == [])
    }

    @Test func aWrongHashIsReported() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        try rewriteManifest(fixture) { $0.goldens["f1-0500ms.png"]?.sha256 = String(repeating: "0", count: 64) }
        let problems = try fixture.store.verify()
        #expect(problems.map(\.kind) == [.wrongHash])
        #expect(problems.first?.path == "door-push/f1-0500ms.png")
    }

    @Test func aManifestThatIsNotJSONIsReported() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        try Data("{\"goldens\": ".utf8).write(to: fixture.url("door-push/manifest.json"))
        let problems = try fixture.store.verify()
        #expect(problems.map(\.kind) == [.unreadableManifest])
        #expect(problems.first?.detail.contains("invalid JSON") == true)
    }

    /// Manifests the store never writes: it writes UTF-8 JSON with no byte-order mark, in formats
    /// counted from 1. Foundation would read a BOM or UTF-16 too, so a hand-edited manifest would
    /// pass once and be rewritten otherwise.
    enum Damage: String, CaseIterable, Sendable {
        case byteOrderMark = "byte-order mark", utf16 = "not UTF-8", negativeFormat = "formats count from 1"

        func apply(to json: Data) -> Data {
            let text = String(decoding: json, as: UTF8.self)
            switch self {
            case .byteOrderMark: return Data([0xEF, 0xBB, 0xBF]) + json
            case .utf16: return text.data(using: .utf16)!
            case .negativeFormat: return Data(text.replacingOccurrences(of: "\"formatVersion\" : 3", with: "\"formatVersion\" : -1").utf8)
            }
        }
    }

    @Test(arguments: Damage.allCases)
    func manifestsTheStoreNeverWritesAreRefused(damage: Damage) throws {
        let fixture = try StoreFixture()
        try fixture.record()
        let url = fixture.url("door-push/manifest.json")
        try damage.apply(to: try Data(contentsOf: url)).write(to: url)
        let problems = try fixture.store.verify()
        #expect(problems.map(\.kind) == [.unreadableManifest])
        #expect(problems.first?.detail.contains(damage.rawValue) == true, "\(problems)")
    }

    @Test func aRecordNoFrameCouldHaveIsReported() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        try rewriteManifest(fixture) {
            $0.goldens["f1-0500ms.png"]?.scale = 1e308
            $0.goldens["f2-1000ms.png"]?.time = -1
        }
        let problems = try fixture.store.verify()
        #expect(problems.map(\.kind) == [.impossibleRecord, .impossibleRecord])
        #expect(problems.map(\.path) == ["door-push/f1-0500ms.png", "door-push/f2-1000ms.png"])
    }

    @Test func goldensWithoutRecordsAndRecordsWithoutGoldensAreReported() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        try rewriteManifest(fixture) { $0.goldens["f0-0000ms.png"] = nil }
        try FileManager.default.removeItem(at: fixture.url("door-push/f2-1000ms.png"))
        let problems = try fixture.store.verify()
        #expect(problems.map(\.kind) == [.unrecorded, .missingGolden])
        #expect(problems.map(\.path) == ["door-push/f0-0000ms.png", "door-push/f2-1000ms.png"])
    }

    /// Stands in for a full disk: the update's fourth write, f1's manifest record, fails, after f1
    /// itself reached the disk. f1 goes back to what it was, so every golden keeps its record.
    @Test func aWriteThatFailsPartWayCountsExactlyTheGoldensWritten() throws {
        var fixture = try StoreFixture()
        try fixture.record()
        let oldF1 = try fixture.bytes("door-push/f1-0500ms.png")
        let writes = Counter()
        fixture.store.writer.beforeRename = { _, _ in
            // Each golden is followed by its manifest: f0, manifest, f1, then the failure.
            if writes.next() == 4 { throw DiskFull() }
        }
        let outcome = try fixture.record(frames: StoreFixture.frames(changed: [5, 6, 7]), mode: .all)
        #expect(outcome.status == .errored)
        #expect(outcome.errorOrigin == .scenario || outcome.errorOrigin == .environment)
        #expect(outcome.statuses == [.written])
        #expect(RunSummary([outcome]).writtenFrames == 1)
        #expect(try fixture.bytes("door-push/f1-0500ms.png") == oldF1)
        #expect(try fixture.store.verify().isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.url("door-push").path).sorted()
            == ["f0-0000ms.png", "f1-0500ms.png", "f2-1000ms.png", "manifest.json"])
        fixture.store.writer.beforeRename = { _, _ in }
        #expect(try fixture.record(frames: StoreFixture.frames(changed: [5, 6, 7]), mode: .all).statuses
            == [.unchanged, .written, .written])
        #expect(try fixture.store.verify().isEmpty)
    }
}

/// A thread-safe count for a `@Sendable` hook.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
