/// The contents of `Goldens/<scenario-id>/manifest.json`: the records of one scenario's goldens
/// and the environment that last recorded them.
///
/// One small file per scenario means two branches that record different scenarios never edit the
/// same file, so their goldens merge without conflicts.
public struct ScenarioManifest: Codable, Equatable, Sendable {
    /// The layout's version: 2 since manifests live beside each scenario's goldens, 3 since they
    /// record the motion trace too. A manifest of a later version is refused, not misread.
    public static let currentFormat = 3

    public var formatVersion: Int
    /// Versions of cairo, pixman, FreeType, libpng and the font's SHA-256 at the last recording.
    public var environment: [String: String]
    /// Keyed by the golden's file name, e.g. `f2-0500ms.png`.
    public var goldens: [String: GoldenRecord]
    /// The record of `motion.txt`, when the scenario has one.
    public var motion: MotionRecord?
    /// The test files that recorded into this folder, relative to their package's root
    /// (`Tests/AppTests/LoginTests.swift`); absent when only the CLI has. An update's prune keeps
    /// the folder for as long as one of them exists, since no catalog knows what a test records.
    public var recordedBy: [String]?

    public init(formatVersion: Int = ScenarioManifest.currentFormat, environment: [String: String] = [:],
                goldens: [String: GoldenRecord] = [:], motion: MotionRecord? = nil) {
        (self.formatVersion, self.environment, self.goldens, self.motion) = (formatVersion, environment, goldens, motion)
    }

    /// Keys that cannot name a golden of this folder (`../x`, `notes.txt`); they are reported, never used.
    public var invalidKeys: [String] {
        goldens.keys.filter { FrameKey(fileName: $0) == nil }.sorted()
    }

    /// Whether nothing is recorded, so the file can go.
    var isEmpty: Bool { goldens.isEmpty && motion == nil }
}

/// What `manifest.json` records about a scenario's `motion.txt`.
public struct MotionRecord: Codable, Equatable, Sendable {
    /// SHA-256 of the file's bytes: a trace is text, compared as text.
    public var sha256: String

    public init(sha256: String) { self.sha256 = sha256 }
}
