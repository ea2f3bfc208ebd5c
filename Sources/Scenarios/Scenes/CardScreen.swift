import TransitionKit

/// A full-screen detail page: header, a large tinted card with a title, and lines of body text.
public enum CardScreen {
    public static func make(title: String, tint: Color, size: Size) -> View {
        let screen = View(frame: Rect(origin: .zero, size: size))
        screen.backgroundColor = .systemBackground
        screen.addSubview(SceneParts.header(title: title, tint: tint, width: size.width))
        let card = View(frame: Rect(x: 20, y: 84, width: size.width - 40, height: 220))
        card.backgroundColor = tint.withAlphaComponent(0.85)
        card.layer.cornerRadius = 16
        card.addSubview(SceneParts.label(title, frame: Rect(x: 20, y: 150, width: card.bounds.width - 40, height: 40),
                                         size: 30, color: .white, bold: true))
        screen.addSubview(card)
        for line in 0..<6 {
            let width = (size.width - 40) * (line % 3 == 2 ? 0.6 : 1)
            let bar = View(frame: Rect(x: 20, y: 330 + Double(line) * 28, width: width, height: 12))
            bar.backgroundColor = Palette.separator
            bar.layer.cornerRadius = 6
            screen.addSubview(bar)
        }
        screen.addSubview(SceneParts.button("Dismiss", frame: Rect(x: 40, y: size.height - 90, width: size.width - 80, height: 50), tint: tint))
        return screen
    }
}
