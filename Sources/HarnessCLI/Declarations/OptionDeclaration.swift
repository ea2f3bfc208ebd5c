/// One `--option` a command accepts: how it parses and the line its help shows.
package struct OptionDeclaration: Sendable {
    /// Whether the option stands alone or takes a value, and whether it may repeat.
    package enum Arity: Sendable {
        case flag
        /// Takes a value; given twice, the last one wins.
        case value(String)
        /// Takes a value each time it is given; all are kept, in order.
        case repeatedValue(String)
    }

    /// The option as typed, with its dashes: `--filter`.
    package let name: String
    package let arity: Arity
    /// One line for `--help`.
    package let help: String

    package init(_ name: String, _ arity: Arity = .flag, help: String) {
        precondition(name.hasPrefix("--"), "option names start with --: \(name)")
        (self.name, self.arity, self.help) = (name, arity, help)
    }

    var takesValue: Bool {
        if case .flag = arity { return false }
        return true
    }

    /// `--filter GLOB…`, `--json`: the option as the usage line shows it.
    var synopsis: String {
        switch arity {
        case .flag: return name
        case .value(let valueName): return "\(name) \(valueName)"
        case .repeatedValue(let valueName): return "\(name) \(valueName)…"
        }
    }
}
