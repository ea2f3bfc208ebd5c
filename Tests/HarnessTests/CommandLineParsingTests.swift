import Foundation
@testable import HarnessCLI
import HarnessCore
import Testing

/// The command line is parsed from the same declarations that print its help.
@Suite struct CommandLineParsingTests {
    private func declaration(_ name: String) throws -> CommandDeclaration {
        try #require(HarnessCommandLine.commands.first { $0.name == name })
    }

    private func usageError(_ words: [String], for command: String) throws -> String {
        let command = try declaration(command)
        do {
            _ = try ParsedArguments(words, for: command)
        } catch {
            return "\(error)"
        }
        Issue.record("\(words) parsed without an error")
        return ""
    }

    @Test func optionsTakeValuesSeparatelyOrAfterAnEqualsSign() throws {
        let parsed = try ParsedArguments(["--filter", "door-*", "--filter=cube-*", "--jobs", "3"], for: declaration("check"))
        #expect(parsed.values("--filter") == ["door-*", "cube-*"])
        #expect(try parsed.jobs() == 3)
        #expect(parsed.value("--report") == nil)
    }

    @Test func wordsAfterADoubleDashArePositionalEvenWithDashes() throws {
        let parsed = try ParsedArguments(["--", "-odd.png", "b.png"], for: declaration("diff"))
        #expect(parsed.positionals == ["-odd.png", "b.png"])
    }

    @Test func mistakesNameTheOptionAndWhereToLook() throws {
        #expect(try usageError(["--bogus"], for: "check").contains("unknown option --bogus for `harness check`; `harness check --help`"))
        #expect(try usageError(["--report"], for: "check").contains("--report needs a value"))
        #expect(try usageError(["--json=yes", "a", "b"], for: "diff").contains("--json takes no value"))
        #expect(try usageError(["a.png"], for: "diff").contains("takes A.png B.png, got 1 word"))
        #expect(try usageError(["extra"], for: "list").contains("unexpected argument 'extra'"))
    }

    @Test func numbersAreCheckedAgainstTheirRangeWithTheOptionNamed() throws {
        let render = try declaration("render")
        for bad in ["86401", "-1", "nan", "inf", "soon"] {
            let parsed = try ParsedArguments(["door-push", "--time", bad], for: render)
            #expect(throws: HarnessError.self) { try parsed.numbers("--time", in: 0...86_400, unit: "seconds") }
        }
        let jobs = try ParsedArguments(["--jobs", "0"], for: declaration("check"))
        #expect(throws: HarnessError.self) { try jobs.jobs() }
    }

    @Test func everyCommandTakesGoldensAndHelp() throws {
        for command in HarnessCommandLine.commands {
            let positionals = command.positionals.filter { !$0.isOptional }.map { _ in "x" }
            let parsed = try ParsedArguments(positionals + ["--goldens", "/tmp/g"], for: command)
            #expect(try parsed.goldensDirectory().path == "/tmp/g", "\(command.name)")
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

    @Test("docs/CLI.md is the help the declarations make")
    func referenceIsUpToDate() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let committed = try String(contentsOf: root.appendingPathComponent("docs/CLI.md"), encoding: .utf8)
        #expect(committed == HelpText.markdown(for: HarnessCommandLine.commands),
                "docs/CLI.md is stale: run `swift run harness help --markdown > docs/CLI.md`")
    }
}
