import TransitionKit

/// Small building blocks of the procedural screens: text, bars, cells and buttons.
public enum SceneParts {
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

    /// A navigation-bar-like header, 64 points tall (status bar included), with a centred title.
    public static func header(title: String, tint: Color, width: Double) -> View {
        let bar = View(frame: Rect(x: 0, y: 0, width: width, height: 64))
        bar.backgroundColor = tint
        bar.addSubview(label(title, frame: Rect(x: 0, y: 30, width: width, height: 24), size: 17, color: .white, bold: true, alignment: .center))
        return bar
    }

    /// A table-view-like cell with a coloured icon, a title, a detail line and a separator.
    public static func cell(title: String, detail: String, icon: Color, frame: Rect) -> View {
        let cell = View(frame: frame)
        cell.backgroundColor = .secondarySystemGroupedBackground
        let badge = View(frame: Rect(x: 16, y: (frame.height - 32) / 2, width: 32, height: 32))
        badge.backgroundColor = icon
        badge.layer.cornerRadius = 7
        cell.addSubview(badge)
        cell.addSubview(label(title, frame: Rect(x: 62, y: 10, width: frame.width - 78, height: 20), size: 16, color: Palette.ink))
        cell.addSubview(label(detail, frame: Rect(x: 62, y: 32, width: frame.width - 78, height: 16), size: 12, color: Palette.secondaryInk))
        let separator = View(frame: Rect(x: 62, y: frame.height - 1, width: frame.width - 62, height: 1))
        separator.backgroundColor = Palette.separator
        cell.addSubview(separator)
        return cell
    }

    /// A filled, rounded button with a centred white title.
    public static func button(_ title: String, frame: Rect, tint: Color) -> View {
        let button = View(frame: frame)
        button.backgroundColor = tint
        button.layer.cornerRadius = min(12, frame.height / 2)
        let size = min(17, frame.height * 0.4)
        button.addSubview(label(title, frame: Rect(x: 0, y: (frame.height - size * 1.3) / 2, width: frame.width, height: size * 1.3),
                                size: size, color: .white, bold: true, alignment: .center))
        return button
    }
}
