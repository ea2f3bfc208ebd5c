import Foundation
import Testing
@testable import UIKit
import QuartzCore

/// Rendering modes as an app sets them: template images take the tint of the view showing them,
/// inherited down the view tree and resolved for light and dark; original images keep their colours.
@Suite struct TemplateImageTests {
    /// The colour a symbol's glyph is drawn in, as the view shows it.
    static func glyphColor(_ view: UIImageView) -> CGColor? {
        guard case let .picture(layer)? = view.layer.contentsImage?.content else { return nil }
        return (layer as? CAShapeLayer)?.fillColor
    }

    @Test func aSymbolTakesTheTintOfTheViewsAboveIt() throws {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let icon = UIImageView(image: UIImage(systemName: "heart.fill"))
        screen.addSubview(icon)
        #expect(Self.glyphColor(icon) == UIColor.systemBlue.cgColor(for: .standard), "the default tint")
        screen.tintColor = .systemRed
        #expect(Self.glyphColor(icon) == UIColor.systemRed.cgColor(for: .standard))
        icon.tintColor = .systemGreen
        #expect(Self.glyphColor(icon) == UIColor.systemGreen.cgColor(for: .standard))
    }

    @Test func aDynamicTintIsResolvedForDarkMode() {
        let icon = UIImageView(image: UIImage(systemName: "star"))
        icon.overrideUserInterfaceStyle = .dark
        #expect(Self.glyphColor(icon) == UIColor.systemBlue.cgColor(for: UITraitCollection(userInterfaceStyle: .dark)))
    }

    @Test func originalSymbolsAreBlackOrTheirOwnColour() throws {
        let icon = UIImageView(image: UIImage(systemName: "star")?.withRenderingMode(.alwaysOriginal))
        icon.tintColor = .systemRed
        #expect(Self.glyphColor(icon) == UIColor.black.cgColor(for: .standard))
        icon.image = UIImage(systemName: "star")?.withTintColor(.systemOrange, renderingMode: .alwaysOriginal)
        #expect(Self.glyphColor(icon) == UIColor.systemOrange.cgColor(for: .standard))
        // Apple: "For symbol images, this method returns an image that always uses the specified tint color."
        icon.image = UIImage(systemName: "star")?.withTintColor(.systemOrange)
        #expect(Self.glyphColor(icon) == UIColor.systemOrange.cgColor(for: .standard))
        #expect(icon.image?.renderingMode == .automatic, "the same rendering mode as the original")
    }

    @Test func aTemplateBitmapKeepsItsShapeInTheTint() throws {
        // A white opaque pixel and a half-covered one: the tint replaces the colour, coverage stays.
        let image = UIImage(width: 2, height: 1, rgba: [255, 255, 255, 255, 128, 128, 128, 128]).withRenderingMode(.alwaysTemplate)
        let view = UIImageView(image: image)
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        guard case let .pixels(_, _, rgba)? = view.layer.contentsImage?.content else {
            Issue.record("a bitmap stays a bitmap")
            return
        }
        #expect(rgba == [255, 0, 0, 255, 128, 0, 0, 128])
        // A bitmap given a colour: drawn in it as an original, in the view's tint as a template.
        view.image = image.withTintColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1), renderingMode: .alwaysOriginal)
        if case let .pixels(_, _, rgba)? = view.layer.contentsImage?.content { #expect(Array(rgba.prefix(4)) == [0, 255, 0, 255]) }
        view.image = image.withTintColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        if case let .pixels(_, _, rgba)? = view.layer.contentsImage?.content { #expect(Array(rgba.prefix(4)) == [255, 0, 0, 255]) }
        view.image = image.withRenderingMode(.automatic)
        #expect(view.layer.contentsImage === image.cgImage, "an ordinary image is shown as it is")
    }

    @Test func hierarchicalAndPaletteConfigurationsDrawInTheirColour() {
        let icon = UIImageView(image: UIImage(systemName: "bell.fill", withConfiguration: UIImage.SymbolConfiguration(hierarchicalColor: .systemIndigo)))
        icon.tintColor = .systemRed
        #expect(Self.glyphColor(icon) == UIColor.systemIndigo.cgColor(for: .standard))
        let sized = UIImage(systemName: "bell.fill")?
            .applyingSymbolConfiguration(UIImage.SymbolConfiguration(paletteColors: [.systemMint, .systemGray]))?
            .withConfiguration(UIImage.SymbolConfiguration(pointSize: 30))
        icon.image = sized
        #expect(Self.glyphColor(icon) == UIColor.systemMint.cgColor(for: .standard), "the first palette colour, kept when resized")
        #expect(UIImage(systemName: "") == nil)
    }
}
