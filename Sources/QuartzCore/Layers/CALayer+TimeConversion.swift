import Foundation

extension CALayer {
    /// Converts `time` from this layer's local time to `layer`'s (the clock's when nil), as
    /// `convertTime(_:to:)`, the inverse of `convertTime(_:from:)`.
    public func convertTime(_ time: TimeInterval, to layer: CALayer?) -> TimeInterval {
        // A stopped layer maps every clock time to one local time; its own time then stands in.
        let clockTime = timeMapping.clockTime(forLocalTime: time) ?? time
        return layer.map { $0.timeMapping.localTime(forClockTime: clockTime) } ?? clockTime
    }
}
