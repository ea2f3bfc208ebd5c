import Foundation
import GoldenKit
import HarnessCore
import ImageComparison
import Pixels
import Testing
import XCTest

/// A still image checked as a one-frame golden: `Goldens/<name>/f0-0000ms.png`, through the same
/// store, manifest, record modes and review images as a scenario's frames.
extension GoldenVerdict {
    /// Compares `image` with the golden named `name` in `goldens` and records what the record mode allows.
    public init(of image: Bitmap, named name: String, goldens: URL, tolerance: Tolerance = .default,
                record: RecordMode? = nil) {
        let store = GoldenStore(directory: goldens, environment: RenderingEnvironment.fingerprint)
        let outcome: ScenarioOutcome
        do {
            let mode = try record ?? GoldenRecording.effectiveMode()
            outcome = try store.record(scenarioID: name, frames: [RenderedFrame(index: 0, time: 0, bitmap: image)],
                                       tolerance: tolerance, mode: mode, artifacts: GoldenLocations.artifacts)
        } catch {
            outcome = .errored(id: name, tolerance: tolerance, message: "\(error)")
        }
        self.init(outcome: outcome, goldens: goldens)
    }
}

/// Records an issue unless `image` matches the golden `name` in `goldens`.
///
///     expectGoldenImage(renderer.render(card), named: "card", goldens: GoldenLocations.beside(#filePath))
@discardableResult
public func expectGoldenImage(
    _ image: Bitmap, named name: String, goldens: URL, tolerance: Tolerance = .default, record: RecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> GoldenVerdict {
    let verdict = GoldenVerdict(of: image, named: name, goldens: goldens, tolerance: tolerance, record: record)
    if !verdict.passed {
        Issue.record(Comment(rawValue: verdict.description), sourceLocation: sourceLocation)
    }
    return verdict
}

/// Fails the test unless `image` matches the golden `name` in `goldens`.
public func assertGoldenImage(
    _ image: Bitmap, named name: String, goldens: URL, tolerance: Tolerance = .default, record: RecordMode? = nil,
    file: StaticString = #filePath, line: UInt = #line
) {
    let verdict = GoldenVerdict(of: image, named: name, goldens: goldens, tolerance: tolerance, record: record)
    if !verdict.passed {
        XCTFail(verdict.description, file: file, line: line)
    }
}
