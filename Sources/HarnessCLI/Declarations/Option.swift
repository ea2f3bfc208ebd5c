import HarnessCore

/// An option that takes a value, declared and read in one place:
///
///     @Option("--report", "DIR", help: "where the HTML report goes") var report: String?
///     @Option("--time", repeating: "T", help: "render at T seconds", in: 0...86_400, unit: "seconds") var times: [Double]
///
/// A single-valued option given twice keeps the last value; a repeating one keeps all, in order.
@propertyWrapper
package struct Option<Value>: ArgumentBinding {
    let declaration: OptionDeclaration
    private let convert: ([String]) throws(HarnessError) -> Value
    private let storage: ArgumentStorage<Value>

    package var wrappedValue: Value { storage.value }

    var declared: DeclaredArgument { .option(declaration) }

    func bind(_ words: [String]) throws(HarnessError) {
        storage.value = try convert(words)
    }

    /// The shared options (`.filter`, `.jobs`) by name: `@Option(.jobs) var jobs: Int?`.
    package init(_ option: Option) {
        self = option
    }

    private init(_ declaration: OptionDeclaration, empty: Value, convert: @escaping ([String]) throws(HarnessError) -> Value) {
        (self.declaration, self.convert, storage) = (declaration, convert, ArgumentStorage(empty))
        BindingCollector.report(self)
    }
}

extension Option {
    /// A single value, converted by `transform`; nil when the option is not given. An error
    /// `transform` throws is a usage error naming the option, unless it is one already.
    package init<Wrapped>(_ name: String, _ valueName: String, help: String,
                         transform: @escaping (String) throws -> Wrapped) where Value == Wrapped? {
        self.init(OptionDeclaration(name, .value(valueName), help: help), empty: nil) { words throws(HarnessError) in
            guard let word = words.last else { return nil }
            return try OptionValue.convert(word, option: name, transform)
        }
    }

    /// Every value given, each converted by `transform`, in order.
    package init<Element>(_ name: String, repeating valueName: String, help: String,
                         transform: @escaping (String) throws -> Element) where Value == [Element] {
        self.init(OptionDeclaration(name, .repeatedValue(valueName), help: help), empty: []) { words throws(HarnessError) in
            var values: [Element] = []
            for word in words { values.append(try OptionValue.convert(word, option: name, transform)) }
            return values
        }
    }

    /// A single text value; nil when the option is not given.
    package init(_ name: String, _ valueName: String, help: String) where Value == String? {
        self.init(name, valueName, help: help) { $0 }
    }

    /// Every text value given, in order.
    package init(_ name: String, repeating valueName: String, help: String) where Value == [String] {
        self.init(name, repeating: valueName, help: help) { $0 }
    }

    /// A decimal number within `range` (never hexadecimal, `nan` or `inf`); nil when not given.
    package init(_ name: String, _ valueName: String, help: String, in range: ClosedRange<Double>,
                unit: String = "") where Value == Double? {
        self.init(name, valueName, help: help) { try OptionValue.number($0, option: name, in: range, unit: unit) }
    }

    /// Every value given, each a decimal number within `range`.
    package init(_ name: String, repeating valueName: String, help: String, in range: ClosedRange<Double>,
                unit: String = "") where Value == [Double] {
        self.init(name, repeating: valueName, help: help) { try OptionValue.number($0, option: name, in: range, unit: unit) }
    }

    /// A whole number within `range`; nil when not given.
    package init(_ name: String, _ valueName: String, help: String, in range: ClosedRange<Int>) where Value == Int? {
        self.init(name, valueName, help: help) { try OptionValue.integer($0, option: name, in: range) }
    }
}
