/// The usage and help text, made from the command declarations the parser reads: there is no
/// second copy to keep in step. `markdown(for:)` renders the same text as docs/CLI.md.
package enum HelpText {
    static let exitStatus = "Exit status: 0 pass, 1 failures, 2 usage or environment error."

    /// `harness check [--filter GLOB…] [--report DIR] …`, under the program's own name.
    package static func synopsis(of command: CommandDeclaration) -> String {
        let options = command.allOptions.map { "[\($0.synopsis)]" }
        return ([command.program, command.name] + command.positionals.map(\.synopsis) + options).joined(separator: " ")
    }

    /// `harness --help`: every command with its one-line summary.
    package static func overview(of commands: [CommandDeclaration]) -> String {
        let width = commands.map(\.name.count).max() ?? 0
        let program = commands.first?.program ?? "harness"
        var lines = ["usage: \(program) <command> [options]", "", "commands:"]
        for command in commands {
            lines.append("  " + pad(command.name, to: width) + "  " + command.summary)
        }
        lines += [""]
        lines += CommonOptions.declarations.map { "Every command takes \($0.synopsis): \($0.help)." }
        lines += ["Run `\(program) COMMAND --help` for a command's options.", exitStatus]
        return lines.joined(separator: "\n")
    }

    /// `harness COMMAND --help`: the synopsis, what it does, and one line per argument.
    package static func help(for command: CommandDeclaration) -> String {
        var lines = ["usage: " + synopsis(of: command), "", sentence(command.summary)]
        if let discussion = command.discussion { lines += ["", discussion] }
        let rows = command.positionals.map { ($0.synopsis, $0.help) } + command.allOptions.map { ($0.synopsis, $0.help) }
        let width = rows.map(\.0.count).max() ?? 0
        if !rows.isEmpty {
            lines += ["", "arguments:"]
            lines += rows.map { "  " + pad($0.0, to: width) + "  " + $0.1 }
        }
        lines += ["", exitStatus]
        return lines.joined(separator: "\n")
    }

    /// The whole reference as Markdown, one section per command.
    package static func markdown(for commands: [CommandDeclaration]) -> String {
        let program = commands.first?.program ?? "harness"
        var text = """
            # The `\(program)` command line

            Made from the declarations the parser reads: `swift run \(program) help --markdown > docs/CLI.md`
            rewrites it, and a test fails when it is out of date. \(exitStatus)

            | command | what it does |
            |---|---|

            """
        for command in commands { text += "| [`\(command.name)`](#\(command.name)) | \(command.summary) |\n" }
        text += "\n" + CommonOptions.declarations.map { "Every command takes `\($0.synopsis)`: \($0.help)." }.joined(separator: "\n") + "\n"
        for command in commands {
            text += "\n## \(command.name)\n\n```\n\(synopsis(of: command))\n```\n\n\(sentence(command.summary))\n"
            if let discussion = command.discussion { text += "\n\(discussion)\n" }
            let rows = command.positionals.map { ($0.synopsis, $0.help) } + command.options.map { ($0.synopsis, $0.help) }
            if !rows.isEmpty {
                text += "\n| argument | meaning |\n|---|---|\n"
                for (name, help) in rows { text += "| `\(name)` | \(help.replacingOccurrences(of: "|", with: "\\|")) |\n" }
            }
        }
        return text
    }

    /// A summary line as a sentence: capitalised, with a full stop.
    private static func sentence(_ summary: String) -> String {
        summary.prefix(1).uppercased() + summary.dropFirst() + "."
    }

    private static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
