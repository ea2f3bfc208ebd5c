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
        RenderCommand.declaration, DiffCommand.declaration, ReportCommand.declaration, VerifyCommand.declaration,
        helpCommand,
    ]

    public let catalog: [Scenario]

    public init(catalog: [Scenario]) {
        self.catalog = catalog
    }

    /// Runs the command line and exits with its status.
    public static func main(catalog: [Scenario]) -> Never {
        if let position = firstNonUTF8Argument() {
            Terminal.error("harness: argument \(position) is not valid UTF-8 (\(CommandLine.arguments[position].debugDescription)); "
                           + "harness reads paths as UTF-8, so rename the file or reach it through a link with a UTF-8 name")
            exit(2)
        }
        exit(HarnessCommandLine(catalog: catalog).run(Array(CommandLine.arguments.dropFirst())))
    }

    /// Swift repairs invalid UTF-8 in `CommandLine.arguments` with U+FFFD, so a Latin-1 path would
    /// silently name another file; the raw bytes tell.
    private static func firstNonUTF8Argument() -> Int? {
        (1..<Int(CommandLine.argc)).first { position in
            CommandLine.unsafeArgv[position].map { String(validatingCString: $0) == nil } ?? false
        }
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
