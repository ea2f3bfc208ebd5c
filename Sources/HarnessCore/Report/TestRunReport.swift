import Foundation
import GoldenKit
import HarnessReport
import Synchronization

/// The report of golden assertions made inside `swift test`, for CI that runs nothing else:
/// with `HARNESS_REPORT=DIR` every assertion adds its scenario's outcome to `DIR`'s
/// `index.html`, `results.json` and `junit.xml`, the same files `harness check` writes.
///
/// XCTest and Swift Testing run in separate processes, one after the other, so each write
/// merges with the `results.json` already in `DIR`: give CI a fresh folder.
package final class TestRunReport: Sendable {
    /// The environment variable that names the report folder.
    package static let variable = "HARNESS_REPORT"

    /// The report folder `HARNESS_REPORT` asks for; nil when it is unset or empty.
    package static func directory(in environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        guard let path = environment[variable], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
    }

    /// The one report of this process; assertions in parallel tests add to it in turn.
    package static let shared = TestRunReport()

    private let lock = Mutex(())

    private init() {}

    /// Adds `outcome` (replacing an earlier one of the same id) and rewrites the report in `directory`.
    package func add(_ outcome: ScenarioOutcome, mode: RecordMode, environment: [String: String], to directory: URL) throws {
        try lock.withLock { _ in
            let resultsFile = directory.appendingPathComponent(RunResults.fileName)
            var outcomes = FileManager.default.fileExists(atPath: resultsFile.path)
                ? try RunResults.read(from: resultsFile).scenarios : []
            outcomes.removeAll { $0.id == outcome.id }
            outcomes.append(outcome)
            let results = RunResults(mode: mode, environment: environment, scenarios: outcomes)
            try RunReport.write(results, to: directory, junit: directory.appendingPathComponent("junit.xml"))
        }
    }
}
