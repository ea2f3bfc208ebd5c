import Foundation
@testable import PNGCodec
@testable import Pixels
import Testing

/// 8-bit RGB and RGBA files are inflated by libdeflate and unfiltered here; every other file by
/// libpng. The two must agree on every file: on the pixels, or on the error.
@Suite("Decoding through libdeflate")
struct PNGFastDecodeTests {
    /// Both paths' result for `data`: the pixels, or the error's kind and text.
    static func bothWays(_ data: Data) -> (fast: String, libpng: String) {
        func describe(_ decode: () throws(PNGError) -> StraightBitmap) -> String {
            do {
                let image = try decode()
                return "\(image.width)x\(image.height) \(image.pixels.hashValue) \(image.pixels.count)"
            } catch {
                return "\(error.kind): \(error.description)"
            }
        }
        return (describe { () throws(PNGError) in try PNG.decodeStraight(data, source: "f.png") },
                describe { () throws(PNGError) in try PNG.decodeStraightWithLibpng(data, source: "f.png") })
    }

    /// Noise over gradients, so libpng's filter heuristic picks each of the five filters somewhere.
    static func image(width: Int, height: Int, translucent: Bool, seed: UInt64) -> Bitmap {
        var state = seed
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let noise = UInt8(truncatingIfNeeded: state >> 59)
                let band = (y / 3) % 4  // flat, smooth and noisy rows, which favour different filters
                let r = UInt8(truncatingIfNeeded: x * 5 + (band == 2 ? Int(noise) * 8 : 0))
                let g = UInt8(truncatingIfNeeded: y * 3 + (band == 3 ? Int(noise) : 0))
                let b = band == 0 ? 200 : UInt8(truncatingIfNeeded: x &+ y)
                let a: UInt8 = translucent ? UInt8(truncatingIfNeeded: 128 + x + y) : 255
                bitmap[x, y] = RGBA(r: Premultiplication.multiply(r, a), g: Premultiplication.multiply(g, a),
                                    b: Premultiplication.multiply(b, a), a: a)
            }
        }
        return bitmap
    }

    @Test("every fixture, good or bad, decodes the same both ways", arguments: try! FileManager.default
        .contentsOfDirectory(atPath: Fixture.directory.path).filter { $0.hasSuffix(".png") }.sorted())
    func fixtures(name: String) throws {
        let (fast, libpng) = Self.bothWays(try Fixture.data(name))
        #expect(fast == libpng)
    }

    @Test("RGB and RGBA with every filter type, at every awkward size, decode to what was encoded",
          arguments: [(1, 1), (1, 9), (9, 1), (2, 2), (37, 23), (300, 41)], [false, true])
    func everyFilter(size: (width: Int, height: Int), translucent: Bool) throws {
        let bitmap = Self.image(width: size.width, height: size.height, translucent: translucent, seed: UInt64(size.width * 131 + size.height))
        var encoding = PNGEncoding.golden
        encoding.everyFilter = true
        for encoded in [try PNG.encode(bitmap, encoding: encoding), try PNG.encode(bitmap)] {
            #expect(encoded[25] == (translucent ? 6 : 2))  // the colour type the fast path takes
            let decoded = try PNG.decodeStraight(encoded, source: "f.png")
            #expect(decoded.pixels == StraightBitmap(bitmap).pixels)
            let (fast, libpng) = Self.bothWays(encoded)
            #expect(fast == libpng)
        }
    }

    @Test("text after the image data is still read")
    func textAfterTheImageData() throws {
        var data = try PNG.encode(Self.image(width: 16, height: 8, translucent: false, seed: 1))
        // Moves IEND after a new tEXt chunk: 12 bytes of IEND off the end, then tEXt, then IEND.
        let iend = data.suffix(12)
        data.removeLast(12)
        data.append(Self.chunk("tEXt", Array("Late\0after the pixels".utf8)))
        data.append(iend)
        #expect(try PNG.textChunks(in: data, source: "f.png").contains { $0.key == "Late" && $0.value == "after the pixels" })
        let (fast, libpng) = Self.bothWays(data)
        #expect(fast == libpng)
    }

    @Test("any damaged byte of the image data gives libpng's error, or its pixels", arguments: Array(0..<40))
    func damage(index: Int) throws {
        var data = try PNG.encode(Self.image(width: 64, height: 32, translucent: index % 2 == 0, seed: 7))
        // Anywhere from the first IDAT's length to the end, which holds IDAT data, CRCs and IEND.
        let start = 33 + 8
        let position = start + (index * 7919) % (data.count - start)
        data[position] ^= UInt8(1 << (index % 8))
        let (fast, libpng) = Self.bothWays(data)
        #expect(fast == libpng)
    }

    static func chunk(_ type: String, _ payload: [UInt8]) -> Data {
        var chunk = Data()
        chunk.append(contentsOf: withUnsafeBytes(of: UInt32(payload.count).bigEndian, Array.init))
        let body = Array(type.utf8) + payload
        chunk.append(contentsOf: body)
        chunk.append(contentsOf: withUnsafeBytes(of: crc32(body).bigEndian, Array.init))
        return chunk
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xffff_ffff
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xedb8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
