import Foundation
import Synchronization

/// Counts finished scenarios and frames for the progress line: i/N, frames per second, ETA.
/// Worker threads report into it, so its counts sit behind a mutex.
final class ProgressMeter: Sendable {
    private let total: Int
    private let start = Date()
    private let counts = Mutex((scenarios: 0, frames: 0))

    init(total: Int) { self.total = total }

    /// Records a finished scenario and refreshes the progress line.
    func finished(frames count: Int) {
        let (done, frames) = counts.withLock { counts in
            counts.scenarios += 1
            counts.frames += count
            return (counts.scenarios, counts.frames)
        }
        let elapsed = max(Date().timeIntervalSince(start), 1e-3)
        let remaining = Double(total - done) * elapsed / Double(max(done, 1))
        Terminal.progress(String(format: "scenario %d/%d  %.0f frames/s  ETA %.0fs", done, total, Double(frames) / elapsed, remaining))
    }
}
