import Foundation
import HarnessCLI
import Scenarios
import UIKit

/// How `check` and a re-run of `update-goldens` with nothing to write grow with the size of a
/// catalog: 1,000 to 10,000 small scenarios (a 16×16-point square, one frame), each command run
/// through the CLI in this process, as a user's own `harness` executable runs it. Both should
/// grow linearly (the cost of a scenario at 10,000 no more than 1.2 times its cost at 1,000);
/// the update is meant to stay within twice `check`'s time.
var storeScaleBenchmark: BenchmarkSuite { BenchmarkSuite(name: "store-scale", run: runStoreScaleBenchmark) }

private func runStoreScaleBenchmark() {
    var perScenario: [(count: Int, update: Double, check: Double)] = []
    for count in [1_000, 2_000, 4_000, 10_000] {
        let catalog = squares(count)
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("store-scale-\(count)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: goldens) }
        let harness = HarnessCommandLine(catalog: catalog)
        let quiet = ["--goldens", goldens.path]
        let output = silencingStandardOutput {
            _ = harness.run(["update-goldens"] + quiet)
            let update = bestTime(repetitions: 2) { _ = harness.run(["update-goldens"] + quiet) }
            let check = bestTime(repetitions: 2) { _ = harness.run(["check", "--report", goldens.path + "-report"] + quiet) }
            return (update, check)
        }
        try? FileManager.default.removeItem(atPath: goldens.path + "-report")
        perScenario.append((count, output.0 * 1000 / Double(count), output.1 * 1000 / Double(count)))
        print(String(format: "%6d scenarios: update-goldens with nothing to write %.2f s (%.2f ms a scenario), check %.2f s (%.2f ms), ratio %.2f (target ≤ 2)",
                     count, output.0, perScenario.last!.update, output.1, perScenario.last!.check, output.0 / output.1))
    }
    let (first, last) = (perScenario.first!, perScenario.last!)
    print(String(format: "a scenario's cost at %d against %d: update %.2fx, check %.2fx (linear: target ≤ 1.2x)",
                 last.count, first.count, last.update / first.update, last.check / first.check))
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
