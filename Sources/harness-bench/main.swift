import Foundation

// Each area adds its suite here; `scripts/bench/bench` runs them all in one process, side by side.
let suites: [BenchmarkSuite] = [
    comparatorBenchmark,
    rendererBenchmark,
    engineBenchmark,
    textBenchmark,
    motionBenchmark,
    storeScaleBenchmark,
    failingReportBenchmark,
    checkPathBenchmark,
]

let only = CommandLine.arguments.dropFirst().first
for suite in suites where only == nil || suite.name == only {
    print("== \(suite.name)")
    suite.run()
}
