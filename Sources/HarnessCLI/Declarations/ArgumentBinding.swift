import HarnessCore

/// What `@Option`, `@Flag` and `@Argument` have in common: each declares one argument, and the
/// parser hands it the words the command line gave for it to convert and keep.
protocol ArgumentBinding {
    var declared: DeclaredArgument { get }
    /// Converts and keeps this argument's words; a value that does not convert is a usage error
    /// naming the argument, raised before the command runs.
    func bind(_ words: [String]) throws(HarnessError)
}

/// An option or a positional, as the help and the parser see it.
enum DeclaredArgument {
    case option(OptionDeclaration)
    case positional(PositionalDeclaration)
}

/// Where a property wrapper keeps its parsed value. A class, so the copy of the wrapper that the
/// parser reaches through reflection and the one inside the command share it.
final class ArgumentStorage<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension ParsableArguments {
    /// A new value and the arguments its properties declare, in declaration order (a property
    /// that is itself a group of arguments adds its own where it stands): each property wrapper
    /// reports itself as the value is made. Finding them by reflecting over the value cost a
    /// third of the start of `harness diff`: every wrapper's type was looked up by its mangled
    /// name and checked against every protocol conformance in the program.
    static func declared() -> (value: Self, bindings: [any ArgumentBinding]) {
        let collector = BindingCollector()
        let value = BindingCollector.$current.withValue(collector) { Self() }
        return (value, collector.bindings)
    }
}

/// Gathers the bindings of the value being made by `declared()`, on the thread making it.
final class BindingCollector: @unchecked Sendable {
    /// Only the thread that made the collector appends, while it makes the value.
    private(set) var bindings: [any ArgumentBinding] = []

    @TaskLocal static var current: BindingCollector?

    /// Called by each property wrapper's initializer with itself, once it is whole.
    static func report(_ binding: any ArgumentBinding) {
        current?.bindings.append(binding)
    }
}
