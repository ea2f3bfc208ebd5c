import Foundation
import HarnessCore
import HarnessTesting
import Scenarios
import Testing

/// Every animator scenario against its goldens in `Goldens/` at the package's root.
@Suite struct AnimatorGoldenTests {
    @Test(arguments: AnimatorScenarios.all.map(\.id))
    func matchesItsGoldens(id: String) {
        let scenario = AnimatorScenarios.all.first { $0.id == id }!
        expectGoldenImage(of: scenario, as: .frames)
    }

    /// With `ANIMATOR_SHEETS=<folder>`, writes each scenario's contact sheet there, to look at
    /// before recording goldens.
    @Test(arguments: AnimatorScenarios.all.map(\.id))
    func contactSheet(id: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["ANIMATOR_SHEETS"] else { return }
        let scenario = AnimatorScenarios.all.first { $0.id == id }!
        try ContactSheet.write(for: scenario, into: URL(fileURLWithPath: folder))
    }
}
