import Foundation

/// Which goldens a run may write: `failed` (missing or failing), `missing`, `all` (any pixel change) or `never`.
///
///     try RecordMode(environment: ["HARNESS_RECORD": "all"])   // .all
///     try RecordMode(environment: ["CI": "true"])              // .never
///     try RecordMode(environment: [:])                         // .missing
public enum RecordMode: String, CaseIterable, Codable, Sendable {
    case failed, missing, all, never

    /// The mode of `harness update-goldens` when `--mode` is not given.
    package static let updateDefault = RecordMode.failed

    /// Reads `HARNESS_RECORD`; without it the mode is `never` when `CI` is set and `missing` otherwise.
    package init(environment: [String: String]) throws(GoldenStoreError) {
        let requested = environment["HARNESS_RECORD"]?.trimmingCharacters(in: .whitespaces) ?? ""
        if requested.isEmpty {
            self = Self.isCI(environment) ? .never : .missing
        } else if let mode = RecordMode(rawValue: requested.lowercased()) {
            self = mode
        } else {
            throw .invalidRecordMode(requested)
        }
    }

    /// CI systems set `CI` to `true` or `1`; an explicit `false`/`0` (or empty) means a developer's machine.
    private static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return !["", "0", "false", "no"].contains(value)
    }

    /// Whether this mode writes a golden that was judged as `judgement`.
    func writes(_ judgement: JudgementKind) -> Bool {
        switch judgement {
        case .identical, .gitLFSPointer: false
        case .missing: self != .never
        case .failing, .unreadable: self == .failed || self == .all
        case .withinTolerance: self == .all
        }
    }

    func writes(_ judgement: FrameJudgement) -> Bool { writes(judgement.kind) }
}

/// What comparing any golden (a frame, a motion trace) with this run's found, as far as a record
/// mode cares.
enum JudgementKind: Sendable {
    case missing, identical, withinTolerance, failing, unreadable
    /// A Git LFS pointer in a golden's place: never overwritten, since the real file exists upstream.
    case gitLFSPointer
}
