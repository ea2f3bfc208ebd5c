import Foundation
import PNGCodec
import Pixels
import Testing

/// A diff is written as a palette PNG whose stream is made of runs (a match of the byte before or
/// of the row above, else a literal). libpng and zlib, which read palette files, must read back
/// every index, whatever the rows hold.
@Suite("Palette PNGs written as runs")
struct PNGIndexedRunsTests {
    static let palette: [UInt8] = (0..<29).flatMap { (k: Int) -> [UInt8] in
        let (red, green, blue): (UInt8, UInt8, UInt8) = (UInt8(255 - k), UInt8(k * 7), UInt8(k * 3))
        return [red, green, blue]
    }

    /// Rows of `width` indices (0...28): long runs, rows repeating the one above, short runs and
    /// noise, in bands, so every kind of match and literal is written somewhere.
    static func indices(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        var state = seed &+ 1
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var rows = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            switch (y / 5 + Int(seed)) % 4 {
            case 0:
                for x in 0..<width { rows[y * width + x] = UInt8(x / 300 % 29) }
            case 1 where y > 0:
                for x in 0..<width { rows[y * width + x] = rows[(y - 1) * width + x] }
            case 2:
                var x = 0
                while x < width {
                    let (value, length) = (UInt8(next(29)), 1 + next(6))
                    for k in x..<min(width, x + length) { rows[y * width + k] = value }
                    x += length
                }
            default:
                for x in 0..<width { rows[y * width + x] = UInt8(next(29)) }
            }
        }
        return rows
    }

    @Test("every index reads back", arguments: [(1, 1), (1, 40), (7, 9), (750, 64), (259, 20), (16_000, 3)])
    func readsBack(width: Int, height: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-runs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for seed in UInt64(0)..<4 {
            let indices = Self.indices(width: width, height: height, seed: seed)
            // writeIndexed takes each row after a byte it fills with the row's filter type.
            let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: (width + 1) * height)
            defer { rows.deallocate() }
            for y in 0..<height {
                for x in 0..<width { rows[y * (width + 1) + 1 + x] = indices[y * width + x] }
            }
            let url = folder.appendingPathComponent("diff-\(seed).png")
            try PNG.writeIndexed(rows: rows, width: width, height: height, palette: Self.palette, to: url)
            let image = try PNG.readStraight(url)
            #expect(image.width == width && image.height == height)
            var wrong = 0
            for y in 0..<height {
                for x in 0..<width {
                    let k = Int(indices[y * width + x]), p = (y * width + x) * 4
                    let expected = [Self.palette[3 * k], Self.palette[3 * k + 1], Self.palette[3 * k + 2], 255]
                    if Array(image.pixels[p..<(p + 4)]) != expected { wrong += 1 }
                }
            }
            #expect(wrong == 0, "\(width)x\(height), seed \(seed): \(wrong) pixels read back wrong")
        }
    }
}
