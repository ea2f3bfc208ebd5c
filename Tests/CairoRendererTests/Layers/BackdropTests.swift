import CairoRenderer
import CPixels
import Foundation
import Pixels
import Testing
import UIKit

/// A material blurs what is behind it, as `UIVisualEffectView` with a `UIBlurEffect` does on
/// iOS: a checkerboard seen through `.systemMaterial` is a soft wash, not hard squares, while
/// the content beside it is untouched and what is drawn in `contentView` stays sharp.
@Suite struct BackdropTests {
    /// A 200 × 200 window of 10-point black and white squares, a material view at (50, 50)
    /// 100 × 100 over it, and `content` in the material's content view.
    func render(_ style: UIBlurEffect.Style?, content: UIView? = nil) -> Bitmap {
        let window = checkerboard(.white)
        let material = UIVisualEffectView(effect: style.map { UIBlurEffect(style: $0) })
        material.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        if let content { material.contentView.addSubview(content) }
        window.addSubview(material)
        window.layoutIfNeeded()
        return Renderer(scale: 2).render(window.layer, size: window.bounds.size)
    }

    /// A 200 × 200 window of 10-point squares, black and `colour`.
    func checkerboard(_ colour: UIColor) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        for row in 0..<20 {
            for column in 0..<20 {
                let square = UIView(frame: CGRect(x: column * 10, y: row * 10, width: 10, height: 10))
                square.backgroundColor = (row + column) % 2 == 0 ? .black : colour
                window.addSubview(square)
            }
        }
        return window
    }

    /// The difference between the lightest and darkest grey in a square of pixels.
    func contrast(_ bitmap: Bitmap, x: Int, y: Int, side: Int) -> Int {
        var values: [Int] = []
        for py in y..<(y + side) { for px in x..<(x + side) { values.append(Int(bitmap[px, py].g)) } }
        return values.max()! - values.min()!
    }

    @Test func aMaterialBlursTheCheckerboardBehindIt() {
        let blurred = render(.systemMaterial)
        // Inside, away from the edges: 20 × 20 points of squares are a near-uniform grey.
        #expect(contrast(blurred, x: 160, y: 160, side: 40) < 12)
        // Outside the material the squares are as sharp as ever.
        #expect(contrast(blurred, x: 10, y: 10, side: 40) == 255)
        // Without an effect the view is clear, and the squares show through it unchanged.
        #expect(contrast(render(nil), x: 160, y: 160, side: 40) == 255)
    }

    /// An alert fading in is a material inside a translucent card: what is behind the card is
    /// blurred from the first frame, and the fade mixes the settled card with the sharp screen,
    /// pixel by pixel, as iOS's alert does.
    @Test func aMaterialInsideAFadingViewBlursWhatIsBehindTheFadingView() {
        func render(cardAlpha: Double?) -> Bitmap {
            let window = checkerboard(.systemYellow)
            if let cardAlpha {
                let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
                card.alpha = cardAlpha
                let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
                material.frame = card.bounds
                card.addSubview(material)
                window.addSubview(card)
            }
            window.layoutIfNeeded()
            return Renderer(scale: 2).render(window.layer, size: window.bounds.size)
        }
        let (screen, settled, fading) = (render(cardAlpha: nil), render(cardAlpha: 1), render(cardAlpha: 0.5))
        var worst = 0
        for y in stride(from: 120, to: 280, by: 3) {
            for x in stride(from: 120, to: 280, by: 3) {
                let (a, b, c) = (screen[x, y], settled[x, y], fading[x, y])
                for (sharp, blurred, mixed) in [(a.r, b.r, c.r), (a.g, b.g, c.g), (a.b, b.b, c.b)] {
                    worst = max(worst, abs((Int(sharp) + Int(blurred)) / 2 - Int(mixed)))
                }
            }
        }
        #expect(worst <= 2, "the half-faded card is not the mix of the settled card and the screen (off by \(worst))")
    }

    @Test func whatIsInTheContentViewIsDrawnSharpOverTheBlur() {
        let mark = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        mark.backgroundColor = .systemRed
        let bitmap = render(.systemThinMaterial, content: mark)
        #expect(bitmap[(50 + 50) * 2, (50 + 50) * 2] == RGBA(r: 255, g: 59, b: 48, a: 255))
    }

    @Test func aRoundedMaterialBlursOnlyWithinItsCorners() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .black
        let stripe = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        stripe.backgroundColor = .white
        window.addSubview(stripe)
        let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
        material.frame = window.bounds
        material.layer.cornerRadius = 30
        material.clipsToBounds = true
        window.addSubview(material)
        window.layoutIfNeeded()
        let bitmap = Renderer(scale: 1).render(window.layer, size: window.bounds.size)
        #expect(bitmap[1, 1] == RGBA(r: 255, g: 255, b: 255, a: 255), "the corner, outside the rounding, is the stripe itself")
        #expect(bitmap[50, 1].g < 250, "inside, the stripe is blurred into the black below it")
    }

    /// A material's saturation moves each colour channel away from the pixel's Rec. 709 luma by
    /// the factor, rounded half away from zero and kept within 0...alpha; the C loop computes it
    /// without branches, so it is checked here against the rule written out, over 4,096
    /// premultiplied pixels: the factor materials use (1.8) and others, factors whose products
    /// tie at a half (1.5, 2.5), and the ends of the range (0 to 10).
    @Test(arguments: [0, 1, 999, 1400, 1500, 1800, 2000, 2500, 10_000])
    func saturationFollowsTheRule(permille: Int32) {
        // A fixed sequence (a 64-bit LCG), so a failure reproduces.
        var state: UInt64 = 0x9e37_79b9_7f4a_7c15
        func next(upTo bound: UInt32) -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 33) % (bound + 1)
        }
        let pixels: [UInt32] = (0..<4096).map { _ in
            let a = next(upTo: 255)
            let (r, g, b) = (next(upTo: a), next(upTo: a), next(upTo: a))
            return a << 24 | r << 16 | g << 8 | b
        }
        var filtered = pixels
        filtered.withUnsafeMutableBufferPointer { cpx_backdrop_filter($0.baseAddress, 64, 64, 64, nil, 0, permille) }
        for (pixel, result) in zip(pixels, filtered) {
            let a = Int32(pixel >> 24), channels = [Int32(pixel >> 16 & 0xFF), Int32(pixel >> 8 & 0xFF), Int32(pixel & 0xFF)]
            let luma = (2126 * channels[0] + 7152 * channels[1] + 722 * channels[2] + 5000) / 10000
            let expected = channels.map { channel -> UInt32 in
                let delta = permille * (channel - luma)
                let value = luma + (delta >= 0 ? (delta + 500) / 1000 : -((-delta + 500) / 1000))
                return UInt32(min(max(value, 0), a))
            }
            #expect(result == UInt32(a) << 24 | expected[0] << 16 | expected[1] << 8 | expected[2], "pixel \(String(pixel, radix: 16))")
        }
    }

    /// A region of one colour is only saturated: the boxes are skipped, since each would give
    /// back the colour it was given. Held here to the filter with every box run, for colours,
    /// sizes, blur radii (the float reciprocal's boxes and a box past 4,096 that divides) and
    /// saturations, inside a larger image whose other pixels must stay as they were.
    @Test func aRegionOfOneColourComesOutAsEveryBoxWouldLeaveIt() {
        var state: UInt64 = 0x2545_f491_4f6c_dd1d
        func next(upTo bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33) % (bound + 1)
        }
        let radiusSets: [[Int32]] = [[], [1], [3, 3, 4], [14, 15, 15], [30, 30, 31], [2100]]
        for trial in 0..<300 {
            let (width, height) = (1 + next(upTo: 90), 1 + next(upTo: 40))
            let stride = width + 3
            let a = UInt32([255, 255, 0, next(upTo: 255)][next(upTo: 3)])
            let color = a << 24 | UInt32(next(upTo: Int(a))) << 16 | UInt32(next(upTo: Int(a))) << 8 | UInt32(next(upTo: Int(a)))
            // The region at (1, 1) of an image with a border of other pixels around it.
            var image = (0..<(stride * (height + 2))).map { _ in UInt32(truncatingIfNeeded: next(upTo: Int(Int32.max))) }
            for y in 1...height { for x in 1...width { image[y * stride + x] = color } }
            if trial % 10 == 9 { image[stride + 1] ^= 1 }  // one pixel off: not one colour
            let radii = radiusSets[next(upTo: radiusSets.count - 1)]
            let permille = Int32([1000, 1800, 0, 1500, 10_000][next(upTo: 4)])
            var shortcut = image, blurred = image
            radii.withUnsafeBufferPointer { radii in
                shortcut.withUnsafeMutableBufferPointer {
                    cpx_backdrop_filter($0.baseAddress! + stride + 1, width, height, stride, radii.baseAddress, radii.count, permille)
                }
                blurred.withUnsafeMutableBufferPointer {
                    cpx_backdrop_blur($0.baseAddress! + stride + 1, width, height, stride, radii.baseAddress, radii.count, permille)
                }
            }
            let same = shortcut == blurred
            #expect(same, "trial \(trial): \(width)x\(height) of \(String(color, radix: 16)), radii \(radii), saturation \(permille)")
            let outside = image.indices.filter { index in
                let (x, y) = (index % stride, index / stride)
                return !(1...width).contains(x) || !(1...height).contains(y)
            }
            #expect(outside.allSatisfy { shortcut[$0] == image[$0] }, "trial \(trial): a pixel outside the region changed")
        }
    }
}
