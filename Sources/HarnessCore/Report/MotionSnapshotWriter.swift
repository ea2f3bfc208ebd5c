import Foundation
import GoldenKit
import ImageComparison
import PNGCodec
import Pixels
import Scenarios

/// Draws the scene where a scenario's motion first diverged, for the report: the golden frame
/// sampled nearest that instant, the scenario rendered now at the same time and their diff, and
/// the scenario rendered at the diverging instant itself, all under `<id>/` in the report folder.
enum MotionSnapshotWriter {
    static func write(_ scenario: Scenario, divergenceTime: Double, store: GoldenStore, to directory: URL) throws -> MotionSnapshot {
        let nearest = scenario.sampleTimes.enumerated().min { abs($0.element - divergenceTime) < abs($1.element - divergenceTime) }!
        var snapshot = MotionSnapshot(divergenceTime: divergenceTime, sampleTime: nearest.element)
        let folder = directory.appendingPathComponent(scenario.id, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func save(_ bitmap: Bitmap, _ role: String) throws -> String {
            try PNG.write(bitmap, to: folder.appendingPathComponent("motion.\(role).png"), encoding: .review)
            return "\(scenario.id)/motion.\(role).png"
        }

        let times = Array(Set([nearest.element, divergenceTime])).sorted()
        let frames = try ScenarioRunner().frames(of: scenario, at: times)
        let sampled = frames[times.firstIndex(of: nearest.element)!].bitmap
        snapshot.actual = try save(sampled, "actual")
        snapshot.atDivergence = try save(frames[times.firstIndex(of: divergenceTime)!].bitmap, "at-divergence")

        guard let key = FrameKey(index: nearest.offset, time: nearest.element),
              let golden = try? PNG.read(store.goldenURL(scenarioID: scenario.id, frame: key)) else { return snapshot }
        snapshot.expected = try save(golden, "expected")
        if golden.width == sampled.width, golden.height == sampled.height {
            snapshot.diff = try save(DiffImage.make(expected: golden, actual: sampled, tolerance: scenario.tolerance), "diff")
        }
        return snapshot
    }
}
