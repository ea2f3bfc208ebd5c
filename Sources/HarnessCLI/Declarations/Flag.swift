import HarnessCore

/// An option that stands alone and is either given or not:
///
///     @Flag("--verify", help: "also compare every golden with its manifest's hash") var verify: Bool
@propertyWrapper
package struct Flag: ArgumentBinding {
    let declaration: OptionDeclaration
    private let storage = ArgumentStorage(false)

    package var wrappedValue: Bool { storage.value }

    package init(_ name: String, help: String) {
        declaration = OptionDeclaration(name, .flag, help: help)
        BindingCollector.report(self)
    }

    var declared: DeclaredArgument { .option(declaration) }

    func bind(_ words: [String]) throws(HarnessError) {
        storage.value = !words.isEmpty
    }
}
