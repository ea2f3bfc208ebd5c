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
///
/// Usage lines and messages name the program as it was run (`my-harness check --help`).
public struct HarnessCommandLine: Sendable {
    /// Every subcommand, in the order `--help` lists them.
    package static var commands: [CommandDeclaration] { commandTypes.map { declaration(of: $0) } }

    /// A declaration reflects over its command's options, so a run declares only the command it
    /// runs: a start of `harness diff` reflecting over all ten cost more than its own work.
    private static let commandTypes: [any HarnessCommand.Type] = [
        ListCommand.self, CheckCommand.self, UpdateGoldensCommand.self, RenderCommand.self, DiffCommand.self,
        ReportCommand.self, VerifyCommand.self, AcceptCommand.self, EnvCommand.self, HelpCommand.self,
    ]

    private static func declaration<Command: HarnessCommand>(of command: Command.Type) -> CommandDeclaration {
        CommandDeclaration(command)
    }

    /// Builds the catalog when a command first asks for it: `diff`, `env` and `--help` never
    /// pay for building a few hundred scenarios.
    private let makeCatalog: @Sendable () -> [Scenario]
    /// The name usage lines and messages give the program.
    package let program: String

    package var catalog: [Scenario] { makeCatalog() }

    package init(catalog: @autoclosure @escaping @Sendable () -> [Scenario], program: String = HarnessCommandLine.programName) {
        (self.makeCatalog, self.program) = (catalog, program)
    }

    /// The running executable's file name, as its user typed it: `harness`, `user-harness`. Split
    /// off by hand: a file URL would resolve the path against the working directory, a tenth of
    /// the start of a `harness diff`.
    package static var programName: String {
        CommandLine.arguments.first.flatMap { $0.split(separator: "/").last.map(String.init) } ?? "harness"
    }

    /// The commands, their usage naming this program.
    var commands: [CommandDeclaration] { Self.commands.map { $0.named(program) } }

    /// Runs the command line and exits with its status.
    public static func main(catalog: @autoclosure @escaping @Sendable () -> [Scenario]) -> Never {
        FrameMemory.keepFreedFramesForReuse()
        let commandLine = HarnessCommandLine(catalog: catalog())
        if let position = firstNonUTF8Argument() {
            Terminal.error("\(commandLine.program): argument \(position) is not valid UTF-8 (\(CommandLine.arguments[position].debugDescription)); "
                           + "it reads paths as UTF-8, so rename the file or reach it through a link with a UTF-8 name")
            exit(2)
        }
        exit(commandLine.run(Array(CommandLine.arguments.dropFirst())))
    }

    /// Swift repairs invalid UTF-8 in `CommandLine.arguments` with U+FFFD, so a Latin-1 path would
    /// silently name another file; the raw bytes tell.
    private static func firstNonUTF8Argument() -> Int? {
        (1..<Int(CommandLine.argc)).first { position in
            CommandLine.unsafeArgv[position].map { String(validatingCString: $0) == nil } ?? false
        }
    }

    /// Runs `PROGRAM WORDS…` and returns the exit status: 0 pass, 1 failures, 2 usage or
    /// environment error, which is printed on standard error with the command's name.
    package func run(_ words: [String]) -> Int32 {
        guard let name = words.first, !["--help", "-h"].contains(name) else {
            print(HelpText.overview(of: commands))
            return words.isEmpty ? 2 : 0
        }
        guard let type = Self.commandTypes.first(where: { $0.configuration.name == name }) else {
            Terminal.error("\(program): unknown command '\(name)'; `\(program) --help` lists the commands")
            return 2
        }
        let command = Self.declaration(of: type).named(program)
        do {
            return try command.run(Array(words.dropFirst()), catalog: makeCatalog)
        } catch {
            Terminal.error("\(program) \(name): \(error)")
            return 2
        }
    }
}

/// `harness help [COMMAND] [--markdown]`.
struct HelpCommand: HarnessCommand {
    static let configuration = CommandConfiguration(name: "help", summary: "this overview, or one command's options")

    @Argument("COMMAND", help: "the command to explain") var name: String?
    @Flag("--markdown", help: "print the whole reference as Markdown (docs/CLI.md)") var markdown: Bool

    func run(_ context: CommandContext) throws -> Int32 {
        let commands = HarnessCommandLine.commands.map { $0.named(context.program) }
        if markdown {
            print(HelpText.markdown(for: commands), terminator: "")
            return 0
        }
        guard let name else {
            print(HelpText.overview(of: commands))
            return 0
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            throw HarnessError.usage("unknown command '\(name)'; `\(context.program) --help` lists the commands")
        }
        print(HelpText.help(for: command))
        return 0
    }
}
