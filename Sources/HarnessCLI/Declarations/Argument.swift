import HarnessCore

/// A word the command takes by position, in the order the properties are declared:
///
///     @Argument("A.png", help: "the expected image") var expected: String
///     @Argument("RESULTS.json", help: "each shard's results") var results: [String]   // the last may repeat
@propertyWrapper
package struct Argument<Value>: ArgumentBinding {
    let declaration: PositionalDeclaration
    private let convert: ([String]) -> Value
    private let storage: ArgumentStorage<Value>

    package var wrappedValue: Value { storage.value }

    var declared: DeclaredArgument { .positional(declaration) }

    func bind(_ words: [String]) throws(HarnessError) {
        storage.value = convert(words)
    }

    /// One required word.
    package init(_ name: String, help: String) where Value == String {
        declaration = PositionalDeclaration(name, help: help)
        (convert, storage) = ({ $0.first ?? "" }, ArgumentStorage(""))
        BindingCollector.report(self)
    }

    /// One word that may be left out; only trailing positionals may be optional.
    package init(_ name: String, help: String) where Value == String? {
        declaration = PositionalDeclaration(name, optional: true, help: help)
        (convert, storage) = ({ $0.first }, ArgumentStorage(nil))
        BindingCollector.report(self)
    }

    /// Any number of words, at least one; only the last positional may repeat.
    package init(_ name: String, help: String) where Value == [String] {
        declaration = PositionalDeclaration(name, repeats: true, help: help)
        (convert, storage) = ({ $0 }, ArgumentStorage([]))
        BindingCollector.report(self)
    }
}
