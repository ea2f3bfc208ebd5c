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
        #expect(failing.message?.contains("update-goldens --filter door-push") == true)
        #expect(failing.artifacts == FrameArtifacts(expected: "door-push/f2-1000ms.expected.png",
                                                    actual: "door-push/f2-1000ms.actual.png",
                                                    diff: "door-push/f2-1000ms.diff.png",
                                                    strip: "door-push/f2-1000ms.strip.png"))
        let folder = fixture.report
        #expect(try Data(contentsOf: folder.appendingPathComponent(failing.artifacts.expected!))
            == fixture.bytes("door-push/f2-1000ms.png"))
        #expect(try PNG.read(folder.appendingPathComponent(failing.artifacts.actual!)) == StoreFixture.bitmap(changed: 9))
        #expect(try PNG.read(folder.appendingPathComponent(failing.artifacts.strip!)).width > 16 * 3)
        #expect(outcome.frames[0].artifacts == FrameArtifacts(expected: "door-push/f0-0000ms.expected.png"))
        let report = outcome.failureReport(artifactDirectory: fixture.report)
        #expect(report.hasPrefix("door-push/f2-1000ms.png [failed]: 9 pixels differ"))
        #expect(report.contains(fixture.report.appendingPathComponent("door-push/f2-1000ms.diff.png").path))
    }

    @Test func aMissingGoldenFailsWithTheCommandThatRecordsIt() throws {
        let fixture = try StoreFixture()
        let outcome = try fixture.store.check(scenarioID: "door-push", frames: StoreFixture.frames(),
                                              tolerance: Tolerance(), artifacts: fixture.report)
        #expect(outcome.statuses == [.missing, .missing, .missing])
        #expect(outcome.status.isFailure)
        #expect(outcome.frames[0].message?.contains("`harness update-goldens --filter door-push`") == true)
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
