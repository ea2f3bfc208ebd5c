import Foundation
import GoldenKit
import HarnessCLI
import HarnessCore
import Scenarios

/// `check` of the whole catalog against Goldens/ in this process, the two ways a passing frame
/// can be judged, one after the other in the same run: decoding its golden and comparing the
/// pixels (the previous path), and trusting the manifest's record (the file's bytes unchanged,
/// the rendered pixels hashing to the recorded digest) without decoding anything.
var checkPathBenchmark: BenchmarkSuite { BenchmarkSuite(name: "check-path", run: runCheckPathBenchmark) }

private func runCheckPathBenchmark() {
    FrameMemory.keepFreedFramesForReuse()  // as the CLI does
    let goldens = URL(fileURLWithPath: "Goldens", isDirectory: true)
    let scenarios = Catalog.all
    var best: [Bool: (wall: Double, cpu: Double)] = [:]
    for trusts in [false, true, false, true] {
        var store = GoldenStore(directory: goldens, environment: RenderingEnvironment.fingerprint)
        store.trustsRecords = trusts
        let cpuBefore = processorSeconds()
        let wall = bestTime(repetitions: 1) { _ = CatalogRun(store: store).check(scenarios) }
        let cpu = processorSeconds() - cpuBefore
        if wall < best[trusts]?.wall ?? .infinity { best[trusts] = (wall, cpu) }
    }
    let (decoding, hashing) = (best[false]!, best[true]!)
    print(String(format: "check of %d scenarios on %d cores: decoding every golden %.2f s (%.2f s of CPU); "
                 + "hash first %.2f s (%.2f s of CPU); ratio %.2f (CPU %.2f)",
                 scenarios.count, ProcessInfo.processInfo.activeProcessorCount, decoding.wall, decoding.cpu,
                 hashing.wall, hashing.cpu, hashing.wall / decoding.wall, hashing.cpu / decoding.cpu))
}

/// User and system time this process has used, in seconds: on a machine shared with other work,
/// the wall time says how busy the others were, the processor time what this work cost. Read
/// from the process's CPU-time clock, exact to the nanosecond, since the motion suite times
/// each scenario, a few tens of milliseconds, on its own.
func processorSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
