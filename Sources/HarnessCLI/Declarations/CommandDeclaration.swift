import HarnessCore
import Scenarios

/// A subcommand as data, read off its `HarnessCommand` type: its name, prose, positionals and
/// options, and how to run it. The parser and the help text both read this one declaration, so
/// the usage shown can never drift from what is accepted.
package struct CommandDeclaration: Sendable {
    package let name: String
    /// One line for the command overview.
    package let summary: String
    /// A paragraph for the command's own `--help`, when one line is not enough.
    package let discussion: String?
    package let positionals: [PositionalDeclaration]
    /// The command's own options; the options every command takes (`CommonOptions`) follow them.
    package let options: [OptionDeclaration]
    /// The program's name as its user typed it, for usage lines and messages.
    package private(set) var program: String
    private let execute: @Sendable (ParsedArguments, _ scenarios: @escaping @Sendable () -> [Scenario], _ program: String) throws -> Int32

    package init<Command: HarnessCommand>(_ command: Command.Type, program: String = "harness") {
        let configuration = Command.configuration
        let declared = Command.declared().bindings.map(\.declared)
        (name, summary, discussion, self.program) = (configuration.name, configuration.summary, configuration.discussion, program)
        positionals = declared.compactMap { if case .positional(let positional) = $0 { positional } else { nil } }
        options = declared.compactMap { if case .option(let option) = $0 { option } else { nil } }
        precondition(positionals.dropLast().allSatisfy { !$0.repeats }, "only the last positional of \(name) may repeat")
        precondition(positionals.drop(while: { !$0.isOptional }).allSatisfy(\.isOptional), "only trailing positionals of \(name) may be optional")
        execute = { parsed, scenarios, program in
            let ((command, bindings), (common, commonBindings)) = (Command.declared(), CommonOptions.declared())
            try parsed.bind(bindings + commonBindings)
            // Every command refuses an empty goldens folder, even one that never reads it: the
            // same mistake should get the same answer wherever it is made.
            _ = try common.goldensPath()
            return try command.run(CommandContext(program: program, scenarios: scenarios, common: common))
        }
    }

    /// The same command, its usage naming `program`.
    func named(_ program: String) -> CommandDeclaration {
        var copy = self
        copy.program = program
        return copy
    }

    /// Every option this command parses: its own, then those all commands share.
    var allOptions: [OptionDeclaration] { options + CommonOptions.declarations }

    /// Parses `words`, prints the help when asked for it, and runs the command.
    func run(_ words: [String], catalog: @escaping @Sendable () -> [Scenario]) throws -> Int32 {
        let parsed = try ParsedArguments(words, for: self)
        if parsed.wantsHelp {
            print(HelpText.help(for: self))
            return 0
        }
        return try execute(parsed, catalog, program)
    }
}

extension HarnessCommand {
    /// The command as `words` fill it, every value converted and checked, as its `run` will see it.
    ///
    ///     let check = try CheckCommand.parse(["--filter", "door-*", "--jobs", "3"])
    ///     check.filters   // ["door-*"]
    package static func parse(_ words: [String]) throws(HarnessError) -> Self {
        let parsed = try ParsedArguments(words, for: CommandDeclaration(Self.self))
        let (command, bindings) = declared()
        try parsed.bind(bindings + CommonOptions.declared().bindings)
        return command
    }
}

/// What a command runs against: the program's name, the scenarios it was built with and the
/// options every command takes.
package struct CommandContext {
    package private(set) var program: String
    private let scenarios: @Sendable () -> [Scenario]
    package let common: CommonOptions

    init(program: String, scenarios: @escaping @Sendable () -> [Scenario], common: CommonOptions) {
        (self.program, self.scenarios, self.common) = (program, scenarios, common)
    }

    /// The catalog, once `CatalogValidation` has found every id usable and no two sharing a
    /// golden folder: a catalog that breaks either rule reaches no command.
    package func catalog() throws(HarnessError) -> [Scenario] {
        let scenarios = scenarios()
        try CatalogValidation.check(scenarios)
        return scenarios
    }
}
