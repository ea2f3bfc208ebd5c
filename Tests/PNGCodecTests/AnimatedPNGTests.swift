import Foundation
@testable import PNGCodec
@testable import Pixels
import Testing

/// The animated PNG writer: chunk order and numbering per the APNG specification.
@Suite struct AnimatedPNGTests {
    func frame(_ shade: UInt8) -> Bitmap { Bitmap(width: 4, height: 3, fill: RGBA(r: shade, g: 0, b: 255 - shade, a: 255)) }

    @Test func framesDelaysAndSequenceNumbersFollowTheSpecification() throws {
        let data = try AnimatedPNG.encode([frame(0), frame(100), frame(200)], delay: 0.125)
        let chunks = PNGChunk.split(data)
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])

        let control = try #require(chunks.first { $0.type == "acTL" })
        #expect(Array(control.data[0..<4]) == [0, 0, 0, 3], "frame count")
        #expect(Array(control.data[4..<8]) == [0, 0, 0, 0], "loops forever")

        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { Int($0.data[3]) }
        #expect(sequence == [0, 1, 2, 3, 4])
        for frameControl in chunks.filter({ $0.type == "fcTL" }) {
            #expect(Array(frameControl.data[20..<24]) == [0, 125, 3, 232], "125/1000 s")
        }
    }

    @Test func viewersWithoutAPNGSupportSeeTheFirstFrame() throws {
        let data = try AnimatedPNG.encode([frame(30), frame(90)], delay: 0.5)
        #expect(try PNG.decode(data, source: "preview.apng") == frame(30))
    }

    @Test func chunkChecksumsAreThoseOfPNG() {
        // The CRC-32 of "IEND" with no data, as every PNG file ends.
        #expect(PNGChunk(type: "IEND", data: []).encoded.suffix(4) == [0xAE, 0x42, 0x60, 0x82])
    }
}

extension AnimatedPNGTests {
    @Test func opaqueAndTranslucentFramesShareOneHeader() throws {
        let translucent = Bitmap(width: 4, height: 3, fill: RGBA(r: 10, g: 20, b: 30, a: 128))
        let data = try AnimatedPNG.encode([frame(0), translucent], delay: 0.1)
        let header = try #require(PNGChunk.split(data).first { $0.type == "IHDR" })
        #expect(header.data[9] == 6, "colour type RGBA")
        #expect(try PNG.decode(data, source: "preview.apng") == frame(0))
    }
}
