import Foundation
import GoldenKit
import MotionTrace
import Scenarios

/// A scenario's motion as the golden store takes it, and the motion lint, which needs no golden.
///
/// The store keeps `motion.txt` as it keeps frames (the same writer, lock, record modes, manifest
/// record, verify and prune); this side knows the trace's format and tolerances, so it gives the
/// store the text and the judge that compares a recorded trace with it.
///
///     let submission = MotionGolden.submission(for: scenario, capture: capture)
///     var outcome = try store.check(scenarioID: scenario.id, frames: frames, motion: submission, tolerance: scenario.tolerance)
///     MotionGolden.lint(scenario, capture: capture, into: &outcome)
enum MotionGolden {
    /// The trace to store, or nil when nothing moves (a still snapshot): there is no motion to
    /// guard then, so no file is needed.
    static func submission(for scenario: Scenario, capture: MotionCapture) -> MotionSubmission? {
        guard !capture.trace.tracks.isEmpty else { return nil }
        let trace = capture.trace
        let tolerance = scenario.motionTolerance
        return MotionSubmission(text: trace.text) { recorded in
            let changes: [MotionChange]
            do {
                changes = try MotionTrace(text: recorded).changes(from: trace, tolerance: tolerance)
            } catch {
                return .unreadable("\(error)".terminalSafe)
            }
            guard !changes.isEmpty else { return .withinTolerance }
            // A layer only the golden names was read from the file. The report charts the leading
            // layers; the ones that follow them are listed.
            return .diverges(changes: changes.map(outcomeChange), charts: changes.flatMap { $0.leader.divergences.map(chart) })
        }
    }

    /// Lint findings fail the scenario in every mode: recording cannot excuse them, only a fix or
    /// an exemption with its reason in the scenario's declaration.
    static func lint(_ scenario: Scenario, capture: MotionCapture, into outcome: inout ScenarioOutcome) {
        let findings = MotionLint().findings(in: capture, exempting: scenario.motionLintExemptions)
        guard !findings.isEmpty else { return }
        var motion = outcome.motion ?? MotionOutcome(status: .passed, golden: "\(scenario.id)/\(GoldenStore.motionFileName)")
        motion.status = .failed
        motion.problems += findings.map(\.description)
        outcome.motion = motion
    }

    private static func outcomeChange(_ change: MotionChange) -> MotionOutcome.Change {
        let leader = change.leader
        let progress = change.progress.map { progress in
            MotionChart(layer: leader.layer, property: "\(leader.lead.property.name) progress", unit: "",
                        framesPerSecond: MotionTrace.framesPerSecond, firstTick: leader.lead.firstTick,
                        expected: progress.expected.map { $0.map { [$0] } }, actual: progress.actual.map { $0.map { [$0] } })
        }
        return MotionOutcome.Change(line: leader.description.terminalSafe, following: change.following.map(\.description.terminalSafe),
                                    progress: progress)
    }

    private static func chart(_ divergence: MotionDivergence) -> MotionChart {
        MotionChart(layer: divergence.layer, property: divergence.property.name, unit: divergence.property.unit.symbol,
                    framesPerSecond: MotionTrace.framesPerSecond, firstTick: divergence.firstTick,
                    expected: divergence.expected, actual: divergence.actual)
    }
}
