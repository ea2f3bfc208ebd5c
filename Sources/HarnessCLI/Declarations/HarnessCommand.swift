import HarnessCore

/// A subcommand written as swift-argument-parser writes one: a struct whose `@Option`, `@Flag`
/// and `@Argument` properties are at once what the command accepts, what its help shows and the
/// typed values it runs with.
///
///     struct ListCommand: HarnessCommand {
///         static let configuration = CommandConfiguration(name: "list", summary: "scenario ids with duration and frame count")
///         @Option(.filter) var filters: [String]
///         func run(_ context: CommandContext) throws -> Int32 { … filters … }
///     }
///
/// `harness list --filter 'door-*'` then runs `run` with `filters == ["door-*"]`; nothing reads
/// an option back by its spelling.
package protocol HarnessCommand: ParsableArguments, SendableMetatype {
    static var configuration: CommandConfiguration { get }
    /// Runs the command with its properties filled from the command line; returns the exit status.
    func run(_ context: CommandContext) throws -> Int32
}

/// A struct of `@Option`, `@Flag` and `@Argument` properties, which the parser finds and fills.
package protocol ParsableArguments {
    init()
}

/// A command's name and the prose its help shows.
package struct CommandConfiguration: Sendable {
    package let name: String
    /// One line for the command overview.
    package let summary: String
    /// A paragraph for the command's own `--help`, when one line is not enough.
    package let discussion: String?

    package init(name: String, summary: String, discussion: String? = nil) {
        (self.name, self.summary, self.discussion) = (name, summary, discussion)
    }
}
