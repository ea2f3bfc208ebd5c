import CairoRenderer
import Foundation
import GoldenKit
import Pixels
import TransitionKit

/// A scenario's frames side by side on one image, each labelled with its index and time, so a
/// person sees the whole transition at a glance before recording goldens.
public enum ContactSheet {
    static let gap = 16.0
    static let titleHeight = 36.0
    static let labelHeight = 28.0

    /// The sheet for `frames` (all drawn at `scale`), titled `title`.
    public static func make(title: String, frames: [RenderedFrame]) -> Bitmap {
        let scale = frames.first?.scale ?? 1
        let frameSize = frames.first.map { Size(width: Double($0.bitmap.width) / scale, height: Double($0.bitmap.height) / scale) } ?? .zero
        let width = gap + Double(frames.count) * (frameSize.width + gap)
        let height = titleHeight + frameSize.height + labelHeight + gap
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: width, height: height)
        root.position = Point(x: width / 2, y: height / 2)
        root.backgroundColor = Color(white: 0.16)
        root.addSublayer(text(title, frame: Rect(x: gap, y: 8, width: width - 2 * gap, height: 24), size: 17, bold: true))
        for (column, frame) in frames.enumerated() {
            let x = gap + Double(column) * (frameSize.width + gap)
            let picture = Layer()
            picture.frame = Rect(x: x, y: titleHeight, width: frameSize.width, height: frameSize.height)
            picture.contents = Image(width: frame.bitmap.width, height: frame.bitmap.height, rgba: frame.bitmap.pixels, scale: scale)
            picture.borderWidth = 1
            picture.borderColor = Color(white: 0.4)
            root.addSublayer(picture)
            let label = String(format: "f%d  %.3f s", frame.index, frame.time)
            root.addSublayer(text(label, frame: Rect(x: x, y: titleHeight + frameSize.height + 6, width: frameSize.width, height: 20), size: 14, bold: false))
        }
        return Renderer(scale: scale).render(root, size: root.bounds.size)
    }

    private static func text(_ string: String, frame: Rect, size: Double, bold: Bool) -> TextLayer {
        let layer = TextLayer()
        layer.frame = frame
        layer.string = string
        layer.fontSize = size
        layer.isBold = bold
        layer.foregroundColor = Color(white: 0.92)
        layer.alignment = bold ? .left : .center
        return layer
    }
}
