/// One `--option` a command accepts: how it parses and the line its help shows.
public struct OptionDeclaration: Sendable {
    /// Whether the option stands alone or takes a value, and whether it may repeat.
    public enum Arity: Sendable {
        case flag
        /// Takes a value; given twice, the last one wins.
        case value(String)
        /// Takes a value each time it is given; all are kept, in order.
        case repeatedValue(String)
    }

    /// The option as typed, with its dashes: `--filter`.
    public let name: String
    public let arity: Arity
    /// One line for `--help`.
    public let help: String

    public init(_ name: String, _ arity: Arity = .flag, help: String) {
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
