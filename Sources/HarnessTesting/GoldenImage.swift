import Foundation
import GoldenKit
import HarnessCore
import ImageComparison
import Pixels
import Testing
import XCTest

/// A still image checked as a one-frame golden: `Goldens/<name>/f0-0000ms.png`, through the same
/// store, manifest, record modes, review images and messages as a scenario's frames.
extension GoldenVerdict {
    /// Compares `image` with the golden named `name` in `goldens` and records what the record mode allows.
    public init(of image: Bitmap, named name: String, goldens: URL, tolerance: Tolerance = .default,
                record: RecordMode? = nil, filePath: String, testName: String) {
        let frame = RenderedFrame(index: 0, time: 0, bitmap: image)
        self.init(id: name, declaration: "\(filePath) \(testName)", tolerance: tolerance,
                  frames: FrameKey(index: 0, time: 0).map { [$0] } ?? [], goldens: goldens,
                  record: record, filePath: filePath, testName: testName) { store, mode, artifacts in
            try store.record(scenarioID: name, frames: [frame], tolerance: tolerance, mode: mode, artifacts: artifacts)
        }
    }
}

/// Records an issue unless `image` matches the golden `name` in `goldens`.
///
///     expectGoldenImage(renderer.render(card), named: "card", goldens: GoldenLocations.beside(#filePath))
@discardableResult
public func expectGoldenImage(
    _ image: Bitmap, named name: String, goldens: URL, tolerance: Tolerance = .default, record: RecordMode? = nil,
    function: StaticString = #function, sourceLocation: SourceLocation = #_sourceLocation
) -> GoldenVerdict {
    let verdict = GoldenVerdict(of: image, named: name, goldens: goldens, tolerance: tolerance, record: record,
                                filePath: sourceLocation.filePath, testName: "\(function)")
    verdict.recordIssue(at: sourceLocation)
    return verdict
}

/// Fails the test unless `image` matches the golden `name` in `goldens`.
public func assertGoldenImage(
    _ image: Bitmap, named name: String, goldens: URL, tolerance: Tolerance = .default, record: RecordMode? = nil,
    file: StaticString = #filePath, line: UInt = #line, function: StaticString = #function
) {
    let verdict = GoldenVerdict(of: image, named: name, goldens: goldens, tolerance: tolerance, record: record,
                                filePath: "\(file)", testName: "\(function)")
    if !verdict.passed {
        XCTFail(verdict.description, file: file, line: line)
    }
}
