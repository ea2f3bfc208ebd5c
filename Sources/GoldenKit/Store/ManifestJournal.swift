import Foundation

/// One scenario's manifest during an update, rewritten (atomically) right after each golden it
/// records, so an update killed at any moment leaves a manifest that lags its goldens by at most
/// the one frame being written; the next update finds that golden identical and records it.
final class ManifestJournal {
    private let url: URL
    private let writer: AtomicFileWriter
    private(set) var manifest: ScenarioManifest

    /// Starts from what the scenario's manifest says, or what the older single manifest said about it.
    init(store: GoldenStore, scenarioID: String, inherited: ScenarioManifest) throws {
        url = store.manifestURL(scenarioID: scenarioID)
        writer = store.writer
        manifest = inherited
        manifest.formatVersion = ScenarioManifest.currentFormat
        // Keys that cannot name a golden (say `../../etc/x`) are dropped here rather than kept forever.
        for key in manifest.invalidKeys { manifest.goldens[key] = nil }
        if let recorder = store.recorder {
            manifest.recordedBy = Array(Set(manifest.recordedBy ?? []).union([recorder])).sorted()
        }
    }

    /// Records `record` for `frame`; with `environment`, also the environment that drew a new golden.
    func record(_ record: GoldenRecord, for frame: FrameKey, environment: [String: String]? = nil) throws {
        manifest.goldens[frame.fileName] = record
        if let environment, !environment.isEmpty { manifest.environment = environment }
        try save()
    }

    /// Records `motion.txt`; with `environment`, also the environment that drew a new trace.
    func recordMotion(_ record: MotionRecord, environment: [String: String]? = nil) throws {
        manifest.motion = record
        if let environment, !environment.isEmpty { manifest.environment = environment }
        try save()
    }

    /// Drops the records of files that are gone: frames by file name, and `motion.txt`.
    func forget(_ fileNames: some Sequence<String>) throws {
        for name in fileNames {
            if name == GoldenStore.motionFileName { manifest.motion = nil } else { manifest.goldens[name] = nil }
        }
        try save()
    }

    /// Writes the manifest when its bytes changed (and deletes it once it has no entries).
    func save() throws {
        try ManifestFile.write(manifest, to: url, using: writer)
    }
}
