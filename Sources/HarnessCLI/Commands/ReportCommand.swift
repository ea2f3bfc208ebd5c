import Foundation
import HarnessCore
import HarnessReport

/// `harness report --merge A.json B.json… --report DIR [--junit FILE]`: one report from the
/// `results.json` of sharded runs, equal to the report of one unsharded run.
enum ReportCommand {
    static let declaration = CommandDeclaration(
        name: "report", summary: "merge the results of sharded runs into one report",
        positionals: [PositionalDeclaration("RESULTS.json", repeats: true, help: "the results.json each shard's check wrote")],
        options: [
            OptionDeclaration("--merge", help: "merge the given results (required)"),
            OptionDeclaration("--report", .value("DIR"), help: "where the merged HTML report goes (required)"),
            OptionDeclaration("--junit", .value("FILE"), help: "also write JUnit XML to FILE"),
        ],
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        guard arguments.flag("--merge") else { throw HarnessError.usage("report needs --merge and the results.json files of the shards") }
        guard let directory = arguments.value("--report") else { throw HarnessError.usage("report --merge needs --report DIR") }
        let junit = arguments.value("--junit").map { URL(fileURLWithPath: $0) }
        let files = arguments.positionals.map { URL(fileURLWithPath: $0) }
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
