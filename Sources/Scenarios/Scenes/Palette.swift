import UIKit

/// The colours of the procedural scenes: one tint per screen, so every transition shows which
/// screen is which at a glance. The tints are UIKit's system colours, so a dark variant shows
/// their dark values as an app does; text, separators and backgrounds follow the style too.
public enum Palette {
    public static let blue = UIColor.systemBlue
    public static let green = UIColor.systemGreen
    public static let orange = UIColor.systemOrange
    public static let purple = UIColor.systemPurple
    public static let teal = UIColor.systemTeal
    public static let pink = UIColor.systemPink
    public static let ink = UIColor(light: UIColor(hex: 0x1C1C1E), dark: .white)
    public static let secondaryInk = UIColor.systemGray
    public static let separator = UIColor(light: UIColor(hex: 0xD1D1D6), dark: UIColor(hex: 0x38383A))
    public static let groupedBackground = UIColor.systemGroupedBackground
}
