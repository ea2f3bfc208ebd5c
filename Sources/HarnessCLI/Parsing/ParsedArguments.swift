import HarnessCore

/// A command line split against one command's declarations into positionals, option values and
/// flags. Unknown options, missing values and a wrong number of positionals are usage errors, so
/// a misspelt flag is reported instead of ignored; `bind` then hands each property its words.
struct ParsedArguments {
    let positionals: [String]
    let values: [String: [String]]
    let flags: Set<String>
    /// Whether `--help` or `-h` was given; nothing else is checked then.
    let wantsHelp: Bool

    init(_ words: [String], for command: CommandDeclaration) throws(HarnessError) {
        let declared = Dictionary(command.allOptions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var values: [String: [String]] = [:]
        var flags: Set<String> = []
        var positionals: [String] = []
        var onlyPositionals = false
        var index = 0
        if words.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            (self.positionals, self.values, self.flags, self.wantsHelp) = ([], [:], [], true)
            return
        }
        while index < words.count {
            let word = words[index]
            index += 1
            if onlyPositionals || !word.hasPrefix("-") || word == "-" {
                positionals.append(word)
                continue
            }
            if word == "--" {
                onlyPositionals = true
                continue
            }
            let (name, inlineValue) = Self.split(word)
            guard let option = declared[name] else {
                throw .usage("unknown option \(name) for `\(command.program) \(command.name)`; "
                             + "`\(command.program) \(command.name) --help` lists its options")
            }
            if option.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < words.count else { throw .usage("\(name) needs a value: \(option.synopsis)") }
                    value = words[index]
                    index += 1
                }
                values[name, default: []].append(value)
            } else {
                if inlineValue != nil { throw .usage("\(name) takes no value") }
                flags.insert(name)
            }
        }
        try Self.checkCount(of: positionals, for: command)
        (self.positionals, self.values, self.flags, self.wantsHelp) = (positionals, values, flags, false)
    }

    /// Gives every property its words: an option its values (a flag one word when given), each
    /// positional its word, the last repeating one all that are left.
    func bind(_ bindings: [any ArgumentBinding]) throws(HarnessError) {
        var next = positionals[...]
        for binding in bindings {
            switch binding.declared {
            case .option(let option):
                try binding.bind(option.takesValue ? values[option.name] ?? [] : flags.contains(option.name) ? [option.name] : [])
            case .positional(let positional):
                let words = positional.repeats ? Array(next) : Array(next.prefix(1))
                next = next.dropFirst(words.count)
                try binding.bind(words)
            }
        }
    }

    /// `--name=value` into its two parts; a plain `--name` has no inline value.
    private static func split(_ word: String) -> (String, String?) {
        guard let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    private static func checkCount(of positionals: [String], for command: CommandDeclaration) throws(HarnessError) {
        let declared = command.positionals
        let required = declared.filter { !$0.isOptional }.count
        let allowed = declared.last?.repeats == true ? Int.max : declared.count
        guard positionals.count < required || positionals.count > allowed else { return }
        let usage = HelpText.synopsis(of: command)
        if declared.isEmpty {
            throw .usage("unexpected argument '\(positionals[0])'; usage: \(usage)")
        }
        let expected = declared.map(\.synopsis).joined(separator: " ")
        throw .usage("`\(command.program) \(command.name)` takes \(expected), got \(positionals.count) word\(positionals.count == 1 ? "" : "s"); usage: \(usage)")
    }
}
