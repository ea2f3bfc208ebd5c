import TransitionKit

/// Small building blocks of the procedural screens: text, the navigation bar of a screen shown
/// on its own, and buttons.
public enum SceneParts {
    /// How much of a screen a navigation bar takes under the iPhone SE's 20-point status bar,
    /// for sizing content before it is on screen; once there, tables start below the safe area.
    public static let contentTop = 20 + NavigationBar.height
    /// The same below a bar showing a large title (96 points).
    public static let largeTitleContentTop = 20 + NavigationBar.height + NavigationBar.largeTitleHeight

    /// A view that shows one line of text; its colour, size and alignment follow the traits
    /// (dark mode, Dynamic Type along the body style's curve, right to left).
    public static func label(_ text: String, frame: Rect, size: Double, color: Color, bold: Bool = false,
                             alignment: TextAlignment = .left) -> View {
        let view = View(frame: frame)
        let layer = TextLayer()
        layer.frame = Rect(origin: .zero, size: frame.size)
        layer.string = text
        layer.isBold = bold
        view.layer.addSublayer(layer)
        view.resolveWithTraits("text") { traits in
            layer.fontSize = FontMetrics().scaledValue(for: size, compatibleWith: traits)
            // Larger text gets the taller line it needs instead of being cut at the frame.
            let lineHeight = Font(pointSize: layer.fontSize).lineHeight
            layer.frame.size.height = layer.fontSize == size ? frame.height : max(frame.height, lineHeight)
            layer.foregroundColor = color.resolvedColor(with: traits)
            layer.alignment = traits.effectiveLayoutDirection == .rightToLeft ? mirrored(alignment) : alignment
        }
        return view
    }

    /// Left and right swap places right to left, as leading and trailing do.
    private static func mirrored(_ alignment: TextAlignment) -> TextAlignment {
        switch alignment {
        case .natural, .left: .right
        case .right: .left
        case .center: .center
        }
    }

    /// `content` with the navigation bar of a screen that is not in a navigation controller (a
    /// presented or swapped-in screen brings its own, which moves with it), titled `title`, its
    /// buttons in `tint`, below the status bar.
    public static func screen(_ content: View, title: String, tint: Color) -> View {
        StandaloneScreen(content: content, title: title, tint: tint)
    }

    /// A filled, rounded button with a centred white title.
    public static func button(_ title: String, frame: Rect, tint: Color) -> View {
        let button = View(frame: frame)
        button.backgroundColor = tint
        button.layer.cornerRadius = min(12, frame.height / 2)
        let size = min(17, frame.height * 0.4)
        button.addSubview(label(title, frame: Rect(x: 0, y: (frame.height - size * 1.21) / 2, width: frame.width, height: size * 1.21),
                                size: size, color: .white, bold: true, alignment: .center))
        return button
    }
}
