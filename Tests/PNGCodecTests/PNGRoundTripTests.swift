import Foundation
@testable import PNGCodec
@testable import Pixels
import Testing

@Suite("Writing PNGs")
struct PNGRoundTripTests {
    /// Premultiplied pixels as Cairo produces them: every colour channel at most its alpha.
    static func cairoLikeBitmap(width: Int, height: Int, seed: UInt64) -> Bitmap {
        var state = seed
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let alpha = UInt8(truncatingIfNeeded: state >> 56)
                func channel(_ shift: UInt64) -> UInt8 { Premultiplication.multiply(UInt8(truncatingIfNeeded: state >> shift), alpha) }
                bitmap[x, y] = RGBA(r: channel(8), g: channel(16), b: channel(24), a: alpha)
            }
        }
        return bitmap
    }

    @Test("Cairo-style premultiplied pixels survive a write and read exactly")
    func roundTripIsExact() throws {
        let bitmap = Self.cairoLikeBitmap(width: 97, height: 61, seed: 7)
        #expect(try PNG.decode(PNG.encode(bitmap), source: "memory") == bitmap)
    }

    @Test("premultiplying undoes unpremultiplying for every valid (colour, alpha) pair")
    func premultiplicationIsExactInverse() {
        var pixels: [UInt8] = []
        for alpha in 0...255 {
            for colour in 0...alpha { pixels += [UInt8(colour), UInt8(alpha - colour), 0, UInt8(alpha)] }
        }
        var roundTripped = Premultiplication.unpremultiplied(pixels)
        Premultiplication.premultiply(&roundTripped)
        #expect(roundTripped == pixels)
    }

    @Test("the same pixels always give the same bytes")
    func encodingIsByteStable() throws {
        let bitmap = Self.cairoLikeBitmap(width: 64, height: 48, seed: 3)
        let first = try PNG.encode(bitmap, text: [("Scenario", "door-push")])
        let again = try PNG.encode(Bitmap(width: 64, height: 48, pixels: bitmap.pixels), text: [("Scenario", "door-push")])
        let afterReading = try PNG.encode(PNG.decode(first, source: "memory"), text: [("Scenario", "door-push")])
        #expect(first == again)
        #expect(first == afterReading)
    }

    @Test("opaque images are written as RGB, translucent ones as RGBA")
    func colourTypeFollowsOpacity() throws {
        let opaque = try PNG.encode(Bitmap(width: 3, height: 2, fill: .white))
        let translucent = try PNG.encode(Bitmap(width: 3, height: 2, fill: RGBA(r: 10, g: 10, b: 10, a: 20)))
        #expect(opaque[25] == 2)        // IHDR colour type
        #expect(translucent[25] == 6)
        #expect(try PNG.decode(opaque, source: "memory") == Bitmap(width: 3, height: 2, fill: .white))
    }

    @Test("text chunks come back in order, Latin-1 and UTF-8 alike")
    func textChunksRoundTrip() throws {
        let text = [("Scenario", "door-push"), ("Time", "0.500"), ("Title", "Café"), ("Note", "転換 → ok")]
        let data = try PNG.encode(Bitmap(width: 1, height: 1, fill: .black), text: text)
        let read = try PNG.textChunks(in: data, source: "memory")
        #expect(read.map(\.key) == text.map(\.0))
        #expect(read.map(\.value) == text.map(\.1))
    }

    @Test("an invalid text key is refused with a message")
    func invalidKeyIsRefused() {
        #expect(throws: PNGError.self) { try PNG.encode(Bitmap(width: 1, height: 1), text: [("", "empty key")]) }
        #expect(throws: PNGError.self) { try PNG.encode(Bitmap(width: 1, height: 1), text: [(String(repeating: "k", count: 80), "")]) }
    }

    @Test("an empty bitmap cannot be encoded and says so")
    func emptyBitmapIsRefused() {
        #expect {
            try PNG.encode(Bitmap(width: 0, height: 5))
        } throws: { error in
            (error as? PNGError)?.kind == .unencodable && "\(error)".contains("0x5")
        }
    }

    @Test("writing into a missing folder names the file")
    func unwritableFolder() {
        let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/f0-0000ms.png")
        #expect {
            try PNG.write(Bitmap(width: 1, height: 1), to: url)
        } throws: { error in
            (error as? PNGError)?.kind == .unwritable && "\(error)".contains(url.path)
        }
    }

    @Test("write replaces the file and read gets the same pixels")
    func writeAndRead() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let bitmap = Self.cairoLikeBitmap(width: 20, height: 10, seed: 11)
        try PNG.write(Bitmap(width: 2, height: 2, fill: .black), to: url)
        try PNG.write(bitmap, to: url)
        #expect(try PNG.read(url) == bitmap)
    }
}

@Suite("Diff images written with a palette")
struct PNGIndexedEncodingTests {
    static func image(colours: Int, opaque: Bool = true) -> Bitmap {
        var bitmap = Bitmap(width: 64, height: 48)
        for y in 0..<48 {
            for x in 0..<64 {
                let n = (x * 7 + y * 13) % colours
                bitmap[x, y] = opaque ? RGBA(r: UInt8(n & 0xff), g: UInt8((n * 3) & 0xff), b: UInt8(n >> 8), a: 255)
                    : RGBA(r: 0, g: 0, b: 0, a: UInt8(n & 0xff))
            }
        }
        return bitmap
    }

    @Test("up to 256 opaque colours become a palette; more, or translucency, stay RGB or RGBA",
          arguments: [(1, true, 3), (2, true, 3), (256, true, 3), (257, true, 2), (3000, true, 2), (200, false, 6)])
    func colourType(colours: Int, opaque: Bool, colourType: UInt8) throws {
        let bitmap = Self.image(colours: colours, opaque: opaque)
        let data = try PNG.encode(bitmap, encoding: .diff)
        #expect(data[25] == colourType)
        #expect(try PNG.decode(data, source: "diff.png") == bitmap)
    }

    @Test("the palette writer's files decode through libpng to the same pixels at any size, runs and all",
          arguments: [(1, 1), (1, 300), (300, 1), (2, 2), (750, 40), (1179, 7)])
    func anySize(width: Int, height: Int) throws {
        // Long runs of one grey with a few marker colours, rows repeating and changing, as in a diff.
        var bitmap = Bitmap(width: width, height: height, fill: RGBA(r: 230, g: 230, b: 230, a: 255))
        for y in 0..<height where y % 3 != 1 {
            for x in stride(from: y % 5, to: width, by: 9) { bitmap[x, y] = RGBA(r: 255, g: 0, b: UInt8(y % 2 * 255), a: 255) }
        }
        let data = try PNG.encode(bitmap, encoding: .diff)
        #expect(data[25] == 3)
        #expect(try PNG.decode(data, source: "diff.png") == bitmap)
    }

    @Test("the same pixels give the same bytes, palette in order of first appearance")
    func stable() throws {
        let bitmap = Self.image(colours: 40)
        #expect(try PNG.encode(bitmap, encoding: .diff) == PNG.encode(bitmap, encoding: .diff))
        #expect(try PNG.encode(bitmap, encoding: .diff).count < PNG.encode(bitmap, encoding: .review).count)
    }
}
