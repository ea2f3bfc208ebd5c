import Foundation
@testable import PNGCodec
@testable import Pixels
import Testing

@Suite("Bad PNG input gives a clear error, never a crash")
struct PNGBadInputTests {
    let name = "Goldens/door-push/f2-0500ms.png"

    func decodingError(_ data: Data) -> PNGError? {
        do {
            _ = try PNG.decode(data, source: name)
            return nil
        } catch {
            return error
        }
    }

    @Test("an empty file")
    func empty() throws {
        let error = try #require(decodingError(Data()))
        #expect(error.kind == .empty)
        #expect(error.description.contains(name) && error.description.contains("empty"))
    }

    @Test("a truncated file, wherever it is cut", arguments: [4, 20, 40, 100, -12, -1])
    func truncated(cut: Int) throws {
        let png = try Fixture.samplePNG()
        let error = try #require(decodingError(png.prefix(cut > 0 ? cut : png.count + cut)))
        #expect(error.kind == .truncated)
        #expect(error.description.contains(name) && error.description.contains("truncated"))
    }

    @Test("a damaged byte inside the image data fails its checksum")
    func damagedImageData() throws {
        var png = try Fixture.samplePNG()
        png[png.count - 30] ^= 0x5a   // inside the last IDAT's payload
        let error = try #require(decodingError(png))
        #expect(error.kind == .badCRC)
        #expect(error.description.contains(name) && error.description.contains("checksum"))
    }

    @Test("a damaged CRC is reported as a CRC error")
    func badCRC() throws {
        var png = try Fixture.samplePNG()
        png[png.count - 14] ^= 0x01   // the last IDAT's CRC, just before the 12-byte IEND
        let error = try #require(decodingError(png))
        #expect(error.kind == .badCRC)
        #expect(error.description.contains("CRC error"))
    }

    @Test("a damaged ancillary chunk is an error too, not silently dropped")
    func badCRCInTextChunk() throws {
        var png = try PNG.encode(Bitmap(width: 2, height: 2, fill: .black), text: [("Scenario", "door-push")])
        let keyOffset = try #require(png.range(of: Data("Scenario".utf8))).lowerBound
        png[keyOffset] = UInt8(ascii: "X")
        #expect(decodingError(png)?.kind == .badCRC)
    }

    @Test("something else than a PNG")
    func notPNG() throws {
        let error = try #require(decodingError(Data("GIF89a not a png at all".utf8)))
        #expect(error.kind == .notPNG)
        #expect(error.description.contains("GIF89a"))
    }

    @Test("a Git LFS pointer says to run git lfs pull")
    func gitLFSPointer() throws {
        let pointer = """
            version https://git-lfs.github.com/spec/v1
            oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393
            size 12345

            """
        let error = try #require(decodingError(Data(pointer.utf8)))
        #expect(error.kind == .gitLFSPointer)
        #expect(error.description.contains("git lfs pull") && error.description.contains(name))
    }

    @Test("a huge declared size is refused before decoding")
    func hugeDeclaredSize() throws {
        let error = try #require(decodingError(try Fixture.data("huge-declared-size.png")))
        #expect(error.kind == .tooLarge)
        #expect(error.description.contains("20000x20000") && error.description.contains("\(PNG.maximumDimension)"))
    }

    @Test("a missing file names its path")
    func missingFile() throws {
        let url = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).png")
        #expect {
            try PNG.read(url)
        } throws: { error in
            (error as? PNGError)?.kind == .unreadable && "\(error)".contains(url.path)
        }
    }

    @Test("random garbage after a valid signature fails cleanly", arguments: 0..<20)
    func garbage(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed))
        var png = try Fixture.samplePNG()
        for _ in 0..<8 { png[Int.random(in: 8..<png.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
        if let error = decodingError(png) {
            #expect(error.description.contains(name))
        }
    }
}

/// A tiny deterministic generator, so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9e37_79b9_7f4a_7c15 }
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state ^ (state >> 29)
    }
}
