import HarnessCore
import Pixels
import Scenarios
import Testing

/// A golden frame of one flat colour guards nothing: it passes whatever the scene draws, as long
/// as the screen ends up one colour. Only a scenario that states why may have one.
@Suite struct FlatFrameTests {
    @Test(arguments: Catalog.all.filter { $0.flatFrameReason == nil }.map(\.id))
    func noSampledFrameIsOneFlatColour(_ id: String) throws {
        let scenario = try #require(Catalog.scenario(id: id))
        for frame in try ScenarioRunner().frames(of: scenario) {
            #expect(!isFlat(frame.bitmap), "\(id) at \(frame.time) s is one flat colour; sample it at another instant")
        }
    }

    private func isFlat(_ bitmap: Bitmap) -> Bool {
        bitmap.pixels.withUnsafeBytes { bytes in
            let words = bytes.bindMemory(to: UInt32.self)
            guard let first = words.first else { return true }
            return !words.contains { $0 != first }
        }
    }
}
