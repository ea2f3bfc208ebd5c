import Foundation

// Apple's unified logging as a stand-in (`import os`; the strip line rewrites `import os.log`,
// which no Swift module can be named): messages go to standard error as
// `[subsystem:category] level: message`, so a screen's logging is seen in a test's output and
// never changes what it draws. See docs/STAND-INS.md.

/// A log's level, as `OSLogType`.
public struct OSLogType: Hashable, Sendable, CustomStringConvertible {
    let rawValue: UInt8
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(0x00)
    public static let info = OSLogType(0x01)
    public static let debug = OSLogType(0x02)
    public static let error = OSLogType(0x10)
    public static let fault = OSLogType(0x11)

    public var description: String {
        switch self {
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: "default"
        }
    }
}

/// A log, as `OSLog`.
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "disabled")

    public func isEnabled(type: OSLogType) -> Bool { self !== OSLog.disabled }

    func write(_ type: OSLogType, _ message: String) {
        guard isEnabled(type: type) else { return }
        let origin = subsystem.isEmpty && category.isEmpty ? "" : "[\(subsystem):\(category)] "
        FileHandle.standardError.write(Data("\(origin)\(type): \(message)\n".utf8))
    }
}

/// Writes `format`, with its `%@`/`%d`-style arguments filled in, to `log`, as `os_log`.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    log.write(type, String(format: message.description, arguments: args))
}

/// Writes `message` at `type` to `dso`'s default log, as the `os_log(_:dso:log:type:_:)` overload
/// Swift picks when the type comes first.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {
    log.write(type, String(format: message.description, arguments: args))
}

/// How much of an interpolated value a log shows, as `OSLogPrivacy`; the stand-in shows all.
public struct OSLogPrivacy: Sendable {
    public static let `public` = OSLogPrivacy()
    public static let `private` = OSLogPrivacy()
    public static let sensitive = OSLogPrivacy()
    public static let auto = OSLogPrivacy()
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }
    /// How a private value is masked, as `OSLogPrivacy.Mask`.
    public struct Mask: Sendable { public static let hash = Mask(), none = Mask() }
}

/// A logged message with interpolations, as `OSLogMessage`.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The interpolations a message takes, as `OSLogInterpolation`.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto) { text += "\(value())" }
        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal, privacy: OSLogPrivacy = .auto)
            where T: BinaryInteger { text += "\(value())" }
        public mutating func appendInterpolation(_ value: @autoclosure () -> Double, format: OSLogFloatFormatting = .fixed, privacy: OSLogPrivacy = .auto) {
            text += "\(value())"
        }
    }

    package let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
}

/// An integer's format in a log, as `OSLogIntegerFormatting`.
public struct OSLogIntegerFormatting: Sendable { public static let decimal = OSLogIntegerFormatting(), hex = OSLogIntegerFormatting() }
/// A float's format in a log, as `OSLogFloatFormatting`.
public struct OSLogFloatFormatting: Sendable { public static let fixed = OSLogFloatFormatting() }

/// A log to write messages to, as `Logger`.
///
/// ```swift
/// let logger = Logger(subsystem: "com.example.app", category: "feed")
/// logger.error("Failed to load \(url, privacy: .public)")   // [com.example.app:feed] error: Failed to load …
/// ```
public struct Logger: Sendable {
    let log: OSLog

    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(_ logObj: OSLog) { log = logObj }
    public init() { log = .default }

    public func log(level: OSLogType, _ message: OSLogMessage) { log.write(level, message.text) }
    public func log(_ message: OSLogMessage) { log.write(.default, message.text) }
    public func trace(_ message: OSLogMessage) { log.write(.debug, message.text) }
    public func debug(_ message: OSLogMessage) { log.write(.debug, message.text) }
    public func info(_ message: OSLogMessage) { log.write(.info, message.text) }
    public func notice(_ message: OSLogMessage) { log.write(.default, message.text) }
    public func warning(_ message: OSLogMessage) { log.write(.error, message.text) }
    public func error(_ message: OSLogMessage) { log.write(.error, message.text) }
    public func critical(_ message: OSLogMessage) { log.write(.fault, message.text) }
    public func fault(_ message: OSLogMessage) { log.write(.fault, message.text) }
}
