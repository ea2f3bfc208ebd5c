import Foundation

/// What a traced number measures, and so how finely the trace writes it.
///
/// Values are rounded to `decimals` places when sampled, so a trace read back from its text
/// equals the one written.
package enum MotionUnit: Hashable, Sendable {
    /// Screen points: positions, sizes, radii, offsets.
    case points
    /// Angles of a decomposed transform's rotation.
    case degrees
    /// Numbers from 0 to 1 and factors near it: opacity, scale, anchor point, colour channels,
    /// a transition's progress.
    case fraction
    /// A transform's perspective terms, such as m34 = −1/500.
    case perspective
    /// Yes or no: 1 or 0.
    case flag

    /// Decimal places kept in the trace.
    package var decimals: Int {
        switch self {
        case .points, .degrees: 2
        case .fraction: 3
        case .perspective: 6
        case .flag: 0
        }
    }

    /// The unit's symbol in failure messages.
    package var symbol: String {
        switch self {
        case .points: " pt"
        case .degrees: "°"
        case .fraction, .perspective, .flag: ""
        }
    }

    /// `value` rounded to the unit's decimals, exactly as it reads back from the trace's text.
    package func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let scaled = (value * scale).rounded()
        // Dividing two exact integers gives the double nearest the decimal, as parsing does.
        return scaled == 0 ? 0 : scaled / scale
    }

    /// `value` (already rounded) in the shortest text that reads back as it: "187.5", "-0.25", "0".
    package func text(_ value: Double) -> String {
        let units = Int64((value * scale).rounded())
        let whole = units.magnitude / UInt64(scale)
        var fraction = String(units.magnitude % UInt64(scale))
        guard decimals > 0, fraction != "0" else { return (units < 0 ? "-" : "") + String(whole) }
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return (units < 0 ? "-" : "") + "\(whole).\(fraction)"
    }

    /// 10 to the power of `decimals`, spelled out: sampling rounds every value of every layer at
    /// every tick, and `pow` there was a tenth of a check's time.
    private var scale: Double {
        switch self {
        case .points, .degrees: 100
        case .fraction: 1000
        case .perspective: 1_000_000
        case .flag: 1
        }
    }
}
