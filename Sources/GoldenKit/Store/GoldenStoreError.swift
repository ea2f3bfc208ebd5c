import Foundation

/// Why the golden store refused or failed an operation, worded for the person who has to fix it.
package enum GoldenStoreError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// What an unsafe name was meant to be.
    package enum NameKind: String, Sendable { case scenarioID = "scenario id", filter, reportPath = "report path" }

    case unsafeName(String, kind: NameKind, reason: String)
    case invalidRecordMode(String)
    case invalidFrame(scenario: String, index: Int, time: Double)
    case duplicateFrame(scenario: String, fileName: String)
    case readOnly(directory: String, detail: String)
    case locked(directory: String, holder: String, waitedSeconds: Double)
    case fileSystem(path: String, operation: String, detail: String)
    case unreadableManifest(path: String, detail: String)
    case symbolicLink(path: String)
    case noSpace(path: String, operation: String)
    case unsafeGoldensRoot(path: String, reason: String)
    /// A signal asked the update to stop; what was written before it is recorded.
    case interrupted(signal: Int32)

    package var description: String {
        switch self {
        case let .unsafeName(name, kind, reason):
            "Refusing \(kind.rawValue) \(name.debugDescription): \(reason). "
                + "Use only letters, digits, '.', '_' and '-', not starting with '.' and without '..'"
                + (kind == .filter ? " (plus the glob characters * ? [ ] !)." : ".")
        case let .invalidRecordMode(value):
            "HARNESS_RECORD=\(value.debugDescription) is not a record mode; use one of "
                + RecordMode.allCases.map(\.rawValue).joined(separator: ", ") + ", or unset it."
        case let .invalidFrame(scenario, index, time):
            "Scenario '\(scenario)' frame \(index) has time \(time); frame indices must be ≥ 0 and "
                + "times finite seconds between 0 and 86400. Fix the scenario's sample times."
        case let .duplicateFrame(scenario, fileName):
            "Scenario '\(scenario)' produces two frames named \(fileName); give each frame its own index."
        case let .readOnly(directory, detail):
            "Cannot write goldens: \(directory) is read-only (\(detail)). Nothing was changed. "
                + "Make it writable (e.g. `chmod -R u+w \(directory)`) or run from a checkout you own."
        case let .locked(directory, holder, waited):
            "Another golden update holds the lock on \(directory) (\(holder)); gave up after waiting "
                + "\(Int(waited.rounded())) s. Let that run finish, then retry. The lock frees itself "
                + "when its process exits, so there is no stale lock to delete."
        case let .fileSystem(path, operation, detail):
            "Could not \(operation) \(path): \(detail)."
        case let .unreadableManifest(path, detail):
            "Cannot read the golden manifest \(path): \(detail). Restore it from version control "
                + "(`git checkout -- \(path)`) or delete it and run `harness update-goldens` to rebuild it."
        case let .symbolicLink(path):
            "Refusing to write through \(path): it is a symbolic link, and goldens are only ever written, "
                + "renamed or deleted inside the goldens folder. Replace the link with a real folder or file "
                + "(e.g. `rm \(path)`), then run again."
        case let .noSpace(path, operation):
            "No space left on the disk that holds \(path) (could not \(operation) it). Free some space and run again."
        case let .unsafeGoldensRoot(path, reason):
            "Refusing \(path) as the goldens folder: \(reason). The store deletes and rewrites files in the "
                + "folder it is given, so it must be a folder of goldens only, such as Goldens/ at a package's root; "
                + "pass that with --goldens or HARNESS_GOLDENS."
        case let .interrupted(signal):
            "Stopped by signal \(signal) before this scenario was finished; the goldens it wrote are recorded."
        }
    }

    /// Whether the machine, not the scenario, is at fault: a full disk, a read-only folder, a
    /// lock held elsewhere. The CLI exits 2 for these.
    package var isEnvironmental: Bool {
        switch self {
        case .readOnly, .locked, .fileSystem, .symbolicLink, .noSpace, .unsafeGoldensRoot, .unreadableManifest: true
        case .unsafeName, .invalidRecordMode, .invalidFrame, .duplicateFrame, .interrupted: false
        }
    }

    package var errorDescription: String? { description }
}
