import HarnessCore

/// A command line read against one command's declaration. Parsing rejects unknown options,
/// missing values and a wrong number of positionals, so a misspelt flag is reported instead of
/// ignored; the typed accessors then validate each value and name the option in their errors.
///
///     let parsed = try ParsedArguments(["door-push", "--time", "0.25"], for: RenderCommand.declaration)
///     parsed.positionals                                         // ["door-push"]
///     try parsed.number("--time", in: 0...86_400, unit: "seconds")  // 0.25
public struct ParsedArguments: Sendable {
    public let command: CommandDeclaration
    public let positionals: [String]
    private let values: [String: [String]]
    private let flags: Set<String>
    /// Whether `--help` or `-h` was given; nothing else is checked then.
    public let wantsHelp: Bool

    public init(_ words: [String], for command: CommandDeclaration) throws(HarnessError) {
        self.command = command
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
                throw .usage("unknown option \(name) for `harness \(command.name)`; `harness \(command.name) --help` lists its options")
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
        throw .usage("`harness \(command.name)` takes \(expected), got \(positionals.count) word\(positionals.count == 1 ? "" : "s"); usage: \(usage)")
    }

    private func requireDeclared(_ name: String) {
        precondition(command.allOptions.contains { $0.name == name }, "\(name) is not declared by \(command.name)")
    }

    /// The value of a single-valued option; given more than once, the last one.
    public func value(_ name: String) -> String? {
        requireDeclared(name)
        return values[name]?.last
    }

    /// Every value of a repeatable option, in the order given.
    public func values(_ name: String) -> [String] {
        requireDeclared(name)
        return values[name] ?? []
    }

    /// Whether a flag was given.
    public func flag(_ name: String) -> Bool {
        requireDeclared(name)
        return flags.contains(name)
    }

    /// A finite number within `range`, or an error that names the option, the range and the unit.
    public func number(_ name: String, in range: ClosedRange<Double>, unit: String = "") throws(HarnessError) -> Double? {
        guard let text = value(name) else { return nil }
        return try Self.number(text, option: name, in: range, unit: unit)
    }

    /// Every value of a repeatable numeric option, each checked as `number(_:in:unit:)` checks one.
    public func numbers(_ name: String, in range: ClosedRange<Double>, unit: String = "") throws(HarnessError) -> [Double] {
        var result: [Double] = []
        for text in values(name) { result.append(try Self.number(text, option: name, in: range, unit: unit)) }
        return result
    }

    /// A whole number within `range`.
    public func integer(_ name: String, in range: ClosedRange<Int>) throws(HarnessError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw .usage("\(name) '\(text)' must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    private static func number(_ text: String, option: String, in range: ClosedRange<Double>, unit: String) throws(HarnessError) -> Double {
        // Swift's Double(_:) also reads hexadecimal ("0x10" is 16) and "nan"; a person means decimal.
        guard isDecimal(text), let number = Double(text), number.isFinite, range.contains(number) else {
            let suffix = unit.isEmpty ? "" : " \(unit)"
            throw .usage("\(option) '\(text)' must be a number from \(format(range.lowerBound)) to \(format(range.upperBound))\(suffix)")
        }
        return number
    }

    /// Digits with an optional sign, decimal point and exponent: `2`, `-0.5`, `.25`, `1e-3`.
    static func isDecimal(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        let mantissa = rest.prefix { $0 != "e" && $0 != "E" }
        let exponent = rest.dropFirst(mantissa.count)
        let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard !mantissa.isEmpty, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              parts.contains(where: { !$0.isEmpty }) else { return false }
        guard !exponent.isEmpty else { return true }
        var digits = exponent.dropFirst()
        if digits.first == "+" || digits.first == "-" { digits = digits.dropFirst() }
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    private static func format(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }
}
