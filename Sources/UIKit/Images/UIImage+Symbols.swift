import Foundation
import QuartzCore

/// `UIImage`'s symbol images: SF Symbols drawn with their Phosphor stand-ins (SymbolCatalog.swift),
/// templates by default as on iOS, so an image view, button or bar draws them in its tint.
extension UIImage {
    /// The symbol `name` at the body style's size; a name without a stand-in draws as the
    /// placeholder (SymbolImage.swift) and is listed by `harness check`, where iOS would draw its
    /// glyph.
    ///
    ///     let share = UIImage(systemName: "square.and.arrow.up")
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard !name.isEmpty else { return nil }
        self.init(symbol: SymbolImage(name: name, configuration: configuration ?? SymbolConfiguration(pointSize: 0, weight: .unspecified)),
                  renderingMode: .automatic, tint: nil)
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The same symbol drawn with `configuration` over this image's own; other images are returned as they are.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbol else { return self }
        return UIImage(symbol: SymbolImage(name: symbol.name, configuration: symbol.configuration.applying(configuration)),
                       renderingMode: renderingMode, tint: ownTintColor)
    }

    /// The same symbol with `configuration`'s unspecified parts taken from this image's.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        withConfiguration(configuration)
    }

    private convenience init(symbol: SymbolImage, renderingMode: RenderingMode, tint: UIColor?) {
        self.init(cgImage: UIImage.picture(of: symbol, in: UIColor.black.cgColor(for: .standard)), scale: 1,
                  renderingMode: renderingMode, tint: tint, symbol: symbol)
    }

    /// The symbol's glyph filled in `color`, on a clear square.
    static func picture(of symbol: SymbolImage, in color: CGColor) -> CGImage {
        let glyph = CAShapeLayer()
        glyph.frame = CGRect(x: 0, y: 0, width: symbol.side, height: symbol.side)
        glyph.path = CGPath(symbol.outline)
        glyph.fillColor = color
        return CGImage(size: glyph.bounds.size, picture: glyph, name: symbol.name)
    }
}

extension UIImage {
    /// `UIImage.Configuration`: the symbol configuration is the one kind drawn differently here.
    public typealias Configuration = SymbolConfiguration
}
