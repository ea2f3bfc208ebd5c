import Foundation
import HarnessCore
import HarnessReport

/// `harness report --merge A.json B.json… --report DIR [--junit FILE]`: one report from the
/// `results.json` of sharded runs, equal to the report of one unsharded run.
struct ReportCommand: HarnessCommand {
    static let configuration = CommandConfiguration(name: "report", summary: "merge the results of sharded runs into one report")

    @Argument("RESULTS.json", help: "the results.json each shard's check wrote") var results: [String]
    @Flag("--merge", help: "merge the given results (required)") var merge: Bool
    @Option("--report", "DIR", help: "where the merged HTML report goes (required)") var report: String?
    @Option("--junit", "FILE", help: "also write JUnit XML to FILE") var junit: String?

    func run(_ context: CommandContext) throws -> Int32 {
        guard merge else { throw HarnessError.usage("report needs --merge and the results.json files of the shards") }
        guard let report else { throw HarnessError.usage("report --merge needs --report DIR") }
        let reportDirectory = URL(fileURLWithPath: report, isDirectory: true)
        let goldens = try context.common.goldensDirectory()
        try OutputLocation.check(reportDirectory, option: "--report", goldens: goldens)
        try OutputLocation.checkNoLinks(in: reportDirectory, option: "--report")
        if let junit { try OutputLocation.check(URL(fileURLWithPath: junit), option: "--junit", goldens: goldens) }
        let merged: RunResults
        do {
            merged = try RunReport.merge(results.map { URL(fileURLWithPath: $0) }, into: reportDirectory,
                                         junit: junit.map { URL(fileURLWithPath: $0) })
        } catch {
            throw HarnessError.environment("\(error)")
        }
        Terminal.line("report: \(reportDirectory.appendingPathComponent(RunReport.indexFileName).path)")
        OutcomeLines.advice(merged, program: context.program)
        Terminal.line(OutcomeLines.summary(merged.scenarios))
        return merged.scenarios.contains(where: \.status.isFailure) ? 1 : 0
    }
}
