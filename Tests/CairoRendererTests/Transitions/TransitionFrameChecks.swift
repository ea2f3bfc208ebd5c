import Pixels

/// Pixel measurements the transition tests share.
enum TransitionFrameChecks {
    /// The share of pixels whose channels differ by more than `tolerance` levels anywhere.
    static func differingShare(_ a: Bitmap, _ b: Bitmap, tolerance: Int = 40) -> Double {
        precondition(a.width == b.width && a.height == b.height)
        var differing = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            for c in 0..<4 where abs(Int(a.pixels[i + c]) - Int(b.pixels[i + c])) > tolerance {
                differing += 1
                break
            }
        }
        return Double(differing) / Double(a.pixelCount)
    }

    /// A row as runs of colour classes, e.g. "r50 w20 g50": r red, g green, b blue, w white,
    /// ? anything else (edges).
    static func runs(of bitmap: Bitmap, row y: Int) -> String {
        var classes: [Character] = []
        for x in 0..<bitmap.width { classes.append(colorClass(bitmap[x, y])) }
        return runs(classes)
    }

    /// A column as runs of colour classes, top to bottom.
    static func runs(of bitmap: Bitmap, column x: Int) -> String {
        var classes: [Character] = []
        for y in 0..<bitmap.height { classes.append(colorClass(bitmap[x, y])) }
        return runs(classes)
    }

    static func colorClass(_ p: RGBA) -> Character {
        switch (p.r, p.g, p.b) {
        case (255, 255, 255): "w"
        case (255, 0, 0): "r"
        case (0, 255, 0): "g"
        case (0, 0, 255): "b"
        default: "?"
        }
    }

    private static func runs(_ classes: [Character]) -> String {
        var parts: [String] = []
        var current = classes[0], count = 0
        for c in classes {
            if c == current { count += 1 } else {
                parts.append("\(current)\(count)")
                (current, count) = (c, 1)
            }
        }
        parts.append("\(current)\(count)")
        return parts.joined(separator: " ")
    }
}
