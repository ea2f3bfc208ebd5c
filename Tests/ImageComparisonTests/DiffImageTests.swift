import Foundation
import GoldenKit
import ImageComparison
import PNGCodec
import Pixels
import Testing

@Suite("Diff images and artifacts")
struct DiffImageTests {
    @Test("differences are red, anti-aliasing yellow, the rest the expected image faded to grey")
    func diffColours() {
        var expected = ComparatorTests.edge(grey: 128)
        var actual = ComparatorTests.edge(grey: 64)
        expected[10, 3] = .white
        actual[10, 3] = .black
        let diff = DiffImage.make(expected: expected, actual: actual, tolerance: .perceptual)
        #expect(diff[10, 3] == RGBA(r: 255, g: 0, b: 0, a: 255))
        #expect(diff[6, 5] == RGBA(r: 255, g: 255, b: 0, a: 255))
        #expect(DiffImage.make(expected: expected, actual: actual)[6, 5] == RGBA(r: 255, g: 0, b: 0, a: 255),
                "by default anti-aliasing counts, so it is red")
        // pixelmatch's background: 255 + (Y - 255) * 0.1, truncated: black gives 229, white stays 255.
        #expect(diff[0, 0] == RGBA(r: 229, g: 229, b: 229, a: 255))
        #expect(diff[11, 0] == .white)
    }

    @Test("on a size mismatch the diff covers both images, red where only one reaches")
    func mismatchedDiff() {
        let diff = DiffImage.make(expected: Bitmap(width: 4, height: 3, fill: .white), actual: Bitmap(width: 3, height: 5, fill: .white))
        #expect(diff.width == 4 && diff.height == 5)
        #expect(diff[0, 0] == .white)
        #expect(diff[3, 0] == RGBA(r: 255, g: 0, b: 0, a: 255))
        #expect(diff[0, 4] == RGBA(r: 255, g: 0, b: 0, a: 255))
    }

    @Test("the strip shows expected | diff | actual side by side")
    func stripLayout() {
        let expected = Bitmap(width: 10, height: 8, fill: .black)
        let actual = Bitmap(width: 10, height: 8, fill: .white)
        let diff = DiffImage.make(expected: expected, actual: actual)
        let strip = DiffImage.strip(expected: expected, diff: diff, actual: actual)
        #expect(strip.width == 30 + 2 * DiffImage.gap && strip.height == 8)
        #expect(strip[0, 0] == .black)
        #expect(strip[10 + DiffImage.gap, 0] == RGBA(r: 255, g: 0, b: 0, a: 255))
        #expect(strip[strip.width - 1, 7] == .white)
    }

    @Test("a large frame's strip is shrunk to read at a glance, and keeps every differing pixel visible")
    func largeStripShrinksAndKeepsDifferences() {
        let expected = Bitmap(width: 1290, height: 300, fill: .white)
        var actual = expected
        actual[700, 100] = RGBA(r: 0, g: 0, b: 0, a: 255)
        let diff = DiffImage.make(expected: expected, actual: actual, tolerance: .exact)
        let strip = DiffImage.strip(expected: expected, diff: diff, actual: actual)
        #expect(strip.width == 3 * 430 + 2 * DiffImage.gap && strip.height == 100, "1290 px panels shrunk three times")
        #expect(strip[430 + DiffImage.gap + 700 / 3, 100 / 3] == RGBA(r: 255, g: 0, b: 0, a: 255), "the one red pixel survives")
        #expect(strip[2 * (430 + DiffImage.gap) + 700 / 3, 100 / 3] == RGBA(r: 0, g: 0, b: 0, a: 255), "the box's middle pixel")
    }

    @Test("transparent areas show a checkerboard in the strip")
    func stripCheckerboard() {
        let clear = Bitmap(width: 16, height: 16)
        let strip = DiffImage.strip(expected: clear, diff: clear, actual: clear)
        #expect(strip[0, 0].a == 255 && strip[0, 0] != strip[8, 0])
    }
}

@Suite("Diffing two PNG files")
struct FileDiffTests {
    @Test("decodes both files, counts like pixelmatch and writes the diff")
    func diffsFiles() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("diff-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try FileDiff.run(expected: Fixture.url("pair-expected.png"), actual: Fixture.url("pair-actual.png"),
                                      diffOutput: output, tolerance: .perceptual)
        #expect(result.differentPixels == 86)
        let diff = try PNG.read(output)
        #expect(diff.width == 520 && diff.height == 520)
    }

    @Test("the diff file holds pixelmatch's diff image, pixel for pixel", arguments: [Tolerance.exact, .perceptual])
    func writtenDiffIsTheDiffImage(tolerance: Tolerance) throws {
        // A fixture pair (text anti-aliasing, differences), and a pair with translucent and
        // transparent pixels, whose greys fade differently.
        var translucent = Bitmap(width: 40, height: 30, fill: RGBA(r: 0, g: 0, b: 0, a: 0))
        for x in 0..<40 { translucent[x, 10] = RGBA(r: 200, g: 20, b: 90, a: UInt8(x * 6)) }
        var changed = translucent
        for x in 5..<25 { changed[x, 11] = RGBA(r: 10, g: 240, b: 30, a: 255) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try PNG.write(translucent, to: folder.appendingPathComponent("a.png"))
        try PNG.write(changed, to: folder.appendingPathComponent("b.png"))
        let pairs = [(Fixture.url("pair-expected.png"), Fixture.url("pair-actual.png")),
                     (folder.appendingPathComponent("a.png"), folder.appendingPathComponent("b.png"))]
        for (expected, actual) in pairs {
            let output = folder.appendingPathComponent("diff.png")
            let result = try FileDiff.run(expected: expected, actual: actual, diffOutput: output, tolerance: tolerance)
            let reference = Comparator(tolerance: tolerance).compareDrawingDiff(try PNG.readStraight(expected), try PNG.readStraight(actual))
            #expect(result == reference.comparison)
            #expect(try PNG.read(output) == reference.diff, "\(expected.lastPathComponent) against \(actual.lastPathComponent)")
        }
    }

    @Test("an unreadable file is named in the error")
    func namesTheBadFile() {
        let missing = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).png")
        #expect {
            try FileDiff.run(expected: Fixture.url("pair-expected.png"), actual: missing)
        } throws: { error in
            "\(error)".contains(missing.path)
        }
    }
}
