import CairoRenderer
import Foundation
import Pixels
import Testing
import UIKit

/// Vibrant content, as `UIVibrancyEffect` draws a visual effect view's content on iOS: the
/// colour behind shows through the text, pushed toward black in light mode and toward white in
/// dark, by the style's strength; the content's own colour does not count.
@Suite struct VibrancyTests {
    /// A 60 × 40 window of `backdrop`, with a vibrancy view over its left half holding a solid
    /// 30 × 40 square of `ink`, in `userInterfaceStyle`; the pixel at the square's centre.
    func centre(_ style: UIVibrancyEffectStyle, over backdrop: UIColor, ink: UIColor = .systemRed,
                userInterfaceStyle: UIUserInterfaceStyle = .light) -> (inside: RGBA, outside: RGBA) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        window.overrideUserInterfaceStyle = userInterfaceStyle
        window.backgroundColor = backdrop
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: style))
        vibrancy.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
        let square = UIView(frame: vibrancy.bounds)
        square.backgroundColor = ink
        vibrancy.contentView.addSubview(square)
        window.addSubview(vibrancy)
        window.layoutIfNeeded()
        let bitmap = Renderer(scale: 1).render(window.layer, size: window.bounds.size)
        return (bitmap[15, 20], bitmap[45, 20])
    }

    @Test func inLightModeTheContentDarkensWhatIsBehindKeepingItsHue() {
        let backdrop = UIColor(red: 0.9, green: 0.8, blue: 1, alpha: 1)
        let (inside, outside) = centre(.secondaryLabel, over: backdrop)
        #expect(outside.b == 255 && outside.g < outside.r, "beside the content the backdrop is untouched")
        // Plus-darker with black at the secondary label's 0.6 (153 of 255): each channel loses 153.
        #expect(inside == RGBA(r: outside.r - 153, g: outside.g - 153, b: 102, a: 255),
                "purple stays purple, darker; the red square itself is not drawn")
    }

    @Test func inDarkModeTheContentLightensWhatIsBehind() {
        let backdrop = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        let (inside, outside) = centre(.tertiaryLabel, over: backdrop, userInterfaceStyle: .dark)
        // Plus-lighter with white at the tertiary label's 0.3 (77 of 255): each channel gains 77.
        #expect(inside == RGBA(r: outside.r + 77, g: outside.g + 77, b: outside.b + 77, a: 255))
    }

    @Test func stylesGoFromStrongToFaintAndInkColourDoesNotMatter() {
        let grey = UIColor(white: 0.9, alpha: 1)
        let levels = [UIVibrancyEffectStyle.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel].map { centre($0, over: grey).inside.g }
        #expect(levels == levels.sorted() && Set(levels).count == 4, "each weaker style leaves more of the backdrop: \(levels)")
        #expect(centre(.label, over: grey, ink: .systemBlue).inside == centre(.label, over: grey, ink: .systemYellow).inside)
    }

    @Test func theVibrancyFollowsTheStyleWhenItChanges() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.backgroundColor = UIColor(white: 0.5, alpha: 1)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .fill))
        vibrancy.frame = window.bounds
        let square = UIView(frame: vibrancy.bounds)
        square.backgroundColor = .white
        vibrancy.contentView.addSubview(square)
        window.addSubview(vibrancy)
        let render = { Renderer(scale: 1).render(window.layer, size: window.bounds.size)[5, 5].g }
        let light = render()
        window.overrideUserInterfaceStyle = .dark
        let dark = render()
        #expect(light < 128 && dark > 128, "light mode darkens (\(light)), dark mode lightens (\(dark))")
    }
}
