import GoldenKit
/// Everything one `harness check` or update found, as written to `results.json`; shards merge into one.
package struct RunResults: Codable, Equatable, Sendable {
    /// Bumped only when the format changes incompatibly.
    package var formatVersion: Int
    /// The record mode of the run; `never` for `harness check`.
    package var mode: RecordMode
    /// The part of the catalog this run covered; nil for the whole catalog (or a merge of all shards).
    package var shard: Shard?
    /// Versions of cairo, pixman, FreeType, libpng and the font's SHA-256 on the machine that ran.
    package var environment: [String: String]
    /// Sorted by scenario id, so equal runs give equal files.
    package private(set) var scenarios: [ScenarioOutcome]
    /// One command that re-records every failing scenario of the run, when the CLI ran it.
    package var recordCommand: String?
    /// The program and `--goldens` that ran, from which `recordCommand` is made; merged shards make theirs from it.
    package private(set) var recordCommandLine: RecordCommandLine?

    package init(mode: RecordMode, shard: Shard? = nil, environment: [String: String] = [:],
                scenarios: [ScenarioOutcome]) {
        self.formatVersion = 1
        self.mode = mode
        self.shard = shard
        self.environment = environment
        self.scenarios = scenarios.sorted { $0.id < $1.id }
    }

    package var summary: RunSummary { RunSummary(scenarios) }

    /// Gives every scenario without goldens, or failing them, the command that re-records it
    /// through `commandLine`, and the run the one command that re-records them all, in id order.
    package mutating func reRecord(with commandLine: RecordCommandLine) {
        recordCommandLine = commandLine
        var unrecorded: [String] = []
        for index in scenarios.indices where scenarios[index].status == .missing || scenarios[index].status == .failed {
            scenarios[index].recordCommand = commandLine.line(for: [scenarios[index].id])
            unrecorded.append(scenarios[index].id)
        }
        recordCommand = unrecorded.isEmpty ? nil : commandLine.line(for: unrecorded)
    }

    /// Seconds spent over all scenarios (more than the wall-clock time when they ran in parallel).
    package var seconds: Double { scenarios.reduce(0) { $0 + $1.seconds } }
}
