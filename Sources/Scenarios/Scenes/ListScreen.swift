import TransitionKit

/// A full-screen list: header, rows of cells and a button near the bottom, in one tint.
public enum ListScreen {
    public static func make(title: String, tint: Color, size: Size, rows: Int = 7, buttonTitle: String = "Present") -> View {
        let screen = View(frame: Rect(origin: .zero, size: size))
        screen.backgroundColor = Palette.groupedBackground
        screen.addSubview(SceneParts.header(title: title, tint: tint, width: size.width))
        let icons = [Palette.orange, Palette.green, Palette.purple, Palette.teal, Palette.pink, Palette.blue]
        for row in 0..<rows {
            let frame = Rect(x: 0, y: 84 + Double(row) * 60, width: size.width, height: 60)
            screen.addSubview(SceneParts.cell(title: "\(title) item \(row + 1)", detail: "Detail line for row \(row + 1)",
                                              icon: icons[row % icons.count], frame: frame))
        }
        screen.addSubview(SceneParts.button(buttonTitle, frame: Rect(x: 40, y: size.height - 90, width: size.width - 80, height: 50), tint: tint))
        return screen
    }
}
