import Foundation
import GoldenKit
import HarnessCore
import PNGCodec

/// `harness render SCENARIO`: frames, and on request a contact sheet and an animated preview.
struct RenderCommand: HarnessCommand {
    static let configuration = CommandConfiguration(
        name: "render", summary: "write a scenario's frames, a labelled contact sheet and an animated preview"
    )

    @Argument("SCENARIO", help: "the scenario id (`harness list` shows them)") var scenarioID: String
    @Option("--time", repeating: "T", help: "render at T seconds instead of the scenario's sample times; may repeat",
            in: 0...FrameKey.maximumTime, unit: "seconds")
    var times: [Double]
    @Option("--scale", "S", help: "pixels per point, above 0 and at most 8 (default: the scenario's)", transform: Self.scale)
    var scale: Double?
    @Option("--out", "DIR", help: "where the files go, in a folder named after the scenario (default: harness-render)")
    var out: String?
    @Flag("--sheet", help: "also write sheet.png, every frame side by side with its time") var sheet: Bool
    @Flag("--apng", help: "also write preview.apng, the animation at --fps") var apng: Bool
    @Option("--fps", "N", help: "frames per second of the animated preview, 1 to 120 (default: 30)", in: 1...120)
    var fps: Double?

    /// Above 0 and at most 8: a scale of 0 draws nothing.
    static func scale(_ text: String) throws -> Double {
        let scale = try OptionValue.number(text, option: "--scale", in: 0...8, unit: "")
        if scale == 0 { throw HarnessError.usage("--scale must be above 0") }
        return scale
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let fps = fps ?? 30
        let folder = URL(fileURLWithPath: out ?? "harness-render").appendingPathComponent(scenarioID, isDirectory: true)
        let scenario = try ScenarioSelection.scenario(named: scenarioID, in: context.catalog())
        try OutputLocation.check(folder, option: "--out", goldens: context.common.goldensDirectory())

        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw HarnessError.environment("cannot create \(folder.path): \(Self.reason(error)); pass an --out folder you can write")
        }
        let runner = ScenarioRunner()
        let frames = try runner.frames(of: scenario, at: times.isEmpty ? nil : times.sorted(), scale: scale)
        for frame in frames {
            guard let key = FrameKey(index: frame.index, time: frame.time) else {
                throw HarnessError.scenario(id: scenario.id, problem: "frame \(frame.index) at \(frame.time) s cannot be named; sample times must lie between 0 and \(FrameKey.maximumTime) s")
            }
            try write(try PNG.encode(frame.bitmap, encoding: .review), to: folder.appendingPathComponent(key.fileName))
        }
        if sheet {
            let sheet = ContactSheet.make(title: "\(scenario.id) — \(scenario.summary)", frames: frames)
            try write(try PNG.encode(sheet, encoding: .review), to: folder.appendingPathComponent("sheet.png"))
        }
        if apng {
            let end = frames.last?.time ?? scenario.duration
            let count = max(2, Int((end * fps).rounded(.down)) + 1)
            let url = folder.appendingPathComponent("preview.apng")
            do {
                let writer = try AnimatedPNGWriter(url: url, frameCount: count, delay: 1 / fps)
                try runner.frames(of: scenario, at: (0..<count).map { Double($0) / fps }, scale: scale) { try writer.append($0.bitmap) }
                try writer.finish()
            } catch let error as HarnessError {
                throw error
            } catch {
                throw HarnessError.environment("cannot write \(url.path): \(error.localizedDescription); check the --out folder is writable and has room")
            }
            Terminal.line("wrote \(url.path)")
        }
        return 0
    }

    private func write(_ data: Data, to url: URL) throws {
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw HarnessError.environment("cannot write \(url.path): \(Self.reason(error)); check the --out folder is writable")
        }
        Terminal.line("wrote \(url.path)")
    }

    /// The system's reason ("No such file or directory"), not Foundation's wrapping of it.
    private static func reason(_ error: Error) -> String {
        if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        return error.localizedDescription
    }
}
