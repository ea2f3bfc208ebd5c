import Foundation

/// The ticks over which a motion runs on each side, from when it leaves its first value to when
/// it settles, and how one side's clock maps onto the other's: a duration changed from 350 ms
/// to 500 ms stretches every instant of the motion by the same factor.
///
///     let push = MotionSpan(expected: 1...21, actual: 1...30)
///     push.actualTick(forExpected: 11)   // 15.5: half way through the motion then and now
struct MotionSpan: Equatable, Sendable {
    let expected: ClosedRange<Int>
    let actual: ClosedRange<Int>

    /// The instant of the actual motion that corresponds to `tick` of the golden one.
    func actualTick(forExpected tick: Int) -> Double {
        let length = expected.upperBound - expected.lowerBound
        guard length > 0 else { return Double(actual.lowerBound + tick - expected.lowerBound) }
        let scale = Double(actual.upperBound - actual.lowerBound) / Double(length)
        return Double(actual.lowerBound) + Double(tick - expected.lowerBound) * scale
    }

    /// Whether `other` runs on this clock change: its start and its end land where this span's
    /// mapping puts them, within two ticks (a fade settles to its tolerance a tick sooner or
    /// later than a slide of the same curve) and a tenth of its length. An instant the same on
    /// both sides after this change is over (a layer shown to the end) is no part of it.
    func explains(_ other: MotionSpan) -> Bool {
        let slack = 2 + 0.1 * Double(other.actual.upperBound - other.actual.lowerBound)
        return [(other.expected.lowerBound, other.actual.lowerBound), (other.expected.upperBound, other.actual.upperBound)]
            .allSatisfy { expected, actual in
                (expected == actual && expected >= max(self.expected.upperBound, self.actual.upperBound))
                    || abs(actualTick(forExpected: expected) - Double(actual)) <= slack
            }
    }
}
