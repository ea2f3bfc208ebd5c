import Foundation
@testable import HarnessCLI
import HarnessCore
import HarnessReport
import Testing

/// The command line is parsed into the same typed properties that declare it and print its help.
@Suite struct CommandLineParsingTests {
    private func usageError<Command: HarnessCommand>(_ words: [String], for command: Command.Type) -> String {
        do {
            _ = try Command.parse(words)
        } catch {
            return "\(error)"
        }
        Issue.record("\(words) parsed without an error")
        return ""
    }

    @Test func optionsTakeValuesSeparatelyOrAfterAnEqualsSign() throws {
        let check = try CheckCommand.parse(["--filter", "door-*", "--filter=cube-*", "--jobs", "3", "--shard", "2/4", "--verify"])
        #expect(check.filters == ["door-*", "cube-*"])
        #expect(check.jobs == 3)
        #expect(check.shard == Shard(index: 1, count: 4))
        #expect(check.verify)
        #expect(check.report == nil)
        #expect(try CheckCommand.parse([]).verify == false)
    }

    @Test func wordsAfterADoubleDashArePositionalEvenWithDashes() throws {
        let diff = try DiffCommand.parse(["--", "-odd.png", "b.png"])
        #expect((diff.expected, diff.actual) == ("-odd.png", "b.png"))
        let report = try ReportCommand.parse(["--merge", "a.json", "b.json", "--report", "r"])
        #expect(report.results == ["a.json", "b.json"])
    }

    @Test func mistakesNameTheOptionAndWhereToLook() throws {
        #expect(usageError(["--bogus"], for: CheckCommand.self).contains("unknown option --bogus for `harness check`; `harness check --help`"))
        #expect(usageError(["--report"], for: CheckCommand.self).contains("--report needs a value"))
        #expect(usageError(["--json=yes", "a", "b"], for: DiffCommand.self).contains("--json takes no value"))
        #expect(usageError(["a.png"], for: DiffCommand.self).contains("takes A.png B.png, got 1 word"))
        #expect(usageError(["extra"], for: ListCommand.self).contains("unexpected argument 'extra'"))
        #expect(usageError(["--mode", "never"], for: UpdateGoldensCommand.self).contains("--mode 'never' must be failed, missing or all"))
        #expect(usageError(["--shard", "5/4"], for: CheckCommand.self).contains("shard 5/4 is out of range"))
    }

    @Test func numbersAreCheckedAgainstTheirRangeWithTheOptionNamedBeforeAnythingRuns() throws {
        for bad in ["86401", "-1", "nan", "inf", "0x10", "soon"] {
            #expect(usageError(["door-push", "--time", bad], for: RenderCommand.self).contains("--time '\(bad)' must be a number from 0 to 86400 seconds"))
        }
        #expect(usageError(["door-push", "--scale", "0"], for: RenderCommand.self).contains("--scale must be above 0"))
        #expect(usageError(["--jobs", "0"], for: CheckCommand.self).contains("--jobs '0' must be a whole number from 1 to 1024"))
        #expect(try RenderCommand.parse(["door-push", "--time", ".25", "--time", "1e-1"]).times == [0.25, 0.1])
    }

    @Test func everyCommandTakesGoldensAndHelp() throws {
        for command in HarnessCommandLine.commands {
            let positionals = command.positionals.filter { !$0.isOptional }.map { _ in "x" }
            let (common, bindings) = CommonOptions.declared()
            let parsed = try ParsedArguments(positionals + ["--goldens", "/tmp/g"], for: command)
            try parsed.bind(bindings)
            #expect(try common.goldensDirectory().path == "/tmp/g", "\(command.name)")
            #expect(try ParsedArguments(["--help"], for: command).wantsHelp, "\(command.name)")
        }
    }

    @Test func helpListsEveryDeclaredOption() throws {
        for command in HarnessCommandLine.commands {
            let help = HelpText.help(for: command)
            for option in command.allOptions {
                #expect(help.contains(option.synopsis), "\(command.name) --help does not show \(option.name)")
            }
            #expect(HelpText.overview(of: HarnessCommandLine.commands).contains(command.name))
        }
    }

    @Test func helpAndMessagesNameTheProgramAsItWasRun() throws {
        let commands = HarnessCommandLine(catalog: [], program: "myapp-harness").commands
        #expect(HelpText.overview(of: commands).hasPrefix("usage: myapp-harness <command> [options]"))
        let check = try #require(commands.first { $0.name == "check" })
        #expect(HelpText.help(for: check).hasPrefix("usage: myapp-harness check [--filter GLOB…]"))
        #expect(!HelpText.help(for: check).contains("usage: harness"))
        #expect(throws: HarnessError.self) { try ParsedArguments(["--bogus"], for: check) }
        do {
            _ = try ParsedArguments(["--bogus"], for: check)
        } catch {
            #expect("\(error)".contains("`myapp-harness check --help`"))
        }
    }

    @Test func aReRecordHintUsesOneGlobPerScenario() {
        let ids = (1...16).map { "login/variant\($0)" } + ["card-fade", "door-push", "door-push/iPhoneSE3-dark"]
        #expect(RecordCommandLine.filters(for: ids) == ["login/*", "card-fade", "door-push", "door-push/iPhoneSE3-dark"])
        #expect(RecordCommandLine(program: "myapp-harness", goldens: "Tests/Goldens").line(for: ["login/a", "login/b"])
            == "myapp-harness update-goldens --filter 'login/*' --goldens Tests/Goldens")
    }

    @Test("docs/CLI.md is the help the declarations make")
    func referenceIsUpToDate() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let committed = try String(contentsOf: root.appendingPathComponent("docs/CLI.md"), encoding: .utf8)
        #expect(committed == HelpText.markdown(for: HarnessCommandLine.commands),
                "docs/CLI.md is stale: run `swift run harness help --markdown > docs/CLI.md`")
    }
}
