import Foundation

// Core Media's time values, which AVFoundation's players and items count in.

public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32
public typealias CMTimeEpoch = Int64

/// A rational time, `value / timescale` seconds, as Core Media's `CMTime`.
///
/// ```swift
/// CMTime(seconds: 1.5, preferredTimescale: 600).value   // 900
/// CMTimeGetSeconds(CMTimeMake(value: 1, timescale: 4))  // 0.25
/// ```
public struct CMTime: Hashable, Comparable, Sendable {
    /// What a time is: valid, or one of the infinities, or indefinite.
    public struct Flags: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let valid = Flags(rawValue: 1 << 0)
        public static let hasBeenRounded = Flags(rawValue: 1 << 1)
        public static let positiveInfinity = Flags(rawValue: 1 << 2)
        public static let negativeInfinity = Flags(rawValue: 1 << 3)
        public static let indefinite = Flags(rawValue: 1 << 4)
    }

    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public var flags: Flags
    public var epoch: CMTimeEpoch

    public init() { self.init(value: 0, timescale: 0, flags: [], epoch: 0) }

    public init(value: CMTimeValue, timescale: CMTimeScale, flags: Flags, epoch: CMTimeEpoch) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }

    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: .valid, epoch: 0)
    }

    /// `seconds` rounded to the nearest `1 / preferredTimescale`, as Core Media rounds it.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        guard seconds.isFinite, preferredTimescale > 0 else {
            self.init(value: 0, timescale: 0, flags: [], epoch: 0)
            return
        }
        let scaled = seconds * Double(preferredTimescale)
        let rounded = scaled.rounded()
        self.init(value: CMTimeValue(rounded), timescale: preferredTimescale,
                  flags: rounded == scaled ? .valid : [.valid, .hasBeenRounded], epoch: 0)
    }

    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime()
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    public var isValid: Bool { flags.contains(.valid) }
    public var isIndefinite: Bool { flags.contains(.indefinite) }
    public var isPositiveInfinity: Bool { flags.contains(.positiveInfinity) }
    public var isNegativeInfinity: Bool { flags.contains(.negativeInfinity) }
    public var isNumeric: Bool { isValid && !flags.contains(.indefinite) && !flags.contains(.positiveInfinity) && !flags.contains(.negativeInfinity) }

    /// The time in seconds; NaN for an invalid or indefinite time, ±infinity for the infinities.
    public var seconds: Double {
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        guard isNumeric, timescale != 0 else { return .nan }
        return Double(value) / Double(timescale)
    }

    public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
        CMTime(seconds: seconds, preferredTimescale: newTimescale)
    }

    public static func == (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) == 0 }
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) < 0 }
    public func hash(into hasher: inout Hasher) { hasher.combine(seconds) }

    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeAdd(lhs, rhs) }
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeSubtract(lhs, rhs) }
}

/// How `convertScale(_:method:)` rounds; the stand-in always rounds half away from zero.
public enum CMTimeRoundingMethod: UInt32, Sendable {
    case roundHalfAwayFromZero = 1, roundTowardZero, roundAwayFromZero, quickTime, roundTowardNegativeInfinity, roundTowardPositiveInfinity
    public static let `default` = CMTimeRoundingMethod.roundHalfAwayFromZero
}

public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }

public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

/// -1, 0 or 1, ordering invalid times before every other, as Core Media does.
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 {
    func rank(_ time: CMTime) -> Int { !time.isValid ? 0 : time.isNegativeInfinity ? 1 : time.isPositiveInfinity ? 3 : time.isIndefinite ? 4 : 2 }
    let (a, b) = (rank(time1), rank(time2))
    if a != b { return a < b ? -1 : 1 }
    guard a == 2 else { return 0 }
    let lhs = Double(time1.value) * Double(time2.timescale), rhs = Double(time2.value) * Double(time1.timescale)
    return lhs < rhs ? -1 : lhs > rhs ? 1 : 0
}

public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
    guard lhs.isNumeric, rhs.isNumeric else { return .invalid }
    if lhs.timescale == rhs.timescale { return CMTime(value: lhs.value + rhs.value, timescale: lhs.timescale) }
    let scale = max(lhs.timescale, rhs.timescale)
    return CMTime(seconds: lhs.seconds + rhs.seconds, preferredTimescale: scale)
}

public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
    guard rhs.isNumeric else { return .invalid }
    return CMTimeAdd(lhs, CMTime(value: -rhs.value, timescale: rhs.timescale))
}

/// A span of time, as `CMTimeRange`.
public struct CMTimeRange: Hashable, Sendable {
    public var start: CMTime
    public var duration: CMTime
    public init(start: CMTime, duration: CMTime) {
        self.start = start
        self.duration = duration
    }
    public init(start: CMTime, end: CMTime) { self.init(start: start, duration: end - start) }
    public var end: CMTime { start + duration }
    public static let zero = CMTimeRange(start: .zero, duration: .zero)
    public func containsTime(_ time: CMTime) -> Bool { time >= start && time < end }
}
