import Foundation
import HarnessCLI
import Scenarios
import UIKit

/// How `check` and a re-run of `update-goldens` with nothing to write grow with the size of a
/// catalog: 1,000 to 10,000 small scenarios (a 16×16-point square, one frame), each command run
/// through the CLI in this process, as a user's own `harness` executable runs it. Both should
/// grow linearly (the cost of a scenario at 10,000 no more than 1.2 times its cost at 1,000);
/// the update is meant to stay within twice `check`'s time.
///
/// Every catalog is recorded first; then three rounds run each size's update and check in turn,
/// the sizes in the opposite order from one round to the next, and each figure is the best of its
/// three. The repository's machine drifts in speed by half within minutes: measured one size
/// after the other, the 10,000 scenarios fell in a slow spell in three runs of four and read
/// 1.27× to 1.39× a scenario's cost at 1,000, while the same 10,000 in a process of their own
/// read 0.95× to 1.1×.
var storeScaleBenchmark: BenchmarkSuite { BenchmarkSuite(name: "store-scale", run: runStoreScaleBenchmark) }

private func runStoreScaleBenchmark() {
    let counts = [1_000, 2_000, 4_000, 10_000]
    let stores = counts.map { count in
        (count: count, harness: HarnessCommandLine(catalog: squares(count)),
         goldens: FileManager.default.temporaryDirectory.appendingPathComponent("store-scale-\(count)-\(UUID().uuidString)"))
    }
    defer {
        for store in stores {
            try? FileManager.default.removeItem(at: store.goldens)
            try? FileManager.default.removeItem(atPath: store.goldens.path + "-report")
        }
    }
    var best = [Int: (update: Double, check: Double)]()
    silencingStandardOutput {
        for store in stores { _ = store.harness.run(["update-goldens", "--goldens", store.goldens.path]) }
        for round in 0..<3 {
            for store in round.isMultiple(of: 2) ? stores : stores.reversed() {
                let quiet = ["--goldens", store.goldens.path]
                let update = bestTime(repetitions: 1) { _ = store.harness.run(["update-goldens"] + quiet) }
                let check = bestTime(repetitions: 1) { _ = store.harness.run(["check", "--report", store.goldens.path + "-report"] + quiet) }
                let known = best[store.count] ?? (.infinity, .infinity)
                best[store.count] = (min(known.update, update), min(known.check, check))
            }
        }
    }
    func perScenario(_ seconds: Double, _ count: Int) -> Double { seconds * 1000 / Double(count) }
    for count in counts {
        let (update, check) = best[count]!
        print(String(format: "%6d scenarios: update-goldens with nothing to write %.2f s (%.2f ms a scenario), check %.2f s (%.2f ms), ratio %.2f (target ≤ 2)",
                     count, update, perScenario(update, count), check, perScenario(check, count), update / check))
    }
    let (first, last) = (counts.first!, counts.last!)
    print(String(format: "a scenario's cost at %d against %d: update %.2fx, check %.2fx (linear: target ≤ 1.2x)",
                 last, first, perScenario(best[last]!.update, last) / perScenario(best[first]!.update, first),
                 perScenario(best[last]!.check, last) / perScenario(best[first]!.check, first)))
}

/// `count` one-frame scenarios of a square on a 16×16-point screen, its colour set by `shade`.
private func squares(_ count: Int, shade: Int = 0, size: Double = 16) -> [Scenario] {
    (0..<count).map { index in
        Scenario(id: "small-\(index)", source: "bench", summary: "a square", duration: 0,
                 screenSize: CGSize(width: size, height: size), scale: 1, sampleTimes: [0]) { stage in
            let square = UIView(frame: CGRect(x: size / 4, y: size / 4, width: size / 2, height: size / 2))
            square.backgroundColor = UIColor(red: CGFloat((index + shade) % 256) / 255, green: 0.5, blue: 0.5, alpha: 1)
            stage.rootView.addSubview(square)
            stage.startTransition {}
        }
    }
}

/// The report of a run where 2,000 scenarios of a 200×200-point screen all fail: how long `check`
/// takes to write it, and its size. `scripts/bench/bench failing-report` and `scripts/ci/check-report`
/// open it in headless Chromium (`scripts/bench/open-failing-report.py`): with
/// `HARNESS_BENCH_KEEP=DIR` the run goes into DIR (goldens in `DIR/Goldens`, the report in
/// `DIR/report`) and is kept.
var failingReportBenchmark: BenchmarkSuite { BenchmarkSuite(name: "failing-report", run: runFailingReportBenchmark) }

private func runFailingReportBenchmark() {
    let count = 2_000
    let kept = ProcessInfo.processInfo.environment["HARNESS_BENCH_KEEP"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
    let folder = kept ?? FileManager.default.temporaryDirectory.appendingPathComponent("failing-report-\(UUID().uuidString)")
    defer { if kept == nil { try? FileManager.default.removeItem(at: folder) } }
    let goldens = folder.appendingPathComponent("Goldens"), report = folder.appendingPathComponent("report")
    let seconds = silencingStandardOutput {
        _ = HarnessCommandLine(catalog: squares(count, size: 200)).run(["update-goldens", "--goldens", goldens.path])
        return bestTime(repetitions: 1) {
            _ = HarnessCommandLine(catalog: squares(count, shade: 128, size: 200)).run(["check", "--goldens", goldens.path, "--report", report.path])
        }
    }
    let files = FileManager.default.enumerator(at: report, includingPropertiesForKeys: [.fileSizeKey])?.allObjects as? [URL] ?? []
    let bytes = files.compactMap { try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize }.reduce(0, +)
    let images = files.filter { $0.pathExtension == "png" || $0.pathExtension == "apng" }.count
    print(String(format: "%d failing scenarios (200×200 pt): check and report %.2f s (%.1f ms a scenario); report %d images, %.1f MB",
                 count, seconds, seconds * 1000 / Double(count), images, Double(bytes) / 1_048_576))
}

/// Runs `body` with standard output sent to /dev/null, so the CLI's lines do not drown the figures.
private func silencingStandardOutput<Result>(_ body: () -> Result) -> Result {
    fflush(nil)
    let saved = dup(STDOUT_FILENO)
    let null = open("/dev/null", O_WRONLY)
    dup2(null, STDOUT_FILENO)
    defer {
        fflush(nil)
        dup2(saved, STDOUT_FILENO)
        close(saved)
        close(null)
    }
    return body()
}
