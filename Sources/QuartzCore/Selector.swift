import Foundation

/// A method name for target–action APIs, as Objective-C's `Selector`, which also carries the
/// method itself. Linux has no Objective-C runtime to look a method up by its name, so the
/// README's strip line rewrites `#selector(handlePan(_:))` as
/// `Selector("handlePan(_:)", Self.handlePan(_:))`: the name, for equality as on iOS, and a
/// reference to the method, which `perform(on:with:)` calls on the target. A selector made from
/// a name alone is kept and compared but calls nothing.
///
///     pan.addTarget(self, action: Selector("handlePan(_:)", Self.handlePan(_:)))
public struct Selector: Hashable, ExpressibleByStringLiteral, CustomStringConvertible, @unchecked Sendable {
    public let name: String
    /// Calls the method on a target with a sender; nil for a selector made from a name alone.
    /// Selectors are used on the main thread only, as on iOS, hence the unchecked `Sendable`.
    private let method: ((_ target: Any?, _ sender: Any?) -> Void)?

    public init(_ name: String) {
        self.name = name
        method = nil
    }

    public init(stringLiteral name: String) { self.init(name) }

    /// A method of the target's type taking the sender, as `#selector(Type.method(_:))` names it.
    public init<Target, Sender, Result>(_ name: String, _ method: @escaping (Target) -> (Sender) -> Result) {
        self.name = name
        self.method = { target, sender in
            guard let target = target as? Target, let sender = sender as? Sender else { return }
            _ = method(target)(sender)
        }
    }

    /// A method of the target's type taking no argument.
    public init<Target, Result>(_ name: String, _ method: @escaping (Target) -> () -> Result) {
        self.name = name
        self.method = { target, _ in
            guard let target = target as? Target else { return }
            _ = method(target)()
        }
    }

    /// A method taking the sender and the event, as `#selector(tapped(_:forEvent:))`; no event
    /// exists here, so it is called only when the method accepts nil for it.
    public init<Target, Sender, Event>(_ name: String, _ method: @escaping (Target) -> (Sender, Event?) -> Void) {
        self.name = name
        self.method = { target, sender in
            guard let target = target as? Target, let sender = sender as? Sender else { return }
            method(target)(sender, nil)
        }
    }

    /// Calls the method on `target` with `sender`, when the selector carries a method whose
    /// target and argument types they fit; otherwise nothing happens.
    public func perform(on target: Any?, with sender: Any?) {
        method?(target, sender)
    }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }
}
