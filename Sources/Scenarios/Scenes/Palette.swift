import UIKit

/// The colours of the procedural scenes: one tint per screen, so every transition shows which
/// screen is which at a glance. Text, separators and backgrounds follow the interface style.
public enum Palette {
    public static let blue = UIColor(hex: 0x007AFF)
    public static let green = UIColor(hex: 0x34C759)
    public static let orange = UIColor(hex: 0xFF9500)
    public static let purple = UIColor(hex: 0xAF52DE)
    public static let teal = UIColor(hex: 0x30B0C7)
    public static let pink = UIColor(hex: 0xFF2D55)
    public static let ink = UIColor(light: UIColor(hex: 0x1C1C1E), dark: .white)
    public static let secondaryInk = UIColor(hex: 0x8E8E93)
    public static let separator = UIColor(light: UIColor(hex: 0xD1D1D6), dark: UIColor(hex: 0x38383A))
    public static let groupedBackground = UIColor(light: UIColor(hex: 0xF2F2F7), dark: .black)
}
