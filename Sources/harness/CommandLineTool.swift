import Foundation
import HarnessCore

/// Dispatches a subcommand and turns its outcome into the documented exit code.
enum CommandLineTool {
    static let usage = """
        usage: harness <command> [options]

          list                                   scenario ids with duration and frame count
          check [--filter GLOB]… [--report DIR] [--junit FILE] [--shard I/N] [--jobs N]
                                                 render every scenario and compare with Goldens/
          update-goldens [--filter GLOB]… [--mode failed|missing|all] [--prune]
                                                 re-record goldens after an intended change
          render SCENARIO [--time T]… [--scale S] [--out DIR] [--sheet] [--apng] [--fps N]
                                                 write frames, a contact sheet, an animated preview
          diff A.png B.png [--threshold T] [--include-aa] [--out DIFF.png] [--json]
                                                 compare two images as check does
          report --merge A.json B.json… --report DIR
                                                 merge shard results into one report

        Options for every command: --goldens DIR (default: $HARNESS_GOLDENS or ./Goldens)
        Exit status: 0 pass, 1 failures, 2 usage or environment error.
        """

    static func run(_ words: [String]) -> Int32 {
        guard let name = words.first, name != "--help", name != "-h", name != "help" else {
            print(usage)
            return words.isEmpty ? 2 : 0
        }
        var arguments = Arguments(Array(words.dropFirst()))
        do {
            switch name {
            case "list": return try ListCommand.run(&arguments)
            case "check": return try CheckCommand.run(&arguments)
            case "update-goldens": return try UpdateGoldensCommand.run(&arguments)
            case "render": return try RenderCommand.run(&arguments)
            case "diff": return try DiffCommand.run(&arguments)
            case "report": return try ReportCommand.run(&arguments)
            default: throw UsageError("unknown command '\(name)'")
            }
        } catch let error as UsageError {
            Terminal.error("harness \(name): \(error)\n\n\(usage)")
            return 2
        } catch {
            Terminal.error("harness \(name): \(error)")
            return 2
        }
    }
}
