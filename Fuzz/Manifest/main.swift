import Foundation
@testable import GoldenKit

/// libFuzzer entry: any bytes read as either manifest layout decode or fail with the store's
/// error; a decoded manifest survives its own encoding, and its keys never name a path outside
/// the goldens folder.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    if let manifest = try? ManifestFile.decode(ScenarioManifest.self, from: data, path: "fuzz/manifest.json") {
        let encoded = try! ManifestFile.encode(manifest, for: URL(fileURLWithPath: "fuzz/manifest.json"))
        let again = try! ManifestFile.decode(ScenarioManifest.self, from: encoded, path: "fuzz/manifest.json")
        precondition(again.goldens.keys == manifest.goldens.keys && again.environment == manifest.environment)
        for key in manifest.goldens.keys where !manifest.invalidKeys.contains(key) {
            precondition(!key.contains("/") && !key.hasPrefix("."), "accepted the key \(key.debugDescription)")
        }
    }
    if let legacy = try? ManifestFile.decode(GoldenManifest.self, from: data, path: "fuzz/manifest.json") {
        for key in legacy.goldens.keys {
            guard let (scenarioID, frame) = GoldenManifest.parse(key: key) else { continue }
            precondition(!scenarioID.contains("/") && !scenarioID.hasPrefix(".") && !scenarioID.contains(".."),
                         "accepted the scenario id \(scenarioID.debugDescription)")
            precondition(legacy.scenarioManifest(for: scenarioID).goldens[frame.fileName] != nil)
        }
    }
    return 0
}
