import Foundation
import GoldenKit
import HarnessCore
import ImageComparison
import Pixels
import Scenarios

/// One golden folder a strategy fills: its id, the frames it will hold, and how to draw and judge
/// them against a store in a record mode. Strategies make these; `GoldenVerdict` runs them.
public struct GoldenCheck {
    /// The folder inside `Goldens/`, e.g. `login/iPhoneSE3-dark`.
    public let id: String
    /// Where the subject is declared, for the message when two declarations claim one folder.
    public let declaration: String
    public let tolerance: Tolerance
    /// The frames the folder will hold, to tell new goldens from changed ones.
    let frames: [FrameKey]
    /// Draws, compares and records as the mode allows; review images go to the URL.
    let judge: (GoldenStore, RecordMode, URL) throws -> ScenarioOutcome

    /// Every frame of `scenario`, and its motion trace, as `harness check` judges them.
    public static func scenario(_ scenario: Scenario) -> GoldenCheck {
        GoldenCheck(id: scenario.id, declaration: scenario.declaration, tolerance: scenario.tolerance,
                    frames: CatalogRun.expectedFrames(of: [scenario])[scenario.id, default: []]) { store, mode, artifacts in
            CatalogRun(store: store, jobs: 1, artifacts: artifacts, writesPreviews: TestRunReport.directory() != nil)
                .record(scenario, mode: mode)
        }
    }

    /// One image already drawn, as the single frame `f0-0000ms.png` of the folder `id`.
    public static func image(_ image: Bitmap, id: String, declaration: String, tolerance: Tolerance) -> GoldenCheck {
        let frame = RenderedFrame(index: 0, time: 0, bitmap: image)
        return GoldenCheck(id: id, declaration: declaration, tolerance: tolerance,
                           frames: FrameKey(index: 0, time: 0).map { [$0] } ?? []) { store, mode, artifacts in
            var clearing: String?
            do { try ReviewFolder(artifacts).clear(scenarioID: id) } catch { clearing = "\(error)" }
            var outcome = try store.record(scenarioID: id, frames: [frame], tolerance: tolerance, mode: mode, artifacts: artifacts)
            outcome.artifactProblem = outcome.artifactProblem ?? clearing
            return outcome
        }
    }
}
