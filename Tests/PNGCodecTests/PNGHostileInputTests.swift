import Foundation
@testable import PNGCodec
@testable import Pixels
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Files crafted (or damaged) to cost memory, block a read or mislead: each ends in a clear error.
@Suite("Hostile and damaged PNG files")
struct PNGHostileInputTests {
    /// The PNG signature and an IHDR chunk for a `width`×`height` RGBA image (its CRC unchecked here).
    static func header(width: UInt32, height: UInt32) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        data.append(contentsOf: Array("IHDR".utf8))
        for value in [width, height] { withUnsafeBytes(of: value.bigEndian) { data.append(contentsOf: $0) } }
        data.append(contentsOf: [8, 6, 0, 0, 0])
        data.append(contentsOf: crc(data.suffix(17)))
        return data
    }

    static func crc(_ bytes: Data) -> [UInt8] {
        var crc: UInt32 = 0xffff_ffff
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xedb8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return withUnsafeBytes(of: (crc ^ 0xffff_ffff).bigEndian, Array.init)
    }

    static func peakMemory() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }

    @Test("a tiny file declaring a 2 GB text chunk is refused without allocating it")
    func hugeChunkLength() throws {
        var png = Self.header(width: 1, height: 1)
        png.append(contentsOf: [0x7f, 0xff, 0xff, 0xff] + Array("tEXt".utf8) + Array("Comment\0hello".utf8))
        png.append(Data(count: 141 - png.count))
        let before = Self.peakMemory()
        let error = #expect(throws: PNGError.self) { try PNG.decode(png, source: "tiny.png") }
        #expect(error?.description.contains("tiny.png") == true)
        #expect(Self.peakMemory() - before < 200 << 20)
    }

    @Test("a valid header declaring more pixels than the limit is refused before decoding")
    func tooManyPixels() throws {
        let side = UInt32(PNG.maximumDimension / 2)   // within the side limit, four times the pixel limit
        let png = Self.header(width: side, height: side)
        #expect(PNG.declaredSize(of: png)?.width == Int(side))
        let error = #expect(throws: PNGError.self) { try PNG.decode(png, source: "big.png") }
        #expect(error?.kind == .tooLarge)
        #expect(error?.description.contains("\(side)x\(side)") == true)
    }

    @Test("line endings converted by git are named with the fix", arguments: [true, false])
    func lineEndingsConverted(crlfToLF: Bool) throws {
        let png = try Fixture.samplePNG()
        var damaged = Data(png.prefix(4))
        damaged.append(contentsOf: crlfToLF ? [0x0A, 0x1A, 0x0A] : [0x0D, 0x0D, 0x0A, 0x1A, 0x0D, 0x0A])
        damaged.append(png.dropFirst(8))
        let error = #expect(throws: PNGError.self) { try PNG.decode(damaged, source: "f0.png") }
        #expect(error?.kind == .lineEndingsConverted)
        #expect(error?.description.contains("autocrlf") == true && error?.description.contains("*.png binary") == true)
    }

    @Test("a folder, a pipe and a device in a golden's place say what they are")
    func notAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("f0-0000ms.png")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        for (url, kind) in [(folder, "a folder"), (fifo, "a named pipe (FIFO)"),
                            (URL(fileURLWithPath: "/dev/zero"), "a character device")] {
            let error = #expect(throws: PNGError.self) { try PNG.read(url) }
            #expect(error?.kind == .notAFile)
            #expect(error?.description == "\(url.path): this is \(kind), not a PNG file; "
                    + "replace it with the golden PNG or restore it from git or re-record it with `harness update-goldens`.")
        }
    }

    @Test("a straight decode keeps the colour of faint and transparent pixels")
    func straightDecodeKeepsColour() throws {
        let bitmap = Bitmap(width: 1, height: 1, fill: RGBA(r: 1, g: 1, b: 1, a: 3))
        let straight = try PNG.decodeStraight(PNG.encode(bitmap), source: "faint.png")
        #expect(straight.pixels == [85, 85, 85, 3])
        #expect(straight.premultiplied == bitmap)
    }
}
