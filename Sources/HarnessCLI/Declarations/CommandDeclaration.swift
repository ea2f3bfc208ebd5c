import HarnessCore
import Scenarios

/// A subcommand as data: its name, what it takes and what it does. The parser and the help text
/// both read this one declaration, so the usage shown can never drift from what is accepted.
///
///     CommandDeclaration(name: "list", summary: "scenario ids with duration and frame count",
///                        options: [.filter]) { arguments, context in … }
public struct CommandDeclaration: Sendable {
    public typealias Run = @Sendable (ParsedArguments, CommandContext) throws -> Int32

    public let name: String
    /// One line for the command overview.
    public let summary: String
    /// A paragraph for the command's own `--help`, when one line is not enough.
    public let discussion: String?
    public let positionals: [PositionalDeclaration]
    /// The command's own options; the options every command takes are added by the parser.
    public let options: [OptionDeclaration]
    public let run: Run

    public init(name: String, summary: String, discussion: String? = nil,
                positionals: [PositionalDeclaration] = [], options: [OptionDeclaration] = [], run: @escaping Run) {
        precondition(positionals.dropLast().allSatisfy { !$0.repeats }, "only the last positional of \(name) may repeat")
        precondition(positionals.drop(while: { !$0.isOptional }).allSatisfy(\.isOptional), "only trailing positionals of \(name) may be optional")
        (self.name, self.summary, self.discussion) = (name, summary, discussion)
        (self.positionals, self.options, self.run) = (positionals, options, run)
    }

    /// Every option this command parses: its own, then those all commands share.
    var allOptions: [OptionDeclaration] { options + OptionDeclaration.common }
}

/// What a command runs against: the scenarios this `harness` was built with.
public struct CommandContext: Sendable {
    private let scenarios: [Scenario]

    init(catalog: [Scenario]) { scenarios = catalog }

    /// The catalog, once `CatalogValidation` has found every id usable and no two sharing a
    /// golden folder: a catalog that breaks either rule reaches no command.
    public func catalog() throws(HarnessError) -> [Scenario] {
        try CatalogValidation.check(scenarios)
        return scenarios
    }
}
