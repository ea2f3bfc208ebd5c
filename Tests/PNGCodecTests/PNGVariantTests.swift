import Foundation
@testable import PNGCodec
@testable import Pixels
import Testing

@Suite("Decoding every PNG variant")
struct PNGVariantTests {
    @Test("all variants are present")
    func fixturesArePresent() {
        #expect(Fixture.variants.count == 21)
    }

    @Test("decodes to the pixels the PNG specification gives", arguments: Fixture.variants)
    func decodesVariant(_ name: String) throws {
        let bitmap = try PNG.read(Fixture.url(name + ".png"))
        let straight = [UInt8](try Fixture.data(name + ".rgba"))
        #expect(bitmap.width * bitmap.height * 4 == straight.count)
        var expected = straight
        Premultiplication.premultiply(&expected)
        #expect(bitmap.pixels == expected, "\(name) decoded differently")
    }

    @Test("16-bit samples round to nearest (0x12FF gives 19, not its high byte 18)")
    func sixteenBitRounds() throws {
        let bitmap = try PNG.read(Fixture.url("grey16.png"))
        #expect(bitmap[0, 0] == RGBA(r: 19, g: 19, b: 19, a: 255))
    }

    @Test("palette tRNS entries become alpha, premultiplied")
    func paletteTransparency() throws {
        let bitmap = try PNG.read(Fixture.url("palette2-trns.png"))
        // Index 1 at (1, 0): colour (53, 101, 197) with alpha 218.
        #expect(bitmap[1, 0] == RGBA(r: 45, g: 86, b: 168, a: 218))
    }

    @Test("a tRNS colour on RGB makes exactly those pixels transparent")
    func rgbTransparentColour() throws {
        let bitmap = try PNG.read(Fixture.url("rgb8-trns.png"))
        #expect(bitmap[1, 0] == .transparent)   // (32, 64, 96) is the tRNS colour
        #expect(bitmap[0, 0] == RGBA(r: 0, g: 64, b: 96, a: 255))
    }
}
