/// Every golden's record in one `Goldens/` folder, keyed by the golden's path inside it.
///
/// This is what the store reads from all of its scenario manifests together; it is also the
/// format of the single `Goldens/manifest.json` of older versions, which `check` still reads and
/// `update-goldens` converts into one `ScenarioManifest` per scenario.
package struct GoldenManifest: Codable, Equatable, Sendable {
    /// 1 for the single-file layout; bumped only when a layout changes incompatibly.
    package var formatVersion: Int
    /// Versions of cairo, pixman, FreeType, libpng and the font's SHA-256 at the last recording.
    package var environment: [String: String]
    /// Keyed by the golden's path inside `Goldens/`, e.g. `modal-spring-present/f2-0500ms.png`.
    package var goldens: [String: GoldenRecord]

    package init(formatVersion: Int = 1, environment: [String: String] = [:], goldens: [String: GoldenRecord] = [:]) {
        self.formatVersion = formatVersion
        self.environment = environment
        self.goldens = goldens
    }

    /// The manifest key of a golden.
    package static func key(scenarioID: String, frame: FrameKey) -> String {
        "\(scenarioID)/\(frame.fileName)"
    }

    /// Splits a key into a scenario id and a frame, or nil when it could name anything else
    /// (`../../etc/x`, a folder, a non-golden file).
    package static func parse(key: String) -> (scenarioID: String, frame: FrameKey)? {
        // The frame is after the last slash; a variant's scenario id holds one itself.
        guard let slash = key.lastIndex(of: "/") else { return nil }
        let scenarioID = String(key[..<slash])
        guard (try? SafeName.checkScenarioID(scenarioID)) != nil,
              let frame = FrameKey(fileName: String(key[key.index(after: slash)...])) else { return nil }
        return (scenarioID, frame)
    }

    /// This manifest's entries for one scenario, as that scenario's own manifest.
    func scenarioManifest(for scenarioID: String) -> ScenarioManifest {
        var goldens: [String: GoldenRecord] = [:]
        for (key, record) in self.goldens {
            if let parsed = Self.parse(key: key), parsed.scenarioID == scenarioID { goldens[parsed.frame.fileName] = record }
        }
        return ScenarioManifest(environment: environment, goldens: goldens)
    }
}
