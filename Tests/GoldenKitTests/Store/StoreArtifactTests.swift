import Foundation
@testable import GoldenKit
@testable import ImageComparison
@testable import PNGCodec
import Testing

@Suite struct StoreArtifactTests {
    @Test func aFailingFrameWritesExpectedActualDiffAndStrip() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        let outcome = try fixture.store.check(scenarioID: "door-push", frames: StoreFixture.frames(changed: [0, 0, 9]),
                                              tolerance: Tolerance(), artifacts: fixture.report)
        #expect(outcome.status == .failed)
        let failing = outcome.frames[2]
        #expect(failing.difference?.differentPixels == 9)
        // The store does not know whether the CLI or `swift test` asked, so it names no command:
        // each of them prints the one that fixes the failure in its own context.
        #expect(failing.message?.hasPrefix("9 pixels differ") == true)
        #expect(failing.message?.contains("update-goldens") == false)
        #expect(failing.artifacts == FrameArtifacts(expected: "door-push/f2-1000ms.expected.png",
                                                    actual: "door-push/f2-1000ms.actual.png",
                                                    diff: "door-push/f2-1000ms.diff.png",
                                                    strip: "door-push/f2-1000ms.strip.png"))
        let folder = fixture.report
        #expect(try Data(contentsOf: folder.appendingPathComponent(failing.artifacts.expected!))
            == fixture.bytes("door-push/f2-1000ms.png"))
        #expect(try PNG.read(folder.appendingPathComponent(failing.artifacts.actual!)) == StoreFixture.bitmap(changed: 9))
        #expect(try PNG.read(folder.appendingPathComponent(failing.artifacts.strip!)).width > 16 * 3)
        // A passing frame's golden stays in Goldens/: a full run would otherwise copy every one.
        #expect(outcome.frames[0].artifacts == FrameArtifacts())
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("door-push/f0-0000ms.expected.png").path))
        let report = outcome.failureReport(artifactDirectory: fixture.report)
        #expect(report.hasPrefix("door-push/f2-1000ms.png [failed]: 9 pixels differ"))
        #expect(report.contains(fixture.report.appendingPathComponent("door-push/f2-1000ms.diff.png").path))
    }

    @Test func aReportsExpectedImageIsACopyThatALaterGoldenLeavesAlone() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        let outcome = try fixture.store.check(scenarioID: "door-push", frames: StoreFixture.frames(changed: [0, 0, 9]),
                                              tolerance: Tolerance(), artifacts: fixture.report)
        let expected = fixture.report.appendingPathComponent(try #require(outcome.frames[2].artifacts.expected))
        let compared = try Data(contentsOf: expected)
        // Overwritten in place, as `cp` does, not replaced by a rename as the store does.
        let handle = try FileHandle(forWritingTo: fixture.url("door-push/f2-1000ms.png"))
        try handle.write(contentsOf: Data(repeating: 0, count: 64))
        try handle.close()
        #expect(try Data(contentsOf: expected) == compared)
    }

    @Test func aMissingGoldenFailsNamingWhereItShouldBe() throws {
        let fixture = try StoreFixture()
        let outcome = try fixture.store.check(scenarioID: "door-push", frames: StoreFixture.frames(),
                                              tolerance: Tolerance(), artifacts: fixture.report)
        #expect(outcome.statuses == [.missing, .missing, .missing])
        #expect(outcome.status.isFailure)
        #expect(outcome.frames[0].message == "no golden at \(fixture.store.goldenURL(scenarioID: "door-push", frame: FrameKey(index: 0, time: 0)!).path)")
        #expect(outcome.frames[0].artifacts == FrameArtifacts(actual: "door-push/f0-0000ms.actual.png"))
        #expect(!fixture.exists("door-push"))
    }

    @Test func aSizeMismatchSaysBothSizes() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        let bigger = [RenderedFrame(index: 0, time: 0, bitmap: StoreFixture.bitmap(width: 32, height: 16))]
        let outcome = try fixture.store.check(scenarioID: "door-push", frames: bigger, tolerance: Tolerance())
        #expect(outcome.frames[0].status == .failed)
        #expect(outcome.frames[0].message?.contains("expected 16x8, actual 32x16") == true)
    }
}
