import Foundation
import HarnessTesting

/// Removes the review images an assertion that fails on purpose (a first recording, a changed
/// colour) writes under `.build/harness-artifacts`, so the package's own tests leave none behind.
func removeReviewImages(of scenarioID: String, filePath: String = #filePath) {
    try? FileManager.default.removeItem(at: GoldenLocations.artifacts(for: filePath).appendingPathComponent(scenarioID))
}
