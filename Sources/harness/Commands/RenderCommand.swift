import Foundation
import GoldenKit
import HarnessCore
import Scenarios

/// `harness render SCENARIO`: frames, and on request a contact sheet and an animated preview.
enum RenderCommand {
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let times = try arguments.values("--time").map { text -> Double in
            guard let t = Double(text), t.isFinite, t >= 0 else { throw UsageError("--time '\(text)' must be a number of seconds ≥ 0") }
            return t
        }
        let scale = try arguments.value("--scale").map { text -> Double in
            guard let s = Double(text), s.isFinite, s > 0, s <= 8 else { throw UsageError("--scale '\(text)' must be a number in (0, 8]") }
            return s
        }
        let fps = try arguments.value("--fps").map { text -> Double in
            guard let f = Double(text), f.isFinite, f >= 1, f <= 120 else { throw UsageError("--fps '\(text)' must be between 1 and 120") }
            return f
        } ?? 30
        let out = URL(fileURLWithPath: try arguments.value("--out") ?? "harness-render")
        let wantsSheet = arguments.flag("--sheet")
        let wantsAPNG = arguments.flag("--apng")
        _ = try GoldensLocation.resolve(&arguments)
        let ids = try arguments.positionals()
        guard ids.count == 1 else { throw UsageError("render takes one scenario id; `harness list` shows them") }
        let scenario = try Catalog.scenario(named: ids[0])
        try RenderingEnvironment.requireFonts()

        let folder = out.appendingPathComponent(scenario.id, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let runner = ScenarioRunner()
        let frames = try runner.frames(of: scenario, at: times.isEmpty ? nil : times.sorted(), scale: scale)
        for frame in frames {
            let key = FrameKey(index: frame.index, time: frame.time)!
            try write(try PNG.encode(frame.bitmap, encoding: .review), to: folder.appendingPathComponent(key.fileName))
        }
        if wantsSheet {
            let sheet = ContactSheet.make(title: "\(scenario.id) — \(scenario.summary)", frames: frames)
            try write(try PNG.encode(sheet, encoding: .review), to: folder.appendingPathComponent("sheet.png"))
        }
        if wantsAPNG {
            let end = frames.last?.time ?? scenario.duration
            let count = max(2, Int((end * fps).rounded(.down)) + 1)
            let motion = try runner.frames(of: scenario, at: (0..<count).map { Double($0) / fps }, scale: scale)
            try write(try AnimatedPNG.encode(motion.map(\.bitmap), delay: 1 / fps), to: folder.appendingPathComponent("preview.apng"))
        }
        return 0
    }

    private static func write(_ data: Data, to url: URL) throws {
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw HarnessError.environment("cannot write \(url.path): \(error.localizedDescription); check the --out folder is writable")
        }
        Terminal.line("wrote \(url.path)")
    }
}
