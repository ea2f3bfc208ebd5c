import Foundation
import QuartzCore

/// What makes a `UIImage` a symbol image: its name, configuration and outline, sized as SF
/// Symbols are beside text.
///
/// A symbol's glyph is scaled to the cap height of the font its configuration names (the body
/// style's by default): Phosphor's 256-unit box is 1.95 cap heights, so its 208-unit live area,
/// where its glyphs sit, is about 1.15 times the point size (a medium gear at 17 points is about
/// 19.6 points across, as SF Symbols' is about 20), times the scale's factor. The glyph's middle
/// sits at half the cap height above the baseline, as SF Symbols centre on capital letters.
package struct SymbolImage: Sendable {
    package let name: String
    package let configuration: UIImage.SymbolConfiguration
    /// The glyph in points, in a square of `side`; the placeholder's when the name has no stand-in.
    package let outline: BezierPath
    /// Whether the name has no stand-in and draws as the placeholder.
    package let isPlaceholder: Bool
    package let side: CGFloat
    /// Where the font's baseline falls, measured up from the image's bottom edge.
    package let baselineOffsetFromBottom: CGFloat

    /// The box's side in cap heights, before the scale.
    static let sideInCapHeights: CGFloat = 1.95

    init(name: String, configuration: UIImage.SymbolConfiguration) {
        let font = configuration.font
        let side = (font.capHeight * Self.sideInCapHeights * configuration.scaleFactor * 100).rounded() / 100
        let found = SymbolCatalog.outline(for: name, weight: configuration.weight)
        if found == nil { SymbolCatalog.recordMissing(name) }
        let units = found ?? Self.placeholder
        let toPoints = CGAffineTransform(scaleX: side / SymbolCatalog.unitsPerSide, y: side / SymbolCatalog.unitsPerSide)
        (self.name, self.configuration, self.side) = (name, configuration, side)
        (outline, isPlaceholder) = (units.applying(toPoints), found == nil)
        baselineOffsetFromBottom = side / 2 - font.capHeight / 2
    }

    /// What a name without a stand-in draws: a rounded square frame crossed by its diagonal from
    /// the bottom left to the top right, like a missing picture, in the symbol's colour and size.
    /// `harness check` lists every such name once.
    static let placeholder: BezierPath = {
        var path = BezierPath(roundedRect: CGRect(x: 40, y: 40, width: 176, height: 176), cornerRadius: 32)
        // The hole runs the other way round (mirrored), so the frame alone is filled.
        let hole = BezierPath(roundedRect: CGRect(x: 56, y: 56, width: 144, height: 144), cornerRadius: 18)
            .applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 256, ty: 0))
        path.addPath(hole)
        path.move(to: CGPoint(x: 52, y: 192))
        path.addLine(to: CGPoint(x: 192, y: 52))
        path.addLine(to: CGPoint(x: 204, y: 64))
        path.addLine(to: CGPoint(x: 64, y: 204))
        path.close()
        return path
    }()
}
