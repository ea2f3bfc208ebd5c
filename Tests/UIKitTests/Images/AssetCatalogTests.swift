import Foundation
import PNGCodec
import Pixels
import Testing
@testable import UIKit

/// Asset catalogs as Xcode writes them, in a bundle's resources: colour sets for
/// `UIColor(named:)` and image sets for `UIImage(named:)`.
@Suite struct AssetCatalogTests {
    /// A bundle whose resources hold `Assets.xcassets` with `files` (paths inside the catalog).
    static func bundle(_ files: [String: Data]) throws -> (Bundle, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("AssetCatalog-\(UUID().uuidString)")
        for (path, data) in files {
            let url = folder.appendingPathComponent("Assets.xcassets").appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return (try #require(Bundle(url: folder)), folder)
    }

    static func json(_ text: String) -> Data { Data(text.utf8) }

    /// A square PNG of one colour, `side` pixels.
    static func png(side: Int, _ rgba: [UInt8]) throws -> Data {
        try PNG.encode(Bitmap(width: side, height: side, pixels: Array((0..<(side * side)).flatMap { _ in rgba })))
    }

    static func components(_ color: UIColor, _ style: UIUserInterfaceStyle = .light) -> [Int] {
        let cg = color.cgColor(for: UITraitCollection(userInterfaceStyle: style))
        return (cg.components ?? []).map { Int(($0 * 255).rounded()) }
    }

    @Test func colorSetsInEveryFormatXcodeWritesWithTheirDarkAppearance() throws {
        let (bundle, folder) = try Self.bundle([
            "Contents.json": Self.json(#"{"info":{"author":"xcode","version":1}}"#),
            "Brand.colorset/Contents.json": Self.json(#"""
            {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.200","green":"0.400","red":"1.000"}},"idiom":"universal"},
             {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x33","green":"0x66","red":"0xFF"}},"idiom":"universal"}],
             "info":{"author":"xcode","version":1}}
            """#),
            "Palette/Ink.colorset/Contents.json": Self.json(#"""
            {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"0.500","blue":"255","green":"128","red":"0"}},"idiom":"universal"}]}
            """#),
            "Wide.colorset/Contents.json": Self.json(#"""
            {"colors":[{"color":{"color-space":"display-p3","components":{"alpha":"1.000","blue":"0.000","green":"0.000","red":"1.000"}},"idiom":"universal"}]}
            """#),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let brand = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
        #expect(Self.components(brand) == [255, 102, 51, 255])
        #expect(Self.components(brand, .dark) == [255, 102, 51, 255], "hex components")
        #expect(Self.components(try #require(UIColor(named: "Ink", in: bundle, compatibleWith: nil))) == [0, 128, 255, 128],
                "0–255 integers, in a plain group")
        // Display P3's pure red is outside sRGB: its sRGB red clips to 255, green and blue to 0.
        #expect(Self.components(try #require(UIColor(named: "Wide", in: bundle, compatibleWith: nil))) == [255, 0, 0, 255])
        #expect(UIColor(named: "Missing", in: bundle, compatibleWith: nil) == nil, "nil, as on iOS")
        let dark = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(Self.components(dark) == [255, 102, 51, 255])
    }

    @Test func aDarkAppearanceIsShownInDarkMode() throws {
        let (bundle, folder) = try Self.bundle([
            "Surface.colorset/Contents.json": Self.json(#"""
            {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"1.000","green":"1.000","red":"1.000"}},"idiom":"universal"},
             {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.100","green":"0.100","red":"0.100"}},"idiom":"universal"}]}
            """#),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let surface = try #require(UIColor(named: "Surface", in: bundle, compatibleWith: nil))
        let card = UIView()
        card.backgroundColor = surface
        card.overrideUserInterfaceStyle = .dark
        #expect(card.layer.backgroundColor == UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1).cgColor(for: .standard))
        card.overrideUserInterfaceStyle = .light
        #expect(card.layer.backgroundColor == UIColor.white.cgColor(for: .standard))
    }

    @Test func imageSetsPickTheScreensScaleAndTheirRenderingIntent() throws {
        let (bundle, folder) = try Self.bundle([
            "Logo.imageset/Contents.json": Self.json(#"""
            {"images":[{"filename":"logo.png","idiom":"universal","scale":"1x"},{"filename":"logo@2x.png","idiom":"universal","scale":"2x"},
             {"filename":"logo@3x.png","idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1},
             "properties":{"template-rendering-intent":"template"}}
            """#),
            "Logo.imageset/logo.png": try Self.png(side: 10, [255, 255, 255, 255]),
            "Logo.imageset/logo@2x.png": try Self.png(side: 20, [255, 255, 255, 255]),
            "Logo.imageset/logo@3x.png": try Self.png(side: 30, [255, 255, 255, 255]),
            "Icons/Contents.json": Self.json(#"{"properties":{"provides-namespace":true}}"#),
            "Icons/Badge.imageset/Contents.json": Self.json(#"{"images":[{"filename":"badge.jpg","idiom":"universal"}]}"#),
            "Icons/Badge.imageset/badge.jpg": try UIImageDecodingTests.jpeg16(),
            "Vector.imageset/Contents.json": Self.json(#"{"images":[{"filename":"vector.pdf","idiom":"universal"}]}"#),
            "Vector.imageset/vector.pdf": Data("%PDF-1.4".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let three = try #require(UIImage(named: "Logo", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(three.scale == 3 && three.size == CGSize(width: 10, height: 10))
        #expect(UIImage(named: "Logo", in: bundle, compatibleWith: UITraitCollection(displayScale: 2))?.scale == 2)
        #expect(three.renderingMode == .alwaysTemplate, "Render As: Template Image")
        let view = UIImageView(image: three)
        view.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        guard case let .pixels(_, _, rgba)? = view.layer.contentsImage?.content else {
            Issue.record("the template is shown as pixels")
            return
        }
        #expect(Array(rgba.prefix(4)) == [0, 0, 255, 255], "white drawn in the blue tint")
        #expect(UIImage(named: "Icons/Badge", in: bundle, compatibleWith: nil)?.size == CGSize(width: 16, height: 16),
                "a namespaced group, a single-scale JPEG")
        #expect(UIImage(named: "Badge", in: bundle, compatibleWith: nil) == nil, "its namespace is part of its name")
        #expect(UIImage(named: "Vector", in: bundle, compatibleWith: nil) == nil, "cairo cannot read PDF")
        #expect(UIImage(named: "Missing", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "definitely-not-in-any-bundle") == nil, "nil, as on iOS")
    }
}

/// The catalog in this test target's own resources, as SwiftPM copies it (`.process("Resources")`
/// copies `Assets.xcassets` whole into the target's resource bundle), reached as an app reaches its own.
@Suite struct ModuleAssetCatalogTests {
    @Test func aTargetsCatalogIsFoundInBundleModuleAndWithoutABundle() throws {
        let accent = try #require(UIColor(named: "Accent", in: .module, compatibleWith: nil))
        #expect(AssetCatalogTests.components(accent) == [0xD8, 0x3A, 0x5E, 255])
        #expect(AssetCatalogTests.components(accent, .dark) == [0xF0, 0x5C, 0x7F, 255])
        #expect(UIColor(named: "Accent") == accent, "the resource bundles beside the program are searched too")
        let dot = try #require(UIImage(named: "Dot", in: .module, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(dot.scale == 2 && dot.size == CGSize(width: 4, height: 4), "the only file there is, at 2x")
        #expect(dot.renderingMode == .alwaysTemplate)
    }
}
