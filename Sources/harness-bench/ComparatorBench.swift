import Foundation
import GoldenKit
import ImageComparison
import PNGCodec
import Pixels

/// Times comparison against its peers: equal frames, pixelmatch on two differing
/// 750×1334 frames beside the numba `pixelmatch-fast` port, and `harness diff` end to end beside
/// ImageMagick's `compare -metric AE`, all on the same PNG pair in one run.
var comparatorBenchmark: BenchmarkSuite { BenchmarkSuite(name: "compare", run: runComparatorBenchmark) }

private func runComparatorBenchmark() {
    let (expected, actual) = (UIFrame.paint(variant: false), UIFrame.paint(variant: true))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("harness-bench-compare")
    let (expectedURL, actualURL, diffURL) = (folder.appendingPathComponent("expected.png"),
                                             folder.appendingPathComponent("actual.png"),
                                             folder.appendingPathComponent("diff.png"))
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try PNG.write(expected, to: expectedURL)
        try PNG.write(actual, to: actualURL)
    } catch {
        print("cannot write the benchmark frames: \(error)")
        return
    }
    let megapixels = Double(expected.pixelCount) / 1e6
    // pixelmatch's own defaults, which the peer runs with, so the counts can be compared.
    let comparator = Comparator(tolerance: .perceptual)

    let copy = Bitmap(width: expected.width, height: expected.height, pixels: expected.pixels.map { $0 })
    let equalSeconds = bestTime(repetitions: 20) { _ = comparator.compare(expected, copy) }
    print(String(format: "equal frames %dx%d: %.3f ms, %.2f GP/s (target >= 2 GP/s)",
                 expected.width, expected.height, equalSeconds * 1e3, megapixels / 1e3 / equalSeconds))

    var result = comparator.compare(expected, actual)
    let compareSeconds = bestTime(repetitions: 20) { result = comparator.compare(expected, actual) }
    let includingAA = Comparator(tolerance: Tolerance(threshold: 0.1)).compare(expected, actual)
    let drawingSeconds = bestTime(repetitions: 10) { _ = comparator.compareDrawingDiff(expected, actual) }
    print(String(format: "pixelmatch compare: %.3f ms (%d different, %d anti-aliased; %d with AA counted); with diff image %.3f ms",
                 compareSeconds * 1e3, result.differentPixels, result.antialiasedPixels,
                 includingAA.differentPixels, drawingSeconds * 1e3))

    var endToEndCount = 0
    let endToEndSeconds = bestTime(repetitions: 7) {
        do {
            endToEndCount = try FileDiff.run(expected: expectedURL, actual: actualURL, diffOutput: diffURL, tolerance: .perceptual).differentPixels
        } catch {
            print("end to end failed: \(error)")
        }
    }
    print(String(format: "end to end, FileDiff.run (decode both, compare, write diff PNG): %.3f ms, %d different",
                 endToEndSeconds * 1e3, endToEndCount))
    let serialSeconds = bestTime(repetitions: 7) {
        do {
            let (_, diff) = comparator.compareDrawingDiff(try PNG.read(expectedURL), try PNG.read(actualURL))
            try PNG.write(diff, to: diffURL, encoding: .diff)
        } catch {
            print("end to end failed: \(error)")
        }
    }
    print(String(format: "end to end, decoding one file after the other: %.3f ms", serialSeconds * 1e3))

    let peers = ComparisonPeers.run(expected: expectedURL, actual: actualURL)
    if let reason = peers.unavailable["pixelmatch-fast"] {
        print("pixelmatch-fast: unavailable (\(reason)); only the Swift figures above")
    } else if let compare = peers.measurement("pixelmatch-fast", "compare"),
              let withAA = peers.measurement("pixelmatch-fast", "compare-include-aa") {
        let identical = compare.different == result.differentPixels && withAA.different == includingAA.differentPixels
        // pixelmatch-fast always draws its diff buffer, so the second ratio is the like-for-like one.
        print(String(format: "pixelmatch-fast compare: %.3f ms (%d different, %d with AA) -> Swift %.1fx faster counting, %.1fx drawing the diff too (target >= 10x counting); counts %@",
                     compare.seconds * 1e3, compare.different, withAA.different, compare.seconds / compareSeconds,
                     compare.seconds / drawingSeconds, identical ? "identical" : "DIFFER"))
        if let endToEnd = peers.measurement("pixelmatch-fast", "end-to-end") {
            print(String(format: "pixelmatch-fast end to end: %.3f ms -> Swift %.1fx faster",
                         endToEnd.seconds * 1e3, endToEnd.seconds / endToEndSeconds))
        }
    }
    if let reason = peers.unavailable["imagemagick"] {
        print("ImageMagick: unavailable (\(reason))")
    } else if let magick = peers.measurement("imagemagick", "end-to-end") {
        print(String(format: "ImageMagick compare -metric AE end to end: %.3f ms (AE %d, counts every changed pixel) -> Swift %.1fx faster, %.1fx decoding serially (target >= 3x)",
                     magick.seconds * 1e3, magick.different, magick.seconds / endToEndSeconds, magick.seconds / serialSeconds))
    }
}

/// What `scripts/bench/bench-compare-peers` measured, parsed from its `key=value` lines.
private struct ComparisonPeers {
    struct Measurement { let seconds: Double; let different: Int }
    var measurements: [String: Measurement] = [:]
    var unavailable: [String: String] = [:]

    func measurement(_ peer: String, _ stage: String) -> Measurement? { measurements["\(peer)/\(stage)"] }

    static func run(expected: URL, actual: URL) -> ComparisonPeers {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let process = Process()
        process.executableURL = root.appendingPathComponent("scripts/bench/bench-compare-peers")
        process.arguments = [expected.path, actual.path]
        let output = Pipe()
        process.standardOutput = output
        var peers = ComparisonPeers()
        do {
            try process.run()
        } catch {
            peers.unavailable["pixelmatch-fast"] = "cannot run \(process.executableURL!.path): \(error)"
            peers.unavailable["imagemagick"] = peers.unavailable["pixelmatch-fast"]
            return peers
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        for line in text.split(separator: "\n") {
            let fields = Dictionary(line.split(separator: " ").compactMap { field -> (String, String)? in
                let parts = field.split(separator: "=", maxSplits: 1)
                return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
            }, uniquingKeysWith: { first, _ in first })
            guard let peer = fields["peer"] else { continue }
            if line.contains(" unavailable") {
                peers.unavailable[peer] = line.components(separatedBy: "reason=").last ?? "unavailable"
            } else if let stage = fields["stage"], let seconds = fields["seconds"].flatMap(Double.init),
                      let different = fields["different"].flatMap(Int.init) {
                peers.measurements["\(peer)/\(stage)"] = Measurement(seconds: seconds, different: different)
            }
        }
        return peers
    }
}

/// A procedural 750×1334 list screen (nav bar, cards with avatars and text bars, a floating
/// button) drawn with anti-aliased signed-distance shapes. The variant moves a card by a
/// fraction of a pixel and tilts it, moves an avatar, lengthens a text bar and tints the button:
/// anti-aliasing changes, real differences and a change below the threshold.
private struct UIFrame {
    var bitmap = Bitmap(width: 750, height: 1334, fill: RGBA(r: 242, g: 242, b: 247, a: 255))

    static func paint(variant: Bool) -> Bitmap {
        var frame = UIFrame()
        frame.roundedRect(centre: (375, 88), half: (375, 88), radius: 0, colour: (249, 249, 249))
        frame.roundedRect(centre: (375, variant ? 120.3 : 120), half: (120, 14), radius: 7, colour: (28, 28, 30))
        for cell in 0..<9 {
            let top = 200.0 + Double(cell) * 120
            let tilted = variant && cell == 3
            frame.roundedRect(centre: (tilted ? 375.4 : 375, top + 50), half: (345, 52), radius: 20,
                              colour: (255, 255, 255), angle: tilted ? 0.5 * .pi / 180 : 0)
            let hue = UInt8(40 + cell * 23)
            frame.circle(centre: (variant && cell == 5 ? 96 : 90, top + 50), radius: 36, colour: (hue, 120, 255 - hue))
            let length = 260.0 + Double((cell * 37) % 160) + (variant && cell == 7 ? 40 : 0)
            frame.roundedRect(centre: (150 + length / 2, top + 34), half: (length / 2, 10), radius: 10, colour: (60, 60, 67))
            frame.roundedRect(centre: (150 + length / 3, top + 66), half: (length / 3, 8), radius: 8, colour: (142, 142, 147))
        }
        frame.circle(centre: (640, 1220), radius: 60, colour: variant ? (10, 132, 255) : (0, 122, 255))
        frame.roundedRect(centre: (640, 1220), half: (26, 4), radius: 2, colour: (255, 255, 255))
        frame.roundedRect(centre: (640, 1220), half: (4, 26), radius: 2, colour: (255, 255, 255))
        return frame.bitmap
    }

    mutating func circle(centre: (Double, Double), radius: Double, colour: (UInt8, UInt8, UInt8)) {
        roundedRect(centre: centre, half: (radius, radius), radius: radius, colour: colour)
    }

    /// Fills a rounded rectangle turned by `angle` radians, with coverage from its signed distance.
    mutating func roundedRect(centre: (Double, Double), half: (Double, Double), radius: Double,
                              colour: (UInt8, UInt8, UInt8), angle: Double = 0) {
        let reach = (half.0 * half.0 + half.1 * half.1).squareRoot() + 2
        let (cosine, sine) = (cos(angle), sin(angle))
        for y in max(0, Int(centre.1 - reach))..<min(bitmap.height, Int(centre.1 + reach) + 1) {
            for x in max(0, Int(centre.0 - reach))..<min(bitmap.width, Int(centre.0 + reach) + 1) {
                let (dx, dy) = (Double(x) + 0.5 - centre.0, Double(y) + 0.5 - centre.1)
                let (u, v) = (abs(cosine * dx + sine * dy) - half.0 + radius, abs(cosine * dy - sine * dx) - half.1 + radius)
                let distance = (max(u, 0) * max(u, 0) + max(v, 0) * max(v, 0)).squareRoot() + min(max(u, v), 0) - radius
                let coverage = min(max(0.5 - distance, 0), 1)
                guard coverage > 0 else { continue }
                let old = bitmap[x, y]
                func mix(_ from: UInt8, _ to: UInt8) -> UInt8 { UInt8((Double(from) + (Double(to) - Double(from)) * coverage).rounded()) }
                bitmap[x, y] = RGBA(r: mix(old.r, colour.0), g: mix(old.g, colour.1), b: mix(old.b, colour.2), a: 255)
            }
        }
    }
}
