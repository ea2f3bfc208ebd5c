import Foundation
import Synchronization

/// The scenarios a test process has checked, by golden folder: two different declarations that
/// record into the same folder (the same id, or ids equal once case and Unicode normalisation are
/// ignored) would overwrite each other's goldens, so the second is refused, naming both.
///
/// Inside `swift test` there is no catalog to check up front; each assertion registers its
/// scenario as it runs, and the same scenario asserted again, from anywhere, is fine.
package final class ScenarioRegistry: Sendable {
    package static let shared = ScenarioRegistry()

    private let declarations = Mutex<[String: (id: String, declaration: String)]>([:])

    package init() {}

    /// Notes that `id`, declared at `declaration`, records into `goldens`.
    package func register(id: String, declaration: String, goldens: URL) throws(HarnessError) {
        let key = goldens.standardizedFileURL.path + "\u{0}" + CatalogValidation.folderKey(id)
        let earlier: (id: String, declaration: String)? = declarations.withLock { known in
            if let earlier = known[key], earlier.declaration != declaration { return earlier }
            known[key] = (id, declaration)
            return nil
        }
        if let earlier {
            throw .usage("\(id.debugDescription) (\(declaration)) records into the same golden folder as \(earlier.id.debugDescription) "
                         + "(\(earlier.declaration)); one would overwrite the other's goldens. Give one of them another name.")
        }
    }
}
