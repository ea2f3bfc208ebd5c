extension String {
    /// The string as it may reach a terminal when it was read from a file (a manifest's
    /// environment, a trace's layer names): itself when every character is printable, else its
    /// `debugDescription`, the quoted, escaped spelling messages already give scenario ids.
    ///
    ///     "cairo 1.18.0".terminalSafe        // cairo 1.18.0
    ///     "1.18\u{1B}[2J".terminalSafe       // "1.18\u{1B}[2J", and the screen stays
    ///
    /// `debugDescription` leaves the C1 controls (U+0080–U+009F, which some terminals read as
    /// ESC sequences) and invisible format characters (right-to-left overrides, zero widths) as
    /// they are; those are spelled `\u{…}` too.
    package var terminalSafe: String {
        guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
        var escaped = ""
        for scalar in debugDescription.unicodeScalars {
            if Self.needsEscape(scalar) {
                escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: true
        default: false
        }
    }
}
