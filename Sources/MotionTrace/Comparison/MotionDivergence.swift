import Foundation

/// Where one property of one layer left its golden motion: the first tick past tolerance, the
/// values there, and the worst tick; with both whole tracks, for a chart.
package struct MotionDivergence: Equatable, Sendable, CustomStringConvertible {
    package let layer: String
    package let property: MotionProperty
    /// The first tick whose difference exceeds the tolerance.
    package let firstTick: Int
    /// The tick with the largest difference where both sides have the layer, and that difference
    /// (infinite when no such tick exceeds the tolerance: the layer is present on one side only).
    package let largestTick: Int
    package let largestDifference: Double
    package let limit: Double
    /// Both tracks, one value per tick; nil while the layer is absent.
    package let expected: [[Double]?]
    package let actual: [[Double]?]

    /// Seconds after the transition starts at which the motion first diverges.
    package var firstTime: Double { MotionTrace.time(ofTick: firstTick) }

    /// The likely cause, as the two tracks show it ("the motion ends at 500 ms instead of
    /// 350 ms, starts 50 ms later"), or nil when only the path in between changed.
    package var cause: String? { motionCause.description }

    /// When the motion starts and settles on each side; nil when a side holds still.
    var span: MotionSpan? { motionCause.span }

    private var motionCause: MotionCause {
        MotionCause(expected: expected, actual: actual, unit: property.unit, limit: limit)
    }

    /// How far past its tolerance the largest divergence goes, to rank divergences of
    /// different units; infinite when the layer is present on one side only.
    package var size: Double { largestDifference / (property.unit == .flag ? 1 : max(limit, .leastNonzeroMagnitude)) }

    /// Whether the layer is system chrome (a navigation, tab or status bar, a toolbar, the home
    /// indicator, or something inside one), whose motion usually follows from the content's.
    package var isChrome: Bool {
        layer.split(separator: "/").contains { part in Self.chrome.contains { part.contains($0) } }
    }

    static let chrome = ["UINavigationBar", "UITabBar", "UIToolbar", "deviceChrome", "statusBar", "homeIndicator"]

    package var description: String {
        "\(layer) \(property.name)" + (cause.map { ": \($0);" } ?? "") + " " + details
    }

    /// Where it first diverges, with both values there, and where most: "first diverges at 217 ms
    /// (tick 13): expected 100 208.33, actual 120 208.33; largest divergence 40 pt at … (tolerance 0.25 pt)".
    var details: String {
        let unit = property.unit
        func value(_ values: [[Double]?], _ tick: Int) -> String {
            guard let value = values[tick] else { return "absent" }
            return value.map(unit.text).joined(separator: " ")
        }
        let instant = MotionTrace.instant(ofTick:)
        let largest = largestDifference.isFinite ? "\(unit.text(unit.rounded(largestDifference)))\(unit.symbol)" : "present on one side only"
        return "first diverges at \(instant(firstTick)): expected \(value(expected, firstTick)), "
            + "actual \(value(actual, firstTick)); largest divergence \(largest) at \(instant(largestTick)) "
            + "(tolerance \(unit.text(unit.rounded(limit)))\(unit.symbol))"
    }
}
