import UIKit

/// Small building blocks of the procedural screens: text, the navigation bar of a screen shown
/// on its own, and buttons.
package enum SceneParts {
    /// How much of a screen a navigation bar takes under the iPhone SE's 20-point status bar,
    /// for sizing content before it is on screen; once there, tables start below the safe area.
    package static let contentTop = 20 + UINavigationBar.height

    /// A view that shows one line of text; its colour, size and alignment follow the traits
    /// (dark mode, Dynamic Type along the body style's curve, right to left).
    package static func label(_ text: String, frame: CGRect, size: Double, color: UIColor, bold: Bool = false,
                             alignment: NSTextAlignment = .left) -> UIView {
        let view = UIView(frame: frame)
        let layer = CATextLayer()
        layer.frame = CGRect(origin: .zero, size: frame.size)
        layer.string = text
        layer.font = UIFont.systemFont(ofSize: size, weight: bold ? .bold : .regular)
        view.layer.addSublayer(layer)
        view.resolveWithTraits(.text) { traits in
            layer.fontSize = UIFontMetrics().scaledValue(for: size, compatibleWith: traits)
            // Larger text gets the taller line it needs instead of being cut at the frame.
            let lineHeight = UIFont(pointSize: layer.fontSize).lineHeight
            layer.frame.size.height = layer.fontSize == size ? frame.height : max(frame.height, lineHeight)
            layer.foregroundColor = color.cgColor(for: traits)
            let shown = traits.effectiveLayoutDirection == .rightToLeft ? mirrored(alignment) : alignment
            layer.alignmentMode = shown.alignmentMode(in: .leftToRight)
        }
        return view
    }

    /// Left and right swap places right to left, as leading and trailing do.
    private static func mirrored(_ alignment: NSTextAlignment) -> NSTextAlignment {
        switch alignment {
        case .natural, .left: .right
        case .right: .left
        case .center, .justified: alignment
        }
    }

    /// `content` with the navigation bar of a screen that is not in a navigation controller (a
    /// presented or swapped-in screen brings its own, which moves with it), titled `title`, its
    /// buttons in `tint`, below the status bar.
    package static func screen(_ content: UIView, title: String, tint: UIColor) -> UIView {
        StandaloneScreen(content: content, title: title, tint: tint)
    }

    /// A filled, rounded button with a centred white bold title that follows the reader's text
    /// size, sized to its title by constraints: 50 points tall at the standard size, as a screen's
    /// main button is, and taller at larger sizes (`pin(_:toBottomOf:)` places it).
    package static func bottomButton(_ title: String, tint: UIColor) -> UIButton {
        let button = UIButton(type: .custom)
        button.setTitle(title, for: .normal)
        button.backgroundColor = tint
        button.layer.cornerRadius = 12
        // 8.5 points above and below the title's line, and UIButton's own 6, make 50 at 17 points.
        button.contentEdgeInsets = UIEdgeInsets(top: 8.5, left: 0, bottom: 8.5, right: 0)
        button.resolveWithTraits(.titleFont) { traits in
            button.titleLabel?.font = .systemFont(ofSize: UIFontMetrics().scaledValue(for: 17, compatibleWith: traits), weight: .bold)
        }
        return button
    }

    /// Places a `bottomButton` 40 points in from the sides and above the bottom of `screen`.
    package static func pin(_ button: UIButton, toBottomOf screen: UIView) {
        button.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 40),
            button.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -40),
            button.bottomAnchor.constraint(equalTo: screen.bottomAnchor, constant: -40),
        ])
    }

    /// The space a list leaves above a screen's bottom button.
    static let gapAboveButton = 16.0

    /// A filled, rounded button with a centred white title.
    package static func button(_ title: String, frame: CGRect, tint: UIColor) -> UIView {
        let button = UIView(frame: frame)
        button.backgroundColor = tint
        button.layer.cornerRadius = min(12, frame.height / 2)
        let size = min(17, frame.height * 0.4)
        button.addSubview(label(title, frame: CGRect(x: 0, y: (frame.height - size * 1.21) / 2, width: frame.width, height: size * 1.21),
                                size: size, color: .white, bold: true, alignment: .center))
        return button
    }
}
