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

    /// Expected | diff | actual, top-aligned and separated by grey gaps.
    public static func strip(expected: Bitmap, diff: Bitmap, actual: Bitmap) -> Bitmap {
        let panels = [expected, diff, actual]
        let width = panels.map(\.width).reduce(0, +) + gap * (panels.count - 1)
        var strip = Bitmap(width: width, height: panels.map(\.height).max() ?? 0, fill: gapColour)
        var x = 0
        for panel in panels {
            strip.paste(overCheckerboard(panel), x: x, y: 0)
            x += panel.width + gap
        }
        return strip
    }

    private static func overCheckerboard(_ bitmap: Bitmap) -> Bitmap {
        var result = bitmap
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let pixel = bitmap[x, y]
                guard pixel.a < 255 else { continue }
                let light = (x / checkerSize + y / checkerSize) % 2 == 0
                let shade = Premultiplication.multiply(light ? checkerShades.0 : checkerShades.1, 255 - pixel.a)
                result[x, y] = RGBA(r: pixel.r &+ shade, g: pixel.g &+ shade, b: pixel.b &+ shade, a: 255)
            }
        }
        return result
    }
}
