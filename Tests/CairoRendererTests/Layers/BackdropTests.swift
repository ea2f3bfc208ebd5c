import CairoRenderer
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
}
