import Foundation

// Key-value observing, as screens use it on players and items (`player.observe(\.timeControlStatus,
// options: [.initial, .new]) { … }`). Linux Foundation has no key-value observing, so the
// AVFoundation types carry this much of it: an observation told the value at once when it asks
// for `.initial`; no later change is reported, as nothing plays here to change it.

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

/// One report to an observation, as `NSKeyValueObservedChange`.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    public let newValue: Value?
    public let oldValue: Value?
    public let indexes: IndexSet?
    public let isPrior: Bool
}

/// An observation, as `NSKeyValueObservation`: it lasts until invalidated or released.
public final class NSKeyValueObservation: @unchecked Sendable {
    public private(set) var isValid = true
    init() {}
    public func invalidate() { isValid = false }
}

/// The types that can be observed by key path, as Foundation's protocol of this name.
public protocol _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Observes `keyPath`; with `.initial` the handler hears the current value before this returns.
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
}

extension AVPlayer: _KeyValueCodingAndObserving {}
extension AVPlayerItem: _KeyValueCodingAndObserving {}
extension AVPlayerLayer: _KeyValueCodingAndObserving {}
extension AVAudioPlayer: _KeyValueCodingAndObserving {}
extension AVCaptureSession: _KeyValueCodingAndObserving {}
