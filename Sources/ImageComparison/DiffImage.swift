import CPixels
import Pixels
/// The pictures of a difference: pixelmatch's diff image and a side-by-side strip of
/// expected | diff | actual that a person can read at a glance.
public enum DiffImage {
    /// Space between the strip's panels, in pixels.
    public static let gap = 4
    static let gapColour = RGBA(r: 128, g: 128, b: 128, a: 255)
    /// Transparent parts of a panel show this checkerboard, as image editors do.
    static let checkerSize = 8
    static let checkerShades: (UInt8, UInt8) = (255, 222)

    /// pixelmatch's diff: the expected image as faded grey, differences red, anti-aliasing yellow.
    public static func make(expected: Bitmap, actual: Bitmap, tolerance: Tolerance = .default) -> Bitmap {
        Comparator(tolerance: tolerance).compareDrawingDiff(expected, actual).diff
    }

    /// The widest a strip's panel is drawn: one of a 3x device's frames is shrunk three times,
    /// so the strip reads at a glance (and encodes in a tenth of the time); the full-size
    /// expected, actual and diff images sit beside it.
    public static let panelWidth = 600

    /// Expected | diff | actual, top-aligned and separated by grey gaps, each panel shrunk by the
    /// same whole factor to at most `panelWidth` pixels wide (each box shows its middle pixel). A
    /// shrunk diff keeps every red (different) and yellow (anti-aliased) pixel visible.
    public static func strip(expected: Bitmap, diff: Bitmap, actual: Bitmap) -> Bitmap {
        let factor = max(1, ([expected, diff, actual].map(\.width).max()! + panelWidth - 1) / panelWidth)
        let panels = [shrunk(expected, by: factor), shrunk(diff, by: factor, keeping: diffMarks), shrunk(actual, by: factor)]
        let width = panels.map(\.width).reduce(0, +) + gap * (panels.count - 1)
        var strip = Bitmap(width: width, height: panels.map(\.height).max() ?? 0, fill: gapColour)
        var x = 0
        for panel in panels {
            strip.paste(overCheckerboard(panel), x: x, y: 0)
            x += panel.width + gap
        }
        return strip
    }

    /// pixelmatch's red and yellow, as RGBA words in memory order.
    private static let diffMarks: [UInt32] = [UInt32(littleEndian: 0xff00_00ff), UInt32(littleEndian: 0xff00_ffff)]

    private static func shrunk(_ bitmap: Bitmap, by factor: Int, keeping marks: [UInt32] = []) -> Bitmap {
        guard factor > 1 else { return bitmap }
        var result = Bitmap(width: (bitmap.width + factor - 1) / factor, height: (bitmap.height + factor - 1) / factor)
        result.pixels.withUnsafeMutableBufferPointer { out in
            bitmap.pixels.withUnsafeBufferPointer { pixels in
                marks.withUnsafeBufferPointer { marks in
                    cpx_shrink(pixels.baseAddress, bitmap.width, bitmap.height, factor, marks.baseAddress, marks.count, out.baseAddress)
                }
            }
        }
        return result
    }

    private static func overCheckerboard(_ bitmap: Bitmap) -> Bitmap {
        guard !Premultiplication.isOpaque(bitmap.pixels) else { return bitmap }
        var result = bitmap
        result.pixels.withUnsafeMutableBufferPointer { pixels in
            cpx_over_checkerboard(pixels.baseAddress, bitmap.width, bitmap.height, checkerSize, checkerShades.0, checkerShades.1)
        }
        return result
    }
}
