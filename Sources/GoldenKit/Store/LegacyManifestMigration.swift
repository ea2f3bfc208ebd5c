import Foundation

/// Converts the older single `Goldens/manifest.json` into one manifest per scenario folder.
///
/// Every scenario's manifest is written before the old file is deleted, and a scenario that
/// already has its own manifest keeps it, so an update killed half-way through simply converts
/// the rest next time. Entries whose key cannot name a golden are dropped.
struct LegacyManifestMigration {
    let store: GoldenStore

    func run() throws {
        guard POSIXFile.kind(of: store.legacyManifestURL) != .missing else { return }
        let legacy = try store.legacyManifest()
        let scenarioIDs = Set(legacy.goldens.keys.compactMap { GoldenManifest.parse(key: $0)?.scenarioID })
        for id in scenarioIDs.sorted() { try scenarioManifest(id, from: legacy) }
        try POSIXFile.remove(store.legacyManifestURL)
        POSIXFile.syncDirectory(store.directory)
    }

    /// Writes one scenario's manifest from the old file, unless it has one already or its folder is
    /// gone (its records belong to no golden then; prune would drop them anyway).
    func scenarioManifest(_ id: String, from legacy: GoldenManifest? = nil) throws {
        guard POSIXFile.kind(of: store.directory.appendingPathComponent(id)) == .directory,
              POSIXFile.kind(of: store.manifestURL(scenarioID: id)) == .missing else { return }
        let legacy = try legacy ?? store.legacyManifest()
        try ManifestJournal(store: store, scenarioID: id, inherited: legacy.scenarioManifest(for: id)).save()
    }
}
