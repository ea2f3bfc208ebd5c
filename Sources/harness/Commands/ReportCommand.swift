import Foundation
import GoldenKit
import HarnessCore

/// `harness report --merge A.json B.json… --report DIR [--junit FILE]`: one report from the
/// `results.json` of sharded runs, equal to the report of one unsharded run.
enum ReportCommand {
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        guard arguments.flag("--merge") else { throw UsageError("report needs --merge and the results.json files of the shards") }
        guard let directory = try arguments.value("--report") else { throw UsageError("report --merge needs --report DIR") }
        let junit = try arguments.value("--junit").map { URL(fileURLWithPath: $0) }
        let files = try arguments.positionals().map { URL(fileURLWithPath: $0) }
        guard !files.isEmpty else { throw UsageError("report --merge needs at least one results.json") }
        let reportDirectory = URL(fileURLWithPath: directory, isDirectory: true)
        let merged: RunResults
        do {
            merged = try RunReport.merge(files, into: reportDirectory, junit: junit)
        } catch {
            throw HarnessError.environment("\(error)")
        }
        Terminal.line("report: \(reportDirectory.appendingPathComponent(RunReport.indexFileName).path)")
        Terminal.line(OutcomeLines.summary(merged.scenarios))
        return merged.scenarios.contains(where: \.status.isFailure) ? 1 : 0
    }
}
