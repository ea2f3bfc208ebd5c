import Foundation
@testable import PNGCodec
@testable import Pixels

/// Fixture files shipped with the tests (see Fixtures/README.md).
enum Fixture {
    static let directory = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }
    static func data(_ name: String) throws -> Data { try Data(contentsOf: url(name)) }

    /// The variant fixtures, each a PNG with a `.rgba` file of the straight pixels it holds.
    static var variants: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".rgba") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// A valid PNG of a small gradient with some translucency, for corrupting.
    static func samplePNG() throws -> Data {
        var bitmap = Bitmap(width: 40, height: 30)
        for y in 0..<30 {
            for x in 0..<40 {
                let alpha = UInt8(155 + x + y)
                bitmap[x, y] = RGBA(r: Premultiplication.multiply(UInt8(x * 6), alpha),
                                    g: Premultiplication.multiply(UInt8(y * 8), alpha), b: 0, a: alpha)
            }
        }
        return try PNG.encode(bitmap)
    }
}
