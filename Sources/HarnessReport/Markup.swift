/// Escaping for text and attribute values in HTML and XML, the one place either is escaped.
enum Markup {
    /// Escapes `& < > " '`, and drops control characters XML 1.0 cannot carry at all.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// `name="value"` pairs, escaped, in the order given.
    static func attributes(_ pairs: KeyValuePairs<String, String>) -> String {
        pairs.map { " \($0.key)=\"\(escape($0.value))\"" }.joined()
    }

    /// Seconds with three decimals, the precision JUnit consumers show.
    static func seconds(_ value: Double) -> String {
        let milliseconds = Int((max(0, value.isFinite ? value : 0) * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

    /// A number to one decimal, enough for SVG coordinates and chart labels.
    static func number(_ value: Double) -> String { String((value * 10).rounded() / 10) }
}
