import Foundation
import HarnessCore
import Scenarios

/// The `harness` command line over a catalog of scenarios. The built-in `harness` executable
/// runs it over `Catalog.all`; a package with scenarios of its own gets every command for them
/// with an executable target of one line:
///
///     // Sources/my-harness/main.swift
///     import HarnessCLI
///     HarnessCommandLine.main(catalog: MyScenarios.all)
public struct HarnessCommandLine: Sendable {
    /// Every subcommand, in the order `--help` lists them.
    public static let commands: [CommandDeclaration] = [
        ListCommand.declaration, CheckCommand.declaration, UpdateGoldensCommand.declaration,
        RenderCommand.declaration, DiffCommand.declaration, ReportCommand.declaration, helpCommand,
    ]

    public let catalog: [Scenario]

    public init(catalog: [Scenario]) {
        self.catalog = catalog
    }

    /// Runs the command line and exits with its status.
    public static func main(catalog: [Scenario]) -> Never {
        exit(HarnessCommandLine(catalog: catalog).run(Array(CommandLine.arguments.dropFirst())))
    }

    /// Runs `harness WORDS…` and returns the exit status: 0 pass, 1 failures, 2 usage or
    /// environment error, which is printed on standard error with the command's name.
    public func run(_ words: [String]) -> Int32 {
        guard let name = words.first, !["--help", "-h"].contains(name) else {
            print(HelpText.overview(of: Self.commands))
            return words.isEmpty ? 2 : 0
        }
        guard let command = Self.commands.first(where: { $0.name == name }) else {
            Terminal.error("harness: unknown command '\(name)'; `harness --help` lists the commands")
            return 2
        }
        do {
            let arguments = try ParsedArguments(Array(words.dropFirst()), for: command)
            if arguments.wantsHelp {
                print(HelpText.help(for: command))
                return 0
            }
            return try command.run(arguments, CommandContext(catalog: catalog))
        } catch {
            Terminal.error("harness \(name): \(error)")
            return 2
        }
    }

    /// `harness help [COMMAND] [--markdown]`.
    static let helpCommand = CommandDeclaration(
        name: "help", summary: "this overview, or one command's options",
        positionals: [PositionalDeclaration("COMMAND", optional: true, help: "the command to explain")],
        options: [OptionDeclaration("--markdown", help: "print the whole reference as Markdown (docs/CLI.md)")]
    ) { arguments, _ in
        if arguments.flag("--markdown") {
            print(HelpText.markdown(for: commands), terminator: "")
            return 0
        }
        guard let name = arguments.positionals.first else {
            print(HelpText.overview(of: commands))
            return 0
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            throw HarnessError.usage("unknown command '\(name)'; `harness --help` lists the commands")
        }
        print(HelpText.help(for: command))
        return 0
    }
}
