import Foundation
import GoldenKit
import HarnessCore
import ImageComparison
import Scenarios

/// What checking one golden folder found, ready for an assertion: `passed`, a
/// one-line `title` such as `door-push: 2 of 6 frames differ`, and a `description` that names
/// every failing frame with the paths of its expected, actual and diff images and the command
/// that fixes it, in `swift test`'s own terms.
///
///     let verdicts = GoldenVerdict.verdicts(of: { scenario }, as: .frames, filePath: #filePath, testName: #function)
///     #expect(verdicts.allSatisfy(\.passed), "\(verdicts)")
public struct GoldenVerdict: Sendable, CustomStringConvertible {
    package let outcome: ScenarioOutcome
    public let goldens: URL
    /// The folder the review images were written to (see `GoldenLocations.artifacts(for:)`).
    public let artifacts: URL
    /// The `swift test --filter` pattern that runs just the asserting test again.
    public let testFilter: String
    /// Frames that had no golden file before this check ran.
    let previouslyMissing: Set<FrameKey>
    /// Why `HARNESS_REPORT` could not be written, if it could not.
    let reportProblem: String?

    /// Checks `subject` as `strategy` says, once per golden folder it fills, against `goldens`
    /// (default: `Goldens/` at the root of the package holding `filePath`), recording what the
    /// record mode allows. The assertions are this and a way to report.
    public static func verdicts<Subject>(of subject: @escaping () -> Subject, as strategy: Snapshotting<Subject>,
                                         named name: String? = nil, goldens: URL? = nil, record: RecordMode? = nil,
                                         filePath: String, testName: String) -> [GoldenVerdict] {
        let test = String(testName.prefix { $0 != "(" })
        let naming = GoldenNaming(name: name, testName: test,
                                  declaration: "\(GoldenLocations.packagePath(of: filePath)) \(testName)")
        return strategy.checks(subject, naming).map { check in
            GoldenVerdict(check, goldens: goldens, record: record, filePath: filePath, testName: test)
        }
    }

    /// The one path of every assertion: notes which frames have no golden yet, lets the check
    /// draw and judge (and record) them, and adds the outcome to `HARNESS_REPORT` if it is set,
    /// with the folder as `update-goldens` would leave it in the report's `overlay/` when it fails.
    init(_ check: GoldenCheck, goldens: URL?, record: RecordMode?, filePath: String, testName: String) {
        self.goldens = goldens ?? GoldenLocations.goldens(for: filePath)
        artifacts = GoldenLocations.artifacts(for: filePath)
        testFilter = testName
        var store = GoldenStore(directory: self.goldens, environment: RenderingEnvironment.fingerprint)
        store.lockWaitNotice = { print("golden update: \($0)") }
        store.recorder = GoldenLocations.packagePath(of: filePath)
        // CI never records: a failing folder goes into the report's overlay, for `harness accept` elsewhere.
        if let report = TestRunReport.directory() {
            store.overlay = GoldenOverlay(directory: report.appendingPathComponent(GoldenOverlay.folderName),
                                          environment: store.environment, commit: GitCommit.head(of: self.goldens))
        }
        previouslyMissing = Set(check.frames.filter { key in
            !FileManager.default.fileExists(atPath: store.goldenURL(scenarioID: check.id, frame: key).path)
        })
        var mode = RecordMode.never
        var outcome: ScenarioOutcome
        do {
            try SafeName.checkScenarioID(check.id)
            try ScenarioRegistry.shared.register(id: check.id, declaration: check.declaration, goldens: self.goldens)
            mode = try record ?? GoldenRecording.effectiveMode()
            outcome = try check.judge(store, mode, artifacts)
        } catch {
            outcome = .errored(id: check.id, tolerance: check.tolerance, message: "\(error)", origin: ErrorOrigin(of: error))
        }
        outcome.recordCommand = Self.recordCommand(for: outcome.status, testFilter: testName)
        self.outcome = outcome
        reportProblem = TestRunReport.directory().flatMap { [mode] report in
            do {
                try TestRunReport.shared.add(outcome, mode: mode, environment: store.environment, to: report)
                return nil
            } catch {
                return "\(TestRunReport.variable): could not write the report in \(report.path): \(error)"
            }
        }
    }

    /// True when every frame matched its golden. A run that recorded goldens still fails, so
    /// that nobody mistakes a first run for a check.
    public var passed: Bool { outcome.status == .passed && reportProblem == nil }

    /// One line, e.g. `door-push: 2 of 6 frames differ`.
    public var title: String {
        let frames = outcome.frames
        if let error = outcome.error { return "\(outcome.id): errored: \(error)" }
        let written = frames.filter { $0.status == .written }
        let motionWritten = outcome.motion?.status == .written ? " and its motion trace" : ""
        if !written.isEmpty {
            let new = written.filter { previouslyMissing.contains($0.frame) }.count
            return "\(outcome.id): recorded \(written.count) of \(frames.count) goldens (\(new) new, \(written.count - new) changed)"
                + motionWritten
        }
        if !motionWritten.isEmpty { return "\(outcome.id): recorded its motion trace" }
        let differing = frames.filter { $0.status == .failed }.count
        let missing = frames.filter { $0.status == .missing }.count
        let parts = [differing > 0 ? "\(differing) of \(frames.count) frames differ" : nil,
                     missing > 0 ? "\(missing) of \(frames.count) frames have no golden" : nil,
                     outcome.motion?.status == .failed ? "its motion differs" : nil,
                     outcome.motion?.status == .missing ? "its motion has no golden" : nil].compactMap { $0 }
        return "\(outcome.id): " + (parts.isEmpty ? "passed" : parts.joined(separator: ", "))
    }

    public var description: String {
        guard !passed else { return title }
        var lines = [title] + [outcome.environmentChange.map { "  \($0.advice)" }].compactMap { $0 }
        if outcome.error == nil {
            lines += outcome.frames.compactMap(line(for:))
            let listedBy = "the report lists them; set \(TestRunReport.variable) to write one"
            lines += (outcome.motion?.lines(verbose: false, listedBy: listedBy) ?? []).map { "  motion: \($0)" }
        }
        switch outcome.status {
        case .written:
            let written = outcome.frames.filter { $0.status == .written }
            let new = written.filter { previouslyMissing.contains($0.frame) }
            let changed = written.filter { !previouslyMissing.contains($0.frame) }
            let unchanged = outcome.frames.filter { $0.status != .written }
            lines.append("new: \(list(new)); changed: \(list(changed)); unchanged: \(list(unchanged))")
            lines.append("goldens in \(goldens.appendingPathComponent(outcome.id).path): look at them, commit them, and run again")
        case .missing:
            lines.append("record them: \(outcome.recordCommand ?? "")")
        case .failed:
            lines.append("if the change is intended, re-record: \(outcome.recordCommand ?? "")")
        case .errored, .passed:
            break
        }
        if outcome.status == .failed || outcome.status == .missing {
            lines.append("review images: \(artifacts.appendingPathComponent(outcome.id).path)")
        }
        return (lines + [reportProblem].compactMap { $0 }).joined(separator: "\n")
    }

    /// The line that records missing goldens, or re-records failing ones, of the test named `testFilter`.
    static func recordCommand(for status: ScenarioStatus, testFilter: String) -> String? {
        switch status {
        case .missing: "HARNESS_RECORD=missing swift test --filter \(testFilter)"
        case .failed: "HARNESS_RECORD=failed swift test --filter \(testFilter)"
        case .passed, .written, .errored: nil
        }
    }

    /// The failing frames' review images that exist, in display order (expected, actual, diff, strip).
    public var reviewImages: [URL] {
        outcome.frames.filter(\.status.isFailure).flatMap(\.artifacts.all).map { artifacts.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// A failing frame, with its images and the diff tool's line if one is set.
    private func line(for frame: FrameOutcome) -> String? {
        let note: String
        switch frame.status {
        case .failed: note = frame.difference?.summary ?? frame.message ?? "unreadable golden"
        case .missing: note = "no golden"
        case .passed, .unchanged, .written: return nil
        }
        var line = "  \(frame.frame): \(note)"
        let images = frame.artifacts.all.map { artifacts.appendingPathComponent($0).path }
        if frame.status.isFailure, !images.isEmpty { line += "\n    " + images.joined(separator: "\n    ") }
        if frame.status == .failed, let tool = DiffTool(), let expected = frame.artifacts.expected, let actual = frame.artifacts.actual {
            line += "\n    " + tool.command(expected: artifacts.appendingPathComponent(expected),
                                            actual: artifacts.appendingPathComponent(actual))
        }
        return line
    }

    private func list(_ frames: [FrameOutcome]) -> String {
        frames.isEmpty ? "none" : frames.map(\.frame.stem).joined(separator: ", ")
    }
}
