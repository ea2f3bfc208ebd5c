/// The contents of `Goldens/manifest.json`: every golden's record and the environment that drew them.
public struct GoldenManifest: Codable, Equatable, Sendable {
    /// Bumped only when the layout changes incompatibly.
    public var formatVersion: Int
    /// Versions of cairo, pixman, FreeType, libpng and the font's SHA-256 at the last recording.
    public var environment: [String: String]
    /// Keyed by the golden's path inside `Goldens/`, e.g. `modal-spring-present/f2-0500ms.png`.
    public var goldens: [String: GoldenRecord]

    public init(formatVersion: Int = 1, environment: [String: String] = [:], goldens: [String: GoldenRecord] = [:]) {
        self.formatVersion = formatVersion
        self.environment = environment
        self.goldens = goldens
    }

    /// The manifest key of a golden.
    public static func key(scenarioID: String, frame: FrameKey) -> String {
        "\(scenarioID)/\(frame.fileName)"
    }
}
