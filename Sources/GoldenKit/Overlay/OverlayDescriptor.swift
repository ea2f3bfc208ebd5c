/// What an overlay holds and where it was drawn: `.harness-overlay.json` at its root, beside the
/// scenario folders. `harness accept` reads it to refuse an overlay drawn by other libraries or
/// for another commit, and copies only the scenarios it lists.
package struct OverlayDescriptor: Codable, Equatable, Sendable {
    /// 1; a later format is refused, not misread.
    package static let currentFormat = 1
    /// A dotfile, so that `cp -R overlay/* Goldens/` copies the scenario folders and leaves it behind.
    package static let fileName = ".harness-overlay.json"

    package var formatVersion: Int
    /// The rendering environment that drew the overlay's goldens, as a manifest records it.
    package var environment: [String: String]
    /// The commit checked out where the overlay was drawn (`git rev-parse HEAD`); nil outside a repository.
    package var commit: String?
    /// The scenario folders the overlay holds (`door-push`, `login/iPhone15-dark`), sorted.
    package var scenarios: [String]

    package init(environment: [String: String], commit: String?, scenarios: [String] = []) {
        (formatVersion, self.environment, self.commit, self.scenarios) = (Self.currentFormat, environment, commit, scenarios)
    }
}
