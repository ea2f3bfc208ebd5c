import Foundation
@testable import HarnessTesting
import Testing

/// What a golden assertion tells the person reading a failing `swift test`.
@Suite struct GoldenVerdictTests {
    let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("verdict-\(UUID().uuidString)", isDirectory: true)

    /// A card that slides 100 points right; `offset` moves where it ends.
    func slide(id: String = "verdict-slide", offset: Double = 0) -> Scenario {
        Scenario(id: id, source: "test", summary: "a card slides right", duration: 0.4, screenSize: CGSize(width: 120, height: 80), scale: 1) { stage in
            let card = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
            card.backgroundColor = Palette.teal
            stage.rootView.backgroundColor = .white
            stage.rootView.addSubview(card)
            stage.startTransition {
                UIView.animate(withDuration: 0.4) { card.frame = CGRect(x: 70 + offset, y: 20, width: 30, height: 30) }
            }
        }
    }

    func verdict(_ scenario: Scenario, _ mode: RecordMode, tolerance: Tolerance? = nil, named name: String? = nil) -> GoldenVerdict {
        GoldenVerdict.verdicts(of: { scenario }, as: .frames(tolerance: tolerance), named: name, goldens: goldens, record: mode,
                               filePath: #filePath, testName: "aChangedAnimatorSaysWhatDiffersAndHowToReRecord()")[0]
    }

    @Test func aChangedAnimatorSaysWhatDiffersAndHowToReRecord() throws {
        defer { try? FileManager.default.removeItem(at: goldens); removeReviewImages(of: "verdict-slide") }
        let first = verdict(slide(), .missing)
        #expect(!first.passed)
        #expect(first.title == "verdict-slide: recorded 6 of 6 goldens (6 new, 0 changed) and its motion trace")
        #expect(verdict(slide(), .never).passed)

        let changed = verdict(slide(offset: 8), .never)
        #expect(!changed.passed)
        #expect(changed.title == "verdict-slide: 5 of 6 frames differ, its motion differs", "the 8 pt shift shows from the first moving frame on")
        #expect(changed.description.contains("HARNESS_RECORD=failed swift test --filter aChangedAnimatorSaysWhatDiffersAndHowToReRecord\n"))
        #expect(changed.outcome.recordCommand == "HARNESS_RECORD=failed swift test --filter aChangedAnimatorSaysWhatDiffersAndHowToReRecord")
        let images = changed.reviewImages.map(\.path)
        #expect(images.contains { $0.hasSuffix(".build/harness-artifacts/HarnessTestingTests/verdict-slide/f2-0200ms.diff.png") })
        #expect(images.allSatisfy { changed.description.contains($0) })

        let rerecorded = verdict(slide(offset: 8), .failed)
        #expect(rerecorded.title == "verdict-slide: recorded 5 of 6 goldens (0 new, 5 changed) and its motion trace")
        #expect(rerecorded.description.contains("new: none; changed: f1-0100ms, f2-0200ms, f3-0300ms, f4-0400ms, f5-0900ms; unchanged: f0-0000ms"))
        #expect(verdict(slide(offset: 8), .never).passed)
        #expect(images.allSatisfy { !$0.hasSuffix(".diff.png") || !FileManager.default.fileExists(atPath: $0) },
                "a passing run leaves no diff of the failure before it")
    }

    @Test func aToleranceAndANameApplyToOneAssertion() throws {
        defer { try? FileManager.default.removeItem(at: goldens); removeReviewImages(of: "slide-variant") }
        _ = verdict(slide(), .missing, named: "slide-variant")
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("slide-variant/f0-0000ms.png").path))
        #expect(!verdict(slide(offset: 1), .never, named: "slide-variant").passed)
        let loose = verdict(slide(offset: 1), .never, tolerance: Tolerance(maxDifferentPixels: 200), named: "slide-variant")
        #expect(loose.outcome.failingFrames.isEmpty, "the frames pass within the looser pixel tolerance")
        #expect(loose.outcome.motion?.status == .failed, "the 1 pt offset still shows in the motion trace")
    }

    @Test func goldensFromAnotherEnvironmentSaySoBeforeTheReRecordLine() throws {
        defer { try? FileManager.default.removeItem(at: goldens); removeReviewImages(of: "verdict-environment") }
        // Its own id: review images live by scenario id, and tests run at once, so a shared id
        // would let this test clear the diffs the first test looks for.
        _ = verdict(slide(id: "verdict-environment"), .missing)
        let manifestURL = goldens.appendingPathComponent("verdict-environment/manifest.json")
        var manifest = try JSONDecoder().decode(ScenarioManifest.self, from: Data(contentsOf: manifestURL))
        manifest.environment["pixman"] = "0.40.0"
        try JSONEncoder().encode(manifest).write(to: manifestURL)
        let lines = verdict(slide(id: "verdict-environment", offset: 8), .never).description.split(separator: "\n").map(String.init)
        #expect(lines[1].hasPrefix("  likely cause: the goldens were recorded with pixman 0.40.0; this run has pixman "))
        #expect(lines.firstIndex { $0.contains("HARNESS_RECORD=failed") }! > 1)
    }

    @Test func theDiffToolLineIsReadyToRun() {
        #expect(GoldenLocations.testTarget(of: #filePath) == "HarnessTestingTests")
        let tool = DiffTool(environment: ["HARNESS_DIFF_TOOL": "ksdiff"])
        let (expected, actual) = (URL(fileURLWithPath: "/tmp/a b/f1.expected.png"), URL(fileURLWithPath: "/tmp/it's/f1.actual.png"))
        #expect(tool?.command(expected: expected, actual: actual) == #"ksdiff '/tmp/a b/f1.expected.png' '/tmp/it'\''s/f1.actual.png'"#)
        let template = DiffTool(environment: ["HARNESS_DIFF_TOOL": "compare {expected} {actual} x:"])
        #expect(template?.command(expected: expected, actual: actual) == #"compare '/tmp/a b/f1.expected.png' '/tmp/it'\''s/f1.actual.png' x:"#)
        #expect(DiffTool(environment: [:]) == nil)
    }
}
