import HarnessCore

/// Turns an option's text into its typed value, or a usage error that names the option, the
/// accepted range and the unit.
enum OptionValue {
    static func convert<Value>(_ word: String, option: String, _ transform: (String) throws -> Value) throws(HarnessError) -> Value {
        do {
            return try transform(word)
        } catch let error as HarnessError {
            throw error
        } catch {
            throw .usage("\(option) '\(word)': \(error)")
        }
    }

    /// A finite decimal number within `range`.
    static func number(_ text: String, option: String, in range: ClosedRange<Double>, unit: String) throws(HarnessError) -> Double {
        // Swift's Double(_:) also reads hexadecimal ("0x10" is 16) and "nan"; a person means decimal.
        guard isDecimal(text), let number = Double(text), number.isFinite, range.contains(number) else {
            let suffix = unit.isEmpty ? "" : " \(unit)"
            throw .usage("\(option) '\(text)' must be a number from \(format(range.lowerBound)) to \(format(range.upperBound))\(suffix)")
        }
        return number
    }

    /// A whole number within `range`.
    static func integer(_ text: String, option: String, in range: ClosedRange<Int>) throws(HarnessError) -> Int {
        guard let number = Int(text), range.contains(number) else {
            throw .usage("\(option) '\(text)' must be a whole number from \(range.lowerBound) to \(range.upperBound)")
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
