import CairoRenderer
import Pixels
import Testing
import UIKit

/// Image views drawn as an app sees them on screen: a symbol in the tint, a photo fitted by
/// `contentMode`, and a button's large image kept inside the button.
@Suite struct ImageViewDrawingTests {
    static func draw(_ view: UIView, size: CGSize) -> Bitmap {
        Renderer(scale: 1).render(view.layer, size: size, background: UIColor.white.cgColor(for: .standard))
    }

    @Test func aFilledSymbolIsDrawnInTheInheritedTint() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        screen.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let dot = UIImageView(image: UIImage(systemName: "circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        dot.frame = CGRect(origin: .zero, size: dot.intrinsicContentSize)
        screen.addSubview(dot)
        let pixels = Self.draw(screen, size: screen.bounds.size)
        let middle = pixels[Int(dot.frame.midX), Int(dot.frame.midY)]
        #expect(middle.r == 255 && middle.g == 0 && middle.b == 0, "the disc's middle is the tint: \(middle)")
        let corner = pixels[1, 1]
        #expect(corner.r == 255 && corner.g == 255 && corner.b == 255, "outside the disc nothing is drawn: \(corner)")
    }

    @Test func aPhotoIsFittedByContentMode() {
        // A 200 × 100 red picture in a 100 × 100 view, aspect fit: red across, white above and below.
        let photo = UIImage(width: 200, height: 100, rgba: Array(repeating: [255, 0, 0, 255], count: 200 * 100).flatMap { $0 })
        let view = UIImageView(image: photo)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        view.contentMode = .scaleAspectFit
        let pixels = Self.draw(view, size: view.bounds.size)
        #expect(pixels[50, 50].g == 0 && pixels[50, 10].g == 255 && pixels[50, 90].g == 255)
    }

    @Test func aLargeImageStaysInsideItsButton() {
        let poster = UIImage(width: 300, height: 300, rgba: Array(repeating: [0, 0, 255, 255], count: 300 * 300).flatMap { $0 })
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 40, y: 50, width: 110, height: 100)
        button.setImage(poster, for: .normal)
        screen.addSubview(button)
        screen.layoutIfNeeded()
        let pixels = Self.draw(screen, size: screen.bounds.size)
        #expect(pixels[95, 100].b == 255 && pixels[95, 100].r == 0, "the image shows in the button")
        for (x, y) in [(20, 100), (170, 100), (95, 30), (95, 170)] {
            #expect(pixels[x, y].r == 255, "nothing spills out at (\(x), \(y))")
        }
    }
}
