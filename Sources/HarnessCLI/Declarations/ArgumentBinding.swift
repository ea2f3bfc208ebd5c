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
    /// The arguments declared by this value's properties, in declaration order, looking into
    /// nested groups (a property that is itself `ParsableArguments`).
    var bindings: [any ArgumentBinding] {
        Mirror(reflecting: self).children.flatMap { child -> [any ArgumentBinding] in
            if let binding = child.value as? any ArgumentBinding { return [binding] }
            if let group = child.value as? any ParsableArguments { return group.bindings }
            return []
        }
    }
}
