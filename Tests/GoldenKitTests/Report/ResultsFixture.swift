import Foundation
@testable import GoldenKit
@testable import HarnessReport
@testable import ImageComparison

/// A check run over four scenarios: one passing, one with a failing frame, one without goldens, one that errored.
struct ResultsFixture {
    let store: StoreFixture
    let outcomes: [ScenarioOutcome]

    static let failingID = "beta-fail", passingID = "alpha-pass", missingID = "gamma-missing", erroredID = "delta-error"

    init() throws {
        store = try StoreFixture()
        try store.record(Self.passingID)
        try store.record(Self.failingID)
        let report = store.report
        outcomes = [
            try store.store.check(scenarioID: Self.passingID, frames: StoreFixture.frames(), tolerance: Tolerance(),
                                  artifacts: report),
            try store.store.check(scenarioID: Self.failingID, frames: StoreFixture.frames(changed: [0, 12, 0]),
                                  tolerance: Tolerance(maxDifferentPixels: 4), artifacts: report),
            try store.store.check(scenarioID: Self.missingID, frames: StoreFixture.frames(), tolerance: Tolerance(),
                                  artifacts: report),
            .errored(id: Self.erroredID, message: "animator DoorAnimator never called completeTransition(_:)",
                     seconds: 0.25),
        ]
    }

    func results(shard: Shard? = nil, only ids: Set<String>? = nil) -> RunResults {
        RunResults(mode: .never, shard: shard, environment: ["cairo": "1.18.0"],
                   scenarios: outcomes.filter { ids?.contains($0.id) ?? true })
    }
}
