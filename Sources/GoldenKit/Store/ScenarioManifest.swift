/// The contents of `Goldens/<scenario-id>/manifest.json`: the records of one scenario's goldens
/// and the environment that last recorded them.
///
/// One small file per scenario means two branches that record different scenarios never edit the
/// same file, so their goldens merge without conflicts.
package struct ScenarioManifest: Codable, Equatable, Sendable {
    /// The layout's version: 2 since manifests live beside each scenario's goldens, 3 since they
    /// record the motion trace too. A manifest of a later version is refused, not misread.
    package static let currentFormat = 3

    package var formatVersion: Int
    /// Versions of cairo, pixman, FreeType, libpng and the font's SHA-256 at the last recording.
    package var environment: [String: String]
    /// Keyed by the golden's file name, e.g. `f2-0500ms.png`.
    package var goldens: [String: GoldenRecord]
    /// The record of `motion.txt`, when the scenario has one.
    package var motion: MotionRecord?
    /// The test files that recorded into this folder, relative to their package's root
    /// (`Tests/AppTests/LoginTests.swift`); absent when only the CLI has. An update's prune keeps
    /// the folder for as long as one of them exists, since no catalog knows what a test records.
    package var recordedBy: [String]?

    package init(formatVersion: Int = ScenarioManifest.currentFormat, environment: [String: String] = [:],
                goldens: [String: GoldenRecord] = [:], motion: MotionRecord? = nil) {
        (self.formatVersion, self.environment, self.goldens, self.motion) = (formatVersion, environment, goldens, motion)
    }

    /// Keys that cannot name a golden of this folder (`../x`, `notes.txt`); they are reported, never used.
    package var invalidKeys: [String] {
        goldens.keys.filter { FrameKey(fileName: $0) == nil }.sorted()
    }

    /// Whether nothing is recorded, so the file can go.
    var isEmpty: Bool { goldens.isEmpty && motion == nil }
}

/// What `manifest.json` records about a scenario's `motion.txt`.
package struct MotionRecord: Codable, Equatable, Sendable {
    /// SHA-256 of the file's bytes: a trace is text, compared as text.
    package var sha256: String

    package init(sha256: String) { self.sha256 = sha256 }
}
