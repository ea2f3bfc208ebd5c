import Foundation
import GoldenKit
import HarnessCore
import Scenarios

/// What the motion goldens cost: the bytes their traces add to `Goldens/` (target under 2 MB),
/// and a one-job check of the catalog as `harness check` runs it (frames, motion trace, motion
/// lint) against the frames alone, rendered and compared as before motion (target under 20% more).
var motionBenchmark: BenchmarkSuite { BenchmarkSuite(name: "motion", run: runMotionBenchmark) }

private func runMotionBenchmark() {
    let goldens = URL(fileURLWithPath: ProcessInfo.processInfo.environment["HARNESS_GOLDENS"] ?? "Goldens")
    let store = GoldenStore(directory: goldens)
    let bytes = Catalog.all.compactMap { scenario in
        try? FileManager.default.attributesOfItem(atPath: goldens.appendingPathComponent("\(scenario.id)/motion.txt").path)[.size] as? Int
    }.reduce(0, +)
    print(String(format: "motion traces of %d scenarios: %.1f KB in Goldens/ (target < 2048 KB)", Catalog.all.count, Double(bytes) / 1024))

    let (framesOnly, withMotion) = bestProcessorTimes({
        for scenario in Catalog.all {
            _ = try? store.check(scenarioID: scenario.id, frames: ScenarioRunner().frames(of: scenario), tolerance: scenario.tolerance)
        }
    }, { _ = CatalogRun(store: store, jobs: 1).check(Catalog.all) })
    print(String(format: "check, one job, processor time: frames alone %.2f s, with motion and its lint %.2f s: +%.1f%% (target < 20%%)",
                 framesOnly, withMotion, 100 * (withMotion - framesOnly) / framesOnly))
}

/// The least processor time of five runs each of `first` and `second`, in seconds, the runs
/// taken in turn so that a busy spell of the machine weighs on both alike: on a machine shared
/// with other builds, wall time measures the neighbours as much as the check.
private func bestProcessorTimes(_ first: () -> Void, _ second: () -> Void) -> (Double, Double) {
    func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
    func time(_ body: () -> Void) -> Double {
        let start = now()
        body()
        return now() - start
    }
    var best = (Double.infinity, Double.infinity)
    for _ in 0..<5 {
        best.0 = min(best.0, time(first))
        best.1 = min(best.1, time(second))
    }
    return best
}
