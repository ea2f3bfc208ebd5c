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

    let pairs = alternatedProcessorTimes(over: Catalog.all, { scenario in
        _ = try? store.check(scenarioID: scenario.id, frames: ScenarioRunner().frames(of: scenario), tolerance: scenario.tolerance)
    }, { scenario in _ = CatalogRun(store: store, jobs: 1).check([scenario]) })
    let added = pairs.map { 100 * ($0.1 - $0.0) / $0.0 }
    print(String(format: "check, one job, processor time, five passes, each scenario alternated: frames alone median %.2f s, with motion and its lint %.2f s; "
                 + "motion adds %.1f%% by the median pass, %.1f%% to %.1f%% (target < 10%%)",
                 median(pairs.map(\.0)), median(pairs.map(\.1)), median(added), added.min()!, added.max()!))
}

/// The processor time of five passes over `scenarios`, in seconds, each pass timing `first`
/// and `second` on one scenario after the other before the next scenario, the side that goes
/// first changing from one scenario to the next. Pairs of whole catalogs, one after the other,
/// differed by up to 40% between two runs of the same side on this kind of shared machine; a
/// busy spell now weighs on both sides alike, within a few tens of milliseconds. On a machine
/// shared with other builds, wall time measures the neighbours as much as the check.
private func alternatedProcessorTimes(over scenarios: [Scenario], _ first: (Scenario) -> Void,
                                      _ second: (Scenario) -> Void) -> [(Double, Double)] {
    func time(_ body: (Scenario) -> Void, _ scenario: Scenario) -> Double {
        let start = processorSeconds()
        body(scenario)
        return processorSeconds() - start
    }
    return (0..<5).map { _ in
        var totals = (0.0, 0.0)
        for (index, scenario) in scenarios.enumerated() {
            if index.isMultiple(of: 2) {
                totals.0 += time(first, scenario)
                totals.1 += time(second, scenario)
            } else {
                totals.1 += time(second, scenario)
                totals.0 += time(first, scenario)
            }
        }
        return totals
    }
}
