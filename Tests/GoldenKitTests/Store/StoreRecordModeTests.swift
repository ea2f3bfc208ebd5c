import Foundation
@testable import GoldenKit
@testable import ImageComparison
@testable import PNGCodec
@testable import Pixels
import Testing

@Suite struct StoreRecordModeTests {
    @Test(arguments: [
        ([:], RecordMode.missing),
        (["CI": "true"], .never),
        (["CI": "1"], .never),
        (["CI": "false"], .missing),
        (["CI": "true", "HARNESS_RECORD": "all"], .all),
        (["HARNESS_RECORD": "failed"], .failed),
        (["HARNESS_RECORD": " Missing "], .missing),
        (["HARNESS_RECORD": "never"], .never),
        (["HARNESS_RECORD": ""], .missing),
    ])
    func recordModeComesFromTheEnvironment(environment: [String: String], expected: RecordMode) throws {
        #expect(try RecordMode(environment: environment) == expected)
    }

    @Test func anUnknownRecordModeNamesTheValueAndTheChoices() {
        let error = #expect(throws: GoldenStoreError.self) { try RecordMode(environment: ["HARNESS_RECORD": "yes"]) }
        #expect(error?.description.contains("\"yes\"") == true)
        #expect(error?.description.contains("failed, missing, all, never") == true)
    }

    /// Frame 0 is identical, frame 1 differs by 2 pixels (allowed), frame 2 by 40 (failing), frame 3 has no golden.
    private func scenarioAfterChanges(mode: RecordMode) throws -> (StoreFixture, ScenarioOutcome, [Data]) {
        let fixture = try StoreFixture()
        let tolerance = Tolerance(maxDifferentPixels: 5)
        try fixture.record(frames: StoreFixture.frames(changed: [0, 0, 0]), tolerance: tolerance)
        var frames = StoreFixture.frames(changed: [0, 2, 40])
        frames.append(RenderedFrame(index: 3, time: 1.5, bitmap: StoreFixture.bitmap(changed: 7)))
        let before = try ["f0-0000ms.png", "f1-0500ms.png", "f2-1000ms.png"].map { try fixture.bytes("door-push/\($0)") }
        let update = try fixture.store.beginUpdate()
        defer { update.finish() }
        let outcome = try update.update(scenarioID: "door-push", frames: frames, tolerance: tolerance, mode: mode)
        return (fixture, outcome, before)
    }

    @Test func failedModeWritesMissingAndFailingGoldensOnly() throws {
        let (fixture, outcome, before) = try scenarioAfterChanges(mode: .failed)
        #expect(outcome.statuses == [.unchanged, .passed, .written, .written])
        #expect(try fixture.bytes("door-push/f1-0500ms.png") == before[1])
        #expect(try PNG.read(fixture.url("door-push/f2-1000ms.png")) == StoreFixture.bitmap(changed: 40))
        #expect(outcome.frames[2].message?.contains("40 pixels differ") == true)
        #expect(fixture.exists("door-push/f3-1500ms.png"))
    }

    @Test func missingModeWritesOnlyMissingGoldens() throws {
        let (fixture, outcome, before) = try scenarioAfterChanges(mode: .missing)
        #expect(outcome.statuses == [.unchanged, .passed, .failed, .written])
        #expect(try fixture.bytes("door-push/f2-1000ms.png") == before[2])
        #expect(outcome.status == .failed)
    }

    @Test func allModeRewritesEveryGoldenWhosePixelsDiffer() throws {
        let (fixture, outcome, before) = try scenarioAfterChanges(mode: .all)
        #expect(outcome.statuses == [.unchanged, .written, .written, .written])
        #expect(try fixture.bytes("door-push/f0-0000ms.png") == before[0])
        #expect(try PNG.read(fixture.url("door-push/f1-0500ms.png")) == StoreFixture.bitmap(changed: 2))
    }

    @Test func neverModeWritesNothing() throws {
        let (fixture, outcome, before) = try scenarioAfterChanges(mode: .never)
        #expect(outcome.statuses == [.passed, .passed, .failed, .missing])
        #expect(try ["f0-0000ms.png", "f1-0500ms.png", "f2-1000ms.png"].map { try fixture.bytes("door-push/\($0)") } == before)
        #expect(!fixture.exists("door-push/f3-1500ms.png"))
    }

    @Test func reRecordingIdenticalPixelsTouchesNoFile() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        let paths = ["door-push/f0-0000ms.png", "door-push/f1-0500ms.png", "door-push/manifest.json"]
        for path in paths { try fixture.backdate(path) }
        let bytes = try paths.map(fixture.bytes)
        let dates = try paths.map(fixture.modificationDate)
        for mode in [RecordMode.all, .failed, .missing] {
            let outcome = try fixture.record(mode: mode)
            #expect(outcome.statuses == [.passed, .passed, .passed])
            let update = try fixture.store.beginUpdate()
            let locked = try update.update(scenarioID: "door-push", frames: StoreFixture.frames(),
                                           tolerance: Tolerance(), mode: mode)
            update.finish()
            #expect(locked.statuses == [.unchanged, .unchanged, .unchanged])
        }
        #expect(try paths.map(fixture.bytes) == bytes)
        #expect(try paths.map(fixture.modificationDate) == dates)
    }

    @Test func translucentPixelsSurviveTheRoundTripSoAllModeDoesNotChurn() throws {
        let fixture = try StoreFixture()
        var bitmap = Bitmap(width: 256, height: 2)
        for x in 0..<256 {
            let alpha = UInt8(x)
            bitmap[x, 0] = RGBA(r: alpha / 3, g: alpha / 2, b: alpha, a: alpha)
            bitmap[x, 1] = RGBA(r: alpha, g: 0, b: alpha / 7, a: alpha)
        }
        let frames = [RenderedFrame(index: 0, time: 0, bitmap: bitmap)]
        #expect(try fixture.record(frames: frames, mode: .all).statuses == [.written])
        let update = try fixture.store.beginUpdate()
        defer { update.finish() }
        #expect(try update.update(scenarioID: "door-push", frames: frames, tolerance: .exact, mode: .all).statuses
            == [.unchanged])
        #expect(try fixture.store.manifest().goldens["door-push/f0-0000ms.png"]?.sha256 == bitmap.pixelDigest)
    }

    @Test func recordingTheSamePixelsTwiceGivesTheSameBytes() throws {
        let first = try StoreFixture(), second = try StoreFixture()
        try first.record()
        try second.record()
        #expect(try first.bytes("door-push/f2-1000ms.png") == second.bytes("door-push/f2-1000ms.png"))
        #expect(try first.bytes("door-push/manifest.json") == second.bytes("door-push/manifest.json"))
    }
}
