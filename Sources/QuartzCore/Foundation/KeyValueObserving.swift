import Foundation
import Synchronization

// Key-value observing, as apps write it. Foundation on Linux has no Objective-C runtime and so
// none of it; every framework here shares this part, the two forms screens use:
//
// - Swift's: `let observation = player.observe(\.status, options: [.initial, .new]) { player, change in … }`;
// - Objective-C's: `tableView.addObserver(self, forKeyPath: "contentSize", options: .new, context: nil)`
//   with `override func observeValue(forKeyPath:of:change:context:)` in a view or controller,
//   and `removeObserver(_:forKeyPath:)`.
//
// An observation hears the current value at once when it asks for `.initial`, and every later
// change the observed object announces with `willChangeValue(forKey:)` / `didChangeValue(forKey:)`
// (Apple's "manual change notification"): UIKit's scroll views announce their content size,
// offset and inset, and an app's own class may call the two itself. Nothing is announced on its
// own: on iOS the Objective-C runtime wraps every observed setter, which Swift cannot do here.
// Removing an observer that is not registered raises, as on iOS ("Cannot remove an observer …").

/// What an observation reports, as `NSKeyValueObservingOptions`.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// How an observed value changed, as `NSKeyValueChange`.
public enum NSKeyValueChange: UInt, Sendable { case setting = 1, insertion, removal, replacement }

/// The keys of the change dictionary `observeValue(forKeyPath:of:change:context:)` receives.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey("kind")
    public static let newKey = NSKeyValueChangeKey("new")
    public static let oldKey = NSKeyValueChangeKey("old")
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// One report to a Swift observation, as `NSKeyValueObservedChange`.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    public let newValue: Value?
    public let oldValue: Value?
    public let indexes: IndexSet?
    public let isPrior: Bool
}

/// A Swift observation, as `NSKeyValueObservation`: it lasts until invalidated or released.
public final class NSKeyValueObservation: @unchecked Sendable {
    public private(set) var isValid = true
    fileprivate var registration: KeyValueRegistration?

    init() {}

    public func invalidate() {
        guard isValid else { return }
        isValid = false
        if let registration { KeyValueRegistry.remove(registration) }
        registration = nil
    }

    deinit { invalidate() }
}

/// The types that can be observed by key path, as Foundation's protocol of this name.
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension NSObject: _KeyValueCodingAndObserving {}
extension CALayer: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Observes `keyPath`; with `.initial` the handler hears the current value before this
    /// returns. Later changes are not heard for a value that cannot be compared.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation()
        if options.contains(.initial) {
            let value = self[keyPath: keyPath]
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? value : nil,
                                                         oldValue: nil, indexes: nil, isPrior: false))
        }
        return observation
    }

    /// Observes `keyPath`; with `.initial` the handler hears the current value before this
    /// returns, and after every change the object announces, it hears the value if it changed.
    public func observe<Value: Equatable>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                                          changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation()
        var last = self[keyPath: keyPath]
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? last : nil,
                                                         oldValue: nil, indexes: nil, isPrior: false))
        }
        let registration = KeyValueRegistration(object: self, keyPath: nil, observer: nil, options: options, context: nil)
        registration.afterChange = { [weak self] _ in
            guard let self else { return }
            let value = self[keyPath: keyPath]
            guard value != last else { return }
            let old = last
            last = value
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? value : nil,
                                                         oldValue: options.contains(.old) ? old : nil,
                                                         indexes: nil, isPrior: false))
        }
        observation.registration = registration
        KeyValueRegistry.add(registration)
        return observation
    }
}

/// What hears Objective-C-style observations: on iOS every `NSObject` can; here views and
/// controllers (`UIResponder`) and what else declares `observeValue(forKeyPath:of:change:context:)`.
package protocol KeyValueObserver: AnyObject {
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                      context: UnsafeMutableRawPointer?)
}

/// What an observed object answers for a key, where Swift's reflection cannot (computed
/// properties): a class that announces changes of a computed property gives its value here.
package protocol KeyValueReading: AnyObject {
    func observedValue(forKey key: String) -> Any?
}

extension NSObject {
    /// Registers `observer` to hear changes of `keyPath`, as Foundation's method.
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        let registration = KeyValueRegistration(object: self, keyPath: keyPath, observer: observer, options: options,
                                                context: context)
        KeyValueRegistry.add(registration)
        if options.contains(.initial) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new) { change[.newKey] = KeyValueRegistry.value(of: self, at: keyPath) ?? NSNull() }
            registration.deliver(to: observer, object: self, change: change)
        }
    }

    /// Unregisters `observer` from `keyPath` for `context`; raises when it was not registered.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeRegistration(of: observer, keyPath: keyPath, context: .some(context))
    }

    /// Unregisters `observer`'s most recent registration for `keyPath`; raises when there is none.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeRegistration(of: observer, keyPath: keyPath, context: .none)
    }

    private func removeRegistration(of observer: NSObject, keyPath: String, context: UnsafeMutableRawPointer??) {
        let removed = KeyValueRegistry.removeLast(on: self) { registration in
            registration.observer === observer && registration.keyPath == keyPath
                && (context.map { registration.context == $0.map(UInt.init(bitPattern:)) } ?? true)
        }
        if !removed {
            fatalError("Cannot remove an observer \(type(of: observer)) for the key path \"\(keyPath)\" from "
                       + "\(type(of: self)) because it is not registered as an observer.")
        }
    }

    /// Announces that the value for `key` is about to change: observations asking for `.old`
    /// note it, those asking for `.prior` hear it.
    public func willChangeValue(forKey key: String) { KeyValueRegistry.willChange(self, key: key) }

    /// Announces that the value for `key` changed: its observations hear it.
    public func didChangeValue(forKey key: String) { KeyValueRegistry.didChange(self, key: key) }
}

/// One observation of one object.
final class KeyValueRegistration: @unchecked Sendable {
    weak var object: AnyObject?
    /// The observed key path; nil for a Swift observation, which compares its own value.
    let keyPath: String?
    weak var observer: AnyObject?
    let options: NSKeyValueObservingOptions
    let context: UInt?
    var oldValue: Any?
    var afterChange: ((String) -> Void)?

    init(object: AnyObject, keyPath: String?, observer: AnyObject?, options: NSKeyValueObservingOptions,
         context: UnsafeMutableRawPointer?) {
        self.object = object
        self.keyPath = keyPath
        self.observer = observer
        self.options = options
        self.context = context.map(UInt.init(bitPattern:))
    }

    /// Whether an announcement for `key` concerns this registration: the key path's first key.
    func concerns(_ key: String) -> Bool {
        guard let keyPath else { return false }
        return keyPath == key || keyPath.hasPrefix(key + ".")
    }

    func deliver(to observer: AnyObject, object: AnyObject, change: [NSKeyValueChangeKey: Any]) {
        (observer as? KeyValueObserver)?.observeValue(forKeyPath: keyPath, of: object, change: change,
                                                       context: context.flatMap(UnsafeMutableRawPointer.init(bitPattern:)))
    }
}

/// Every live observation, by observed object. Observed objects are not retained; an entry whose
/// object is gone is dropped the next time its identifier is looked up.
enum KeyValueRegistry {
    private static let registrations = Mutex<[ObjectIdentifier: [KeyValueRegistration]]>([:])
    /// How many registrations were ever made, so that announcing costs nothing in a program
    /// that observes nothing (a scroll view announces its offset at every frame of a scroll).
    private static let made = Atomic<Int>(0)

    static func add(_ registration: KeyValueRegistration) {
        guard let object = registration.object else { return }
        made.add(1, ordering: .relaxed)
        registrations.withLock { table in
            let key = ObjectIdentifier(object)
            table[key] = (table[key] ?? []).filter { $0.object === object } + [registration]
        }
    }

    static func remove(_ registration: KeyValueRegistration) {
        registrations.withLock { table in
            for (key, list) in table where list.contains(where: { $0 === registration }) {
                let rest = list.filter { $0 !== registration }
                table[key] = rest.isEmpty ? nil : rest
            }
        }
    }

    static func removeLast(on object: AnyObject, where matches: (KeyValueRegistration) -> Bool) -> Bool {
        registrations.withLock { table in
            let key = ObjectIdentifier(object)
            guard var list = table[key], let index = list.lastIndex(where: { $0.object === object && matches($0) })
            else { return false }
            list.remove(at: index)
            table[key] = list.isEmpty ? nil : list
            return true
        }
    }

    private static func registrations(of object: AnyObject) -> [KeyValueRegistration] {
        guard made.load(ordering: .relaxed) > 0 else { return [] }
        return registrations.withLock { table in (table[ObjectIdentifier(object)] ?? []).filter { $0.object === object } }
    }

    static func willChange(_ object: AnyObject, key: String) {
        for registration in registrations(of: object) where registration.concerns(key) {
            guard let keyPath = registration.keyPath else { continue }
            if registration.options.contains(.old) { registration.oldValue = value(of: object, at: keyPath) ?? NSNull() }
            if registration.options.contains(.prior), let observer = registration.observer {
                var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue,
                                                          .notificationIsPriorKey: true]
                if let old = registration.oldValue { change[.oldKey] = old }
                registration.deliver(to: observer, object: object, change: change)
            }
        }
    }

    static func didChange(_ object: AnyObject, key: String) {
        for registration in registrations(of: object) {
            if let afterChange = registration.afterChange { afterChange(key); continue }
            guard registration.concerns(key), let keyPath = registration.keyPath, let observer = registration.observer
            else { continue }
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if registration.options.contains(.new) { change[.newKey] = value(of: object, at: keyPath) ?? NSNull() }
            if registration.options.contains(.old) { change[.oldKey] = registration.oldValue ?? NSNull() }
            registration.oldValue = nil
            registration.deliver(to: observer, object: object, change: change)
        }
    }

    /// The value at a dotted key path: a layer's own key-value coding, what a class gives for a
    /// computed property, else the stored property of that name.
    static func value(of object: Any, at keyPath: String) -> Any? {
        var current: Any? = object
        for key in keyPath.split(separator: ".").map(String.init) {
            guard let value = current else { return nil }
            current = Self.value(of: value, forKey: key)
        }
        return current
    }

    private static func value(of object: Any, forKey key: String) -> Any? {
        if let layer = object as? CALayer { return layer.value(forKey: key) }
        if let reading = object as? KeyValueReading, let value = reading.observedValue(forKey: key) { return value }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == key || child.label == "_" + key {
                return unwrapped(child.value)
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map(\.value)
    }
}
