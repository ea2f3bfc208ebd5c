import Foundation
import PNGCodec
import Pixels

/// Reads every manifest and every golden and reports where they disagree (`harness verify`).
///
/// `check` compares pixels with pixels and never needs the recorded hashes, so without this a
/// wrong hash or a manifest that is no longer JSON would go unnoticed until the next update.
struct GoldenVerification {
    let store: GoldenStore

    func problems() throws -> [VerificationProblem] {
        var problems: [VerificationProblem] = []
        var legacy = GoldenManifest()
        do {
            legacy = try store.legacyManifest()
        } catch {
            problems.append(VerificationProblem(kind: .unreadableManifest, path: ManifestFile.fileName, detail: "\(error)"))
        }
        for key in legacy.goldens.keys.sorted() where GoldenManifest.parse(key: key) == nil {
            problems.append(VerificationProblem(kind: .invalidKey, path: ManifestFile.fileName,
                                                detail: "the key \(key.debugDescription) cannot name a golden"))
        }
        let folders = try store.scenarioFolders()
        for scenarioID in folders {
            problems += try verify(scenarioID: scenarioID, legacy: legacy)
        }
        return problems + (try linkedFolders(among: folders))
    }

    /// Links named like scenario or variant folders: `check` reads through one, but every update
    /// refuses it, so the goldens behind it can never be re-recorded where they are.
    private func linkedFolders(among folders: [String]) throws -> [VerificationProblem] {
        var problems: [VerificationProblem] = []
        for parent in [nil] + folders.filter({ !$0.contains("/") }) {
            let url = parent.map { store.directory.appendingPathComponent($0) } ?? store.directory
            for name in try POSIXFile.entries(of: url) {
                let id = parent.map { "\($0)/\(name)" } ?? name
                guard (try? SafeName.checkScenarioID(id)) != nil,
                      POSIXFile.kind(of: url.appendingPathComponent(name)) == .symbolicLink else { continue }
                problems.append(VerificationProblem(kind: .symbolicLink, path: id, detail: GoldenStoreError.symbolicLink(
                    path: url.appendingPathComponent(name).path).description))
            }
        }
        return problems
    }

    private func verify(scenarioID: String, legacy: GoldenManifest) throws -> [VerificationProblem] {
        let manifestPath = "\(scenarioID)/\(ManifestFile.fileName)"
        var problems: [VerificationProblem] = []
        let manifest: ScenarioManifest
        do {
            let hasOwn = POSIXFile.kind(of: store.manifestURL(scenarioID: scenarioID)) != .missing
            manifest = hasOwn ? try store.manifest(scenarioID: scenarioID) : legacy.scenarioManifest(for: scenarioID)
            // A folder no manifest speaks for (`notes/`) is not a scenario's, whatever its files are called.
            guard hasOwn || !manifest.goldens.isEmpty else { return [] }
        } catch {
            return [VerificationProblem(kind: .unreadableManifest, path: manifestPath, detail: "\(error)")]
        }
        for key in manifest.invalidKeys {
            problems.append(VerificationProblem(kind: .invalidKey, path: manifestPath,
                                                detail: "the key \(key.debugDescription) cannot name a golden"))
        }
        let folder = store.directory.appendingPathComponent(scenarioID)
        for name in try POSIXFile.entries(of: folder) where FrameKey(fileName: name) != nil {
            let path = "\(scenarioID)/\(name)"
            guard let record = manifest.goldens[name] else {
                problems.append(VerificationProblem(kind: .unrecorded, path: path,
                                                    detail: "no record in \(manifestPath); run `harness update-goldens --filter \(scenarioID)`"))
                continue
            }
            if let problem = check(folder.appendingPathComponent(name), against: record, path: path) {
                problems.append(problem)
            }
        }
        for name in manifest.goldens.keys.sorted() where FrameKey(fileName: name) != nil
            && POSIXFile.kind(of: folder.appendingPathComponent(name)) == .missing {
            problems.append(VerificationProblem(kind: .missingGolden, path: "\(scenarioID)/\(name)",
                                                detail: "recorded in \(manifestPath) but the file is gone"))
        }
        return problems + motionProblems(scenarioID: scenarioID, manifest: manifest, manifestPath: manifestPath)
    }

    /// `motion.txt` against its record. Manifests of format 2 and earlier did not record traces,
    /// so a trace without a record is a problem only in a manifest that would have recorded it.
    private func motionProblems(scenarioID: String, manifest: ScenarioManifest, manifestPath: String) -> [VerificationProblem] {
        let path = "\(scenarioID)/\(GoldenStore.motionFileName)"
        let bytes: Data?
        do {
            bytes = try store.motionGolden(scenarioID: scenarioID)
        } catch {
            return [VerificationProblem(kind: .unreadableGolden, path: path, detail: "\(error)")]
        }
        switch (bytes, manifest.motion) {
        case (nil, nil):
            return []
        case (nil, _?):
            return [VerificationProblem(kind: .missingGolden, path: path, detail: "recorded in \(manifestPath) but the file is gone")]
        case (_?, nil):
            guard manifest.formatVersion >= 3 else { return [] }
            return [VerificationProblem(kind: .unrecorded, path: path,
                                        detail: "no record in \(manifestPath); run `harness update-goldens --filter \(scenarioID)`")]
        case let (bytes?, record?):
            let digest = SHA256.hex(of: [UInt8](bytes))
            guard digest != record.sha256 else { return [] }
            return [VerificationProblem(kind: .wrongHash, path: path,
                                        detail: "its bytes hash to \(digest), its record says \(record.sha256.terminalSafe)")]
        }
    }

    private func check(_ url: URL, against record: GoldenRecord, path: String) -> VerificationProblem? {
        guard record.scale.isFinite, record.scale > 0, record.scale <= 8 else {
            return VerificationProblem(kind: .impossibleRecord, path: path,
                                       detail: "its record says scale \(record.scale); frames are drawn at more than 0 and at most 8 pixels a point")
        }
        guard record.time.isFinite, record.time >= 0 else {
            return VerificationProblem(kind: .impossibleRecord, path: path, detail: "its record says time \(record.time) s")
        }
        let golden: Bitmap
        do {
            golden = try PNG.decode(PNG.readData(url), source: path)
        } catch {
            return VerificationProblem(kind: .unreadableGolden, path: path, detail: error.description)
        }
        if golden.width != record.width || golden.height != record.height {
            return VerificationProblem(kind: .wrongHash, path: path,
                                       detail: "the file is \(golden.width)x\(golden.height), its record says \(record.width)x\(record.height)")
        }
        if golden.pixelDigest != record.sha256 {
            return VerificationProblem(kind: .wrongHash, path: path,
                                       detail: "its pixels hash to \(golden.pixelDigest), its record says \(record.sha256.terminalSafe)")
        }
        if let fingerprint = record.pixelFingerprint, golden.pixelFingerprint != fingerprint {
            return VerificationProblem(kind: .wrongHash, path: path,
                                       detail: "its pixels' fingerprint is \(golden.pixelFingerprint), its record says \(fingerprint.terminalSafe)")
        }
        return nil
    }
}
