/// The contents of `Goldens/<scenario-id>/manifest.json`: the records of one scenario's goldens
/// and the environment that last recorded them.
///
/// One small file per scenario means two branches that record different scenarios never edit the
/// same file, so their goldens merge without conflicts.
public struct ScenarioManifest: Codable, Equatable, Sendable {
    /// The layout's version: 2 since manifests live beside each scenario's goldens.
    public static let currentFormat = 2

    public var formatVersion: Int
    /// Versions of cairo, pixman, FreeType, libpng and the font's SHA-256 at the last recording.
    public var environment: [String: String]
    /// Keyed by the golden's file name, e.g. `f2-0500ms.png`.
    public var goldens: [String: GoldenRecord]

    public init(formatVersion: Int = ScenarioManifest.currentFormat, environment: [String: String] = [:],
                goldens: [String: GoldenRecord] = [:]) {
        (self.formatVersion, self.environment, self.goldens) = (formatVersion, environment, goldens)
    }

    /// Keys that cannot name a golden of this folder (`../x`, `notes.txt`); they are reported, never used.
    public var invalidKeys: [String] {
        goldens.keys.filter { FrameKey(fileName: $0) == nil }.sorted()
    }
}
