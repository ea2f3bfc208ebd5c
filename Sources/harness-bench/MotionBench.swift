import Foundation
import GoldenKit
import HarnessCLI
import HarnessCore
import Scenarios

/// What the motion goldens cost: the bytes their traces add to `Goldens/` (target under 2 MB),
/// and a one-job check of the catalog as `harness check` runs it (frames, motion trace, motion
/// lint) against the frames alone, rendered and compared as before motion (target under 10% more).
var motionBenchmark: BenchmarkSuite { BenchmarkSuite(name: "motion", run: runMotionBenchmark) }

private func runMotionBenchmark() {
    FrameMemory.keepFreedFramesForReuse()  // as the CLI does
    let goldens = URL(fileURLWithPath: ProcessInfo.processInfo.environment["HARNESS_GOLDENS"] ?? "Goldens")
    let store = GoldenStore(directory: goldens)
    let bytes = Catalog.all.compactMap { scenario in
        try? FileManager.default.attributesOfItem(atPath: goldens.appendingPathComponent("\(scenario.id)/motion.txt").path)[.size] as? Int
    }.reduce(0, +)
    print(String(format: "motion traces of %d scenarios: %.1f KB in Goldens/ (target < 2048 KB)", Catalog.all.count, Double(bytes) / 1024))

    let pairs = alternatedProcessorTimes({
        for scenario in Catalog.all {
            _ = try? store.check(scenarioID: scenario.id, frames: ScenarioRunner().frames(of: scenario), tolerance: scenario.tolerance)
        }
    }, { _ = CatalogRun(store: store, jobs: 1).check(Catalog.all) })
    let added = pairs.map { 100 * ($0.1 - $0.0) / $0.0 }
    print(String(format: "check, one job, processor time, five alternated pairs: frames alone median %.2f s, with motion and its lint %.2f s; "
                 + "motion adds %.1f%% by the median pair, %.1f%% to %.1f%% (target < 10%%)",
                 median(pairs.map(\.0)), median(pairs.map(\.1)), median(added), added.min()!, added.max()!))
}

/// The processor time of five runs each of `first` and `second`, in seconds, taken in turn so
/// that a busy spell of the machine weighs on both sides of a pair alike: on a machine shared
/// with other builds, wall time measures the neighbours as much as the check.
private func alternatedProcessorTimes(_ first: () -> Void, _ second: () -> Void) -> [(Double, Double)] {
    func time(_ body: () -> Void) -> Double {
        let start = processorSeconds()
        body()
        return processorSeconds() - start
    }
    return (0..<5).map { _ in (time(first), time(second)) }
}
