import Foundation
import GoldenKit
import HarnessCore
import Scenarios

/// What the motion goldens cost: the bytes their traces add to `Goldens/` (target under 2 MB)
/// and their share of a one-job `harness check` of the catalog (target under 20%), tracing,
/// comparing and linting included.
var motionBenchmark: BenchmarkSuite { BenchmarkSuite(name: "motion", run: runMotionBenchmark) }

private func runMotionBenchmark() {
    let goldens = URL(fileURLWithPath: ProcessInfo.processInfo.environment["HARNESS_GOLDENS"] ?? "Goldens")
    let outcomes = CatalogRun(store: GoldenStore(directory: goldens), jobs: 1).check(Catalog.all)
    let total = outcomes.map(\.seconds).reduce(0, +)
    let motion = outcomes.compactMap { $0.motion?.seconds }.reduce(0, +)
    let bytes = Catalog.all.compactMap { scenario in
        try? FileManager.default.attributesOfItem(atPath: goldens.appendingPathComponent("\(scenario.id)/motion.txt").path)[.size] as? Int
    }.reduce(0, +)
    print(String(format: "motion traces of %d scenarios: %.1f KB in Goldens/ (target < 2048 KB)", outcomes.count, Double(bytes) / 1024))
    print(String(format: "check, one job: %.2f s, of which motion %.2f s = %.1f%% (target < 20%%)",
                 total, motion, total > 0 ? 100 * motion / total : 0))
}
