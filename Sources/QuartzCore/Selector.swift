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
    /// Calls the method on a target with its arguments; nil for a selector made from a name
    /// alone. Selectors are used on the main thread only, as on iOS, hence the unchecked `Sendable`.
    private let method: ((_ target: Any?, _ arguments: [Any?]) -> Void)?

    public init(_ name: String) {
        self.name = name
        method = nil
    }

    public init(stringLiteral name: String) { self.init(name) }

    /// A method of the target's type taking no argument.
    public init<Target, Result>(_ name: String, _ method: @escaping (Target) -> () -> Result) {
        self.name = name
        self.method = { target, _ in
            guard let target = target as? Target else { return }
            _ = method(target)()
        }
    }

    /// A method of the target's type taking the sender, as `#selector(Type.method(_:))` names it.
    public init<Target, Sender, Result>(_ name: String, _ method: @escaping (Target) -> (Sender) -> Result) {
        self.name = name
        self.method = { target, arguments in
            guard let target = target as? Target, let sender: Sender = Self.argument(0, of: arguments) else { return }
            _ = method(target)(sender)
        }
    }

    /// A method taking two arguments, such as the sender and the event of
    /// `#selector(tapped(_:forEvent:))`; an argument the caller has not got (no event exists
    /// here) is nil, so the method is called only when it accepts nil there.
    public init<Target, First, Second, Result>(_ name: String, _ method: @escaping (Target) -> (First, Second) -> Result) {
        self.name = name
        self.method = { target, arguments in
            guard let target = target as? Target, let first: First = Self.argument(0, of: arguments),
                  let second: Second = Self.argument(1, of: arguments) else { return }
            _ = method(target)(first, second)
        }
    }

    /// A method taking three arguments, such as an old animation block's
    /// `animationDidStop(_:finished:context:)`.
    public init<Target, First, Second, Third, Result>(_ name: String,
                                                      _ method: @escaping (Target) -> (First, Second, Third) -> Result) {
        self.name = name
        self.method = { target, arguments in
            guard let target = target as? Target, let first: First = Self.argument(0, of: arguments),
                  let second: Second = Self.argument(1, of: arguments),
                  let third: Third = Self.argument(2, of: arguments) else { return }
            _ = method(target)(first, second, third)
        }
    }

    /// Calls the method on `target` with `sender`, when the selector carries a method whose
    /// target and argument types they fit; otherwise nothing happens.
    public func perform(on target: Any?, with sender: Any?) {
        method?(target, [sender])
    }

    /// Calls the method on `target` with `arguments` in order, missing ones nil, when they fit
    /// its types; otherwise nothing happens.
    public func perform(on target: Any?, withArguments arguments: [Any?]) {
        method?(target, arguments)
    }

    /// Argument `index` as the method's parameter type: nil fits an optional parameter, and an
    /// `NSNumber` a `Bool` or number parameter, as Objective-C passes them.
    private static func argument<Value>(_ index: Int, of arguments: [Any?]) -> Value? {
        let value = index < arguments.count ? arguments[index] : nil
        if let value = value as? Value { return value }
        if let number = value as? NSNumber {
            return number.boolValue as? Value ?? number.doubleValue as? Value ?? number.intValue as? Value
        }
        return nil
    }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }
}
