import Foundation
import PNGCodec
import Pixels

/// Compares gallery frames with the PNGs kept in Gallery/, recording them when missing or
/// when `HARNESS_RECORD=all`. A recorded golden fails its test, so a run that records is
/// never mistaken for a run that checked.
///
/// Frames must match exactly: every golden is drawn on an opaque background (so the PNG
/// round trip is lossless) by the same pinned cairo, pixman and FreeType, and the renderer is
/// deterministic, so any difference at all is a change in what the renderer draws.
struct GoldenGallery {
    /// Where goldens are read: the copy of Gallery/ bundled with the tests.
    let bundled: URL?
    /// Where goldens are recorded: Gallery/ in the source tree.
    let sources: URL

    init() {
        bundled = Bundle.module.url(forResource: "Gallery", withExtension: nil)
        // This file is Tests/CairoRendererTests/Support/GoldenGallery.swift.
        sources = URL(fileURLWithPath: GoldenGallery.thisFile).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Gallery")
    }

    private static let thisFile = #filePath

    enum Outcome: Equatable {
        case matched
        case recorded(String)
        case differs(String)
    }

    func check(_ frame: Bitmap, named name: String) -> Outcome {
        let file = "\(name).png"
        let recordAll = ProcessInfo.processInfo.environment["HARNESS_RECORD"] == "all"
        let stored = [bundled?.appendingPathComponent(file), sources.appendingPathComponent(file)]
            .compactMap { $0 }
            .first { FileManager.default.fileExists(atPath: $0.path) }
        guard !recordAll, let stored else { return record(frame, file: file) }
        let expected: Bitmap
        do {
            expected = try PNG.read(stored)
        } catch {
            return .differs("cannot read golden \(stored.path): \(error)")
        }
        if expected == frame { return .matched }
        let actual = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(name)-actual.png")
        try? PNG.write(frame, to: actual)
        return .differs("\(name) differs from \(stored.path) (\(summary(expected, frame))); actual frame written to \(actual.path); "
            + "run with HARNESS_RECORD=all to re-record after an intended change")
    }

    private func record(_ frame: Bitmap, file: String) -> Outcome {
        let url = sources.appendingPathComponent(file)
        do {
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try PNG.write(frame, to: url)
            return .recorded("recorded \(url.path); look at it, then run the tests again")
        } catch {
            return .differs("could not record \(url.path): \(error)")
        }
    }

    private func summary(_ expected: Bitmap, _ actual: Bitmap) -> String {
        guard expected.width == actual.width, expected.height == actual.height else {
            return "size \(actual.width)x\(actual.height), golden \(expected.width)x\(expected.height)"
        }
        var differing = 0, largest = 0
        for i in stride(from: 0, to: expected.pixels.count, by: 4) {
            let delta = (0..<4).map { abs(Int(expected.pixels[i + $0]) - Int(actual.pixels[i + $0])) }.max()!
            if delta > 0 { differing += 1; largest = max(largest, delta) }
        }
        return "\(differing) pixels differ, by up to \(largest)"
    }
}
