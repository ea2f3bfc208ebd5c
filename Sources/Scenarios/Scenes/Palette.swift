import TransitionKit

/// The colours of the procedural scenes: one tint per screen, so every transition shows which
/// screen is which at a glance. Text, separators and backgrounds follow the interface style.
public enum Palette {
    public static let blue = Color(hex: 0x007AFF)
    public static let green = Color(hex: 0x34C759)
    public static let orange = Color(hex: 0xFF9500)
    public static let purple = Color(hex: 0xAF52DE)
    public static let teal = Color(hex: 0x30B0C7)
    public static let pink = Color(hex: 0xFF2D55)
    public static let ink = Color(light: Color(hex: 0x1C1C1E), dark: .white)
    public static let secondaryInk = Color(hex: 0x8E8E93)
    public static let separator = Color(light: Color(hex: 0xD1D1D6), dark: Color(hex: 0x38383A))
    public static let groupedBackground = Color(light: Color(hex: 0xF2F2F7), dark: .black)
}
