import Foundation

/// Counts finished scenarios and frames for the progress line: i/N, frames per second, ETA.
final class ProgressMeter: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private let start = Date()
    private var done = 0
    private var frames = 0

    init(total: Int) { self.total = total }

    /// Records a finished scenario and refreshes the progress line.
    func finished(frames count: Int) {
        lock.lock()
        done += 1
        frames += count
        let (done, frames) = (self.done, self.frames)
        lock.unlock()
        let elapsed = max(Date().timeIntervalSince(start), 1e-3)
        let remaining = Double(total - done) * elapsed / Double(max(done, 1))
        Terminal.progress(String(format: "scenario %d/%d  %.0f frames/s  ETA %.0fs", done, total, Double(frames) / elapsed, remaining))
    }
}
