import Foundation

/// A named group of measurements, printed as it runs.
struct BenchmarkSuite {
    let name: String
    let run: () -> Void
}

/// The best wall time of `repetitions` runs of `body`, in seconds; the best run is the one
/// least disturbed by the rest of the machine.
func bestTime(repetitions: Int = 5, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<max(1, repetitions) {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
}

/// The middle value, or the mean of the two middle values.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
