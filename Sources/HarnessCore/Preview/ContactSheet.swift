import CairoRenderer
import Foundation
import GoldenKit
import PNGCodec
import Pixels
import Scenarios
import UIKit

/// A scenario's frames side by side on one image, each labelled with its index and time, so a
/// person sees the whole transition at a glance before recording goldens.
public enum ContactSheet {
    static let gap = 16.0
    static let titleHeight = 36.0
    static let labelHeight = 28.0

    /// Renders `scenario` and writes its sheet, titled with its id and summary, into `folder` as
    /// `<id>.png` (a variant's `/` becomes `-`), to look at before recording its goldens.
    ///
    ///     let sheet = try ContactSheet.write(for: scenario, into: URL(fileURLWithPath: "/tmp/sheets"))
    @discardableResult
    public static func write(for scenario: Scenario, into folder: URL) throws -> URL {
        let frames = try ScenarioRunner().frames(of: scenario)
        let sheet = make(title: "\(scenario.id) — \(scenario.summary)", frames: frames)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(scenario.id.replacingOccurrences(of: "/", with: "-") + ".png")
        try PNG.write(sheet, to: file)
        return file
    }

    /// The sheet for `frames` (all drawn at `scale`), titled `title`.
    package static func make(title: String, frames: [RenderedFrame]) -> Bitmap {
        let scale = frames.first?.scale ?? 1
        let frameSize = frames.first.map { CGSize(width: Double($0.bitmap.width) / scale, height: Double($0.bitmap.height) / scale) } ?? .zero
        let width = gap + Double(frames.count) * (frameSize.width + gap)
        let height = titleHeight + frameSize.height + labelHeight + gap
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        root.position = CGPoint(x: width / 2, y: height / 2)
        root.backgroundColor = CGColor(gray: 0.16, alpha: 1)
        root.addSublayer(text(title, frame: CGRect(x: gap, y: 8, width: width - 2 * gap, height: 24), size: 17, bold: true))
        for (column, frame) in frames.enumerated() {
            let x = gap + Double(column) * (frameSize.width + gap)
            let picture = CALayer()
            picture.frame = CGRect(x: x, y: titleHeight, width: frameSize.width, height: frameSize.height)
            picture.contents = CGImage(width: frame.bitmap.width, height: frame.bitmap.height, rgba: frame.bitmap.pixels, scale: scale)
            picture.borderWidth = 1
            picture.borderColor = CGColor(gray: 0.4, alpha: 1)
            root.addSublayer(picture)
            let label = String(format: "f%d  %.3f s", frame.index, frame.time)
            root.addSublayer(text(label, frame: CGRect(x: x, y: titleHeight + frameSize.height + 6, width: frameSize.width, height: 20), size: 14, bold: false))
        }
        return Renderer(scale: scale).render(root, size: root.bounds.size)
    }

    private static func text(_ string: String, frame: CGRect, size: Double, bold: Bool) -> CATextLayer {
        let layer = CATextLayer()
        layer.frame = frame
        layer.string = string
        layer.fontSize = size
        layer.font = UIFont.systemFont(ofSize: size, weight: bold ? .bold : .regular)
        layer.foregroundColor = CGColor(gray: 0.92, alpha: 1)
        layer.alignmentMode = bold ? .left : .center
        return layer
    }
}
