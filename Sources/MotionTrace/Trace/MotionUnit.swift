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
        Self.rounded(value, scale: scale)
    }

    /// `value` rounded to the multiple of 1/`scale` nearest it, where `scale` is a unit's `scale`.
    static func rounded(_ value: Double, scale: Double) -> Double {
        guard value.isFinite else { return 0 }
        let scaled = roundedHalfAwayFromZero(value * scale)
        // Dividing two exact integers gives the double nearest the decimal, as parsing does.
        return scaled == 0 ? 0 : scaled / scale
    }

    /// `x.rounded()` (to the nearest, a half away from zero; a zero always +0) through a
    /// conversion to an integer, one instruction, where `rounded()` calls the C library's
    /// `round`: the recorder rounds about 80 numbers per layer and tick. Exact: below 2^52 a
    /// double's fraction is itself a double, and from 2^52 on every double is whole.
    package static func roundedHalfAwayFromZero(_ x: Double) -> Double {
        guard x.magnitude < 0x1p52 else { return x }
        let whole = Double(Int64(x))
        guard (x - whole).magnitude >= 0.5 else { return whole }
        return x < 0 ? whole - 1 : whole + 1
    }

    /// `value` (already rounded) in the shortest text that reads back as it: "187.5", "-0.25", "0".
    package func text(_ value: Double) -> String {
        var text: [UInt8] = []
        append(value, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends `text(value)` as UTF-8 to `text`, where a whole trace is written.
    package func append(_ value: Double, to text: inout [UInt8]) {
        let units = Int64((value * scale).rounded())
        if units < 0 { text.append(UInt8(ascii: "-")) }
        let scale = UInt64(self.scale)
        Self.appendDigits(of: units.magnitude / scale, count: nil, to: &text)
        var fraction = units.magnitude % scale
        guard decimals > 0, fraction != 0 else { return }
        text.append(UInt8(ascii: "."))
        // The decimals, zeros in front kept and zeros at the end dropped.
        var count = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            count -= 1
        }
        Self.appendDigits(of: fraction, count: count, to: &text)
    }

    /// Appends the decimal digits of `number`, padded with zeros in front to `count` digits
    /// when given.
    package static func appendDigits(of number: UInt64, count: Int?, to text: inout [UInt8]) {
        var digits = 1
        var rest = number / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        let width = max(digits, count ?? 0)
        text.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width))
        var number = number
        var index = text.count - 1
        while number > 0 {
            text[index] = UInt8(ascii: "0") + UInt8(number % 10)
            number /= 10
            index -= 1
        }
    }

    /// 10 to the power of `decimals`, spelled out: sampling rounds every value of every layer at
    /// every tick, and `pow` there was a tenth of a check's time.
    var scale: Double {
        switch self {
        case .points, .degrees: 100
        case .fraction: 1000
        case .perspective: 1_000_000
        case .flag: 1
        }
    }
}
