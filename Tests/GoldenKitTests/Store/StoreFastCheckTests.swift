import Foundation
@testable import GoldenKit
import ImageComparison
@testable import PNGCodec
import Pixels
import Testing

/// A passing frame is judged from its manifest record when the record vouches for the file: the
/// PNG is then never decoded. Whatever the record cannot vouch for goes the long way.
@Suite struct StoreFastCheckTests {
    @Test func aGoldenChangedSinceRecordingIsDecodedAndJudgedByItsPixels() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        // Re-encoded without text chunks: other bytes, the same pixels.
        try PNG.encode(StoreFixture.bitmap()).write(to: fixture.url("door-push/f1-0500ms.png"))
        // Other pixels, and the manifest still describes the old file.
        try PNG.encode(StoreFixture.bitmap(changed: 5)).write(to: fixture.url("door-push/f2-1000ms.png"))
        let outcome = try fixture.store.check(scenarioID: "door-push", frames: StoreFixture.frames(), tolerance: Tolerance())
        #expect(outcome.statuses == [.passed, .passed, .failed])
        #expect(outcome.frames[2].difference?.differentPixels == 5)
    }

    @Test func aRecordThatVouchesForTheFileSparesDecodingItAndVerifyChecksTheRecord() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        // A file that cannot be decoded, and a record claiming it is the rendered frame: trusted
        // by check, which decodes nothing, and caught by verify, which decodes everything.
        let broken = Data("not a png".utf8)
        try broken.write(to: fixture.url("door-push/f0-0000ms.png"))
        var manifest = try fixture.store.manifest(scenarioID: "door-push")
        manifest.goldens["f0-0000ms.png"]?.fileSHA256 = SHA256.hex(of: [UInt8](broken))
        try ManifestFile.encode(manifest, for: fixture.url("door-push/manifest.json")).write(to: fixture.url("door-push/manifest.json"))

        let trusting = try fixture.store.check(scenarioID: "door-push", frames: StoreFixture.frames(), tolerance: Tolerance())
        #expect(trusting.statuses == [.passed, .passed, .passed])
        var decoding = fixture.store
        decoding.trustsRecords = false
        #expect(try decoding.check(scenarioID: "door-push", frames: StoreFixture.frames(), tolerance: Tolerance()).statuses[0] == .failed)
        #expect(try fixture.store.verify().contains { "\($0)".contains("door-push/f0-0000ms.png") })
    }

    @Test func aPassingScenarioCopiesNothingIntoTheReport() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        let outcome = try fixture.store.check(scenarioID: "door-push", frames: StoreFixture.frames(), tolerance: Tolerance(),
                                              artifacts: fixture.report)
        #expect(outcome.statuses == [.passed, .passed, .passed])
        #expect(outcome.frames.allSatisfy { $0.artifacts == FrameArtifacts() })
        #expect(!FileManager.default.fileExists(atPath: fixture.report.appendingPathComponent("door-push").path))
    }
}

/// Records carry the fingerprint a check compares by; older records without it are still judged
/// by their SHA-256.
@Suite struct StoreFingerprintTests {
    @Test func recordingWritesTheFingerprintOfWhatTheFileDecodesTo() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        let record = try #require(try fixture.store.manifest(scenarioID: "door-push").goldens["f0-0000ms.png"])
        let decoded = try PNG.decode(fixture.bytes("door-push/f0-0000ms.png"), source: "f0")
        #expect(record.pixelFingerprint == decoded.pixelFingerprint)
        #expect(record.sha256 == decoded.pixelDigest)
    }

    @Test func aRecordWithoutAFingerprintIsJudgedBySHA256AndGainsOneInAnUpdate() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        var manifest = try fixture.store.manifest(scenarioID: "door-push")
        for name in manifest.goldens.keys { manifest.goldens[name]?.pixelFingerprint = nil }
        try ManifestFile.encode(manifest, for: fixture.url("door-push/manifest.json")).write(to: fixture.url("door-push/manifest.json"))
        #expect(try fixture.store.check(scenarioID: "door-push", frames: StoreFixture.frames(), tolerance: Tolerance()).statuses
            == [.passed, .passed, .passed])

        // An update that writes no golden still records what it found identical, fingerprints included.
        let update = try fixture.store.beginUpdate()
        defer { update.finish() }
        let outcome = try update.update(scenarioID: "door-push", frames: StoreFixture.frames(), tolerance: Tolerance(), mode: .failed)
        #expect(outcome.statuses == [.unchanged, .unchanged, .unchanged])
        let updated = try fixture.store.manifest(scenarioID: "door-push")
        #expect(updated.goldens.values.allSatisfy { $0.pixelFingerprint != nil })
    }

    @Test func anUpdateRecomputesAPixelSHA256ThatTheFingerprintWouldHaveVouchedFor() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        var manifest = try fixture.store.manifest(scenarioID: "door-push")
        manifest.goldens["f1-0500ms.png"]?.sha256 = String(repeating: "ab", count: 32)
        try ManifestFile.encode(manifest, for: fixture.url("door-push/manifest.json")).write(to: fixture.url("door-push/manifest.json"))
        // A check trusts the fingerprint; verify catches the wrong SHA-256; an update repairs it.
        #expect(try fixture.store.check(scenarioID: "door-push", frames: StoreFixture.frames(), tolerance: Tolerance()).statuses
            == [.passed, .passed, .passed])
        #expect(try !fixture.store.verify().isEmpty)
        let update = try fixture.store.beginUpdate()
        _ = try update.update(scenarioID: "door-push", frames: StoreFixture.frames(), tolerance: Tolerance(), mode: .failed)
        update.finish()
        #expect(try fixture.store.verify().isEmpty)
        #expect(try fixture.store.manifest(scenarioID: "door-push").goldens["f1-0500ms.png"]?.sha256 == StoreFixture.bitmap().pixelDigest)
    }

    @Test func aFingerprintThatDisagreesWithTheRenderFailsTheFrameAndVerifyNamesIt() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        var manifest = try fixture.store.manifest(scenarioID: "door-push")
        manifest.goldens["f1-0500ms.png"]?.pixelFingerprint = String(repeating: "0", count: 64)
        try ManifestFile.encode(manifest, for: fixture.url("door-push/manifest.json")).write(to: fixture.url("door-push/manifest.json"))
        // The record no longer vouches for the frame, so the golden is decoded, and it matches.
        #expect(try fixture.store.check(scenarioID: "door-push", frames: StoreFixture.frames(), tolerance: Tolerance()).statuses
            == [.passed, .passed, .passed])
        #expect(try fixture.store.verify().contains { "\($0)".contains("door-push/f1-0500ms.png") && "\($0)".contains("fingerprint") })
    }
}
