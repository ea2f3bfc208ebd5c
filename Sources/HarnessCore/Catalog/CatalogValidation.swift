import Foundation
import GoldenKit
import Scenarios

/// Checks a catalog before anything reads or writes its goldens: every id must be a name the store
/// can use, and no two scenarios may share a golden folder.
///
/// Two ids share a folder when they are equal once Unicode-normalised (an `é` typed as one code
/// point or as `e` and an accent) or once case is ignored, as the default file systems of macOS
/// and Windows compare names; a second scenario would then overwrite the first one's goldens.
///
///     try CatalogValidation.check(Catalog.all)
package enum CatalogValidation {
    package static func check(_ scenarios: [Scenario]) throws(HarnessError) {
        var seen: [String: Scenario] = [:]
        for scenario in scenarios {
            let key = folderKey(scenario.id)
            if let first = seen[key] { throw .usage(duplicateMessage(first, scenario)) }
            seen[key] = scenario
        }
        for scenario in scenarios {
            do {
                try SafeName.checkScenarioID(scenario.id)
            } catch {
                throw .usage("scenario \(scenario.id.debugDescription) (\(scenario.declaration)): \(error)")
            }
        }
    }

    /// The name two ids collide on: NFC-normalised and case-folded.
    static func folderKey(_ id: String) -> String {
        id.precomposedStringWithCanonicalMapping.folding(options: [.caseInsensitive], locale: nil)
    }

    static func duplicateMessage(_ first: Scenario, _ second: Scenario) -> String {
        let how = first.id == second.id ? "have the same id" : "have ids that name the same golden folder once case and Unicode normalisation are ignored"
        return "scenarios \(first.id.debugDescription) (\(first.declaration)) and \(second.id.debugDescription) (\(second.declaration)) "
            + "\(how); one would overwrite the other's goldens. Give one of them another id."
    }
}
