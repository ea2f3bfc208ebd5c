import Foundation

/// A method name, as Objective-C's `Selector`. Linux has no Objective-C runtime, so a selector
/// cannot be called: target–action APIs keep it, and the closure forms (`addTarget(_:)` with a
/// closure, `CADisplayLink(handler:)`) are what run. The README's strip line turns
/// `#selector(name)` into `Selector("name")`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
}
