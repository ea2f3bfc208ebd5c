import Foundation
import GoldenKit
import MotionTrace
import Scenarios

/// A scenario's motion judged against `Goldens/<id>/motion.txt` and by the motion lint, the trace
/// recorded as the record mode allows, by the same rules as its frames: `missing` writes only a
/// trace that is not there, `failed` also one that diverges, `all` any that changed.
///
///     let outcome = try MotionGolden(directory: goldens).judge(scenario, capture: capture, mode: .never)
struct MotionGolden {
    static let fileName = "motion.txt"
    let directory: URL

    func judge(_ scenario: Scenario, capture: MotionCapture, mode: RecordMode) throws -> MotionOutcome {
        let golden = "\(scenario.id)/\(Self.fileName)"
        let url = directory.appendingPathComponent(golden)
        let text = capture.trace.text
        var outcome = MotionOutcome(status: .passed, golden: golden)

        if let recorded = try? String(contentsOf: url, encoding: .utf8) {
            if recorded == text {
                outcome.status = mode == .never ? .passed : .unchanged
            } else {
                let divergences: [MotionDivergence]
                do {
                    divergences = try MotionTrace(text: recorded).divergences(from: capture.trace, tolerance: scenario.motionTolerance)
                } catch {
                    outcome.problems = ["\(golden): \(error)"]
                    divergences = []
                    outcome.status = .failed
                }
                let writes = outcome.status == .failed || !divergences.isEmpty ? [.failed, .all].contains(mode) : mode == .all
                if writes {
                    try write(text, to: url)
                    outcome = MotionOutcome(status: .written, golden: golden)
                } else if !divergences.isEmpty {
                    outcome.status = .failed
                    outcome.problems = divergences.map(\.description)
                    outcome.charts = divergences.map(Self.chart)
                }
            }
        } else if capture.trace.tracks.isEmpty {
            // Nothing moves (a still snapshot): there is no motion to guard, so no file is needed.
            outcome.status = .passed
        } else if mode == .never {
            outcome.status = .missing
            outcome.problems = ["no motion golden; record it with `harness update-goldens --filter \(scenario.id)`"]
        } else {
            try write(text, to: url)
            outcome.status = .written
        }

        // Lint findings fail the scenario in every mode: recording cannot excuse them, only a
        // fix or an exemption with its reason in the scenario's declaration.
        let findings = MotionLint().findings(in: capture, exempting: scenario.motionLintExemptions)
        if !findings.isEmpty {
            outcome.status = .failed
            outcome.problems += findings.map(\.description)
        }
        return outcome
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    private static func chart(_ divergence: MotionDivergence) -> MotionChart {
        MotionChart(layer: divergence.layer, property: divergence.property.name, unit: divergence.property.unit.symbol,
                    framesPerSecond: MotionTrace.framesPerSecond, firstTick: divergence.firstTick,
                    expected: divergence.expected, actual: divergence.actual)
    }
}
