import ImageComparison
/// Turns a frame's judgement and what the record mode did about it into a status and a message for people.
struct FrameVerdict {
    let frame: GoldenFrame
    let scenarioID: String
    let mode: RecordMode
    let tolerance: Tolerance
    let writtenGolden: Bool

    var outcome: FrameOutcome {
        FrameOutcome(frame: frame.key, time: frame.rendered.time, status: status, golden: frame.relativePath,
                     difference: frame.judgement.difference, message: message)
    }

    private var status: FrameStatus {
        if writtenGolden { return .written }
        switch frame.judgement {
        case .missing: return .missing
        case .identical: return mode == .never ? .passed : .unchanged
        case .withinTolerance: return .passed
        case .failing, .unreadable: return .failed
        }
    }

    private var message: String? {
        switch frame.judgement {
        case .missing:
            return writtenGolden ? "recorded a new golden"
                : "no golden at \(frame.url.path); record it with "
                + "`harness update-goldens --filter \(scenarioID)` (in `swift test`: HARNESS_RECORD=missing)"
        case .identical:
            return nil
        case .withinTolerance(let difference):
            return writtenGolden ? "re-recorded (mode all): \(judged(difference))"
                : "within tolerance: \(judged(difference))"
        case .failing(let difference):
            return writtenGolden ? "re-recorded a failing golden: \(judged(difference))"
                : "\(judged(difference)); if the change is intended, run `harness update-goldens --filter \(scenarioID)`"
        case .unreadable(let problem, _):
            return writtenGolden ? "re-recorded an unreadable golden: \(problem)" : problem
        }
    }

    private func judged(_ difference: PixelComparison) -> String {
        "\(difference.summary); \(tolerance.summary)"
    }
}
