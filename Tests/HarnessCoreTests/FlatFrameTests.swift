import Foundation
import HarnessCore
import PNGCodec
import Pixels
import Scenarios
import Testing

/// A golden frame of one flat colour guards nothing: it passes whatever the scene draws, as long
/// as the screen ends up one colour. Only a scenario that states why may have one.
@Suite struct FlatFrameTests {
    @Test(arguments: Catalog.all.filter { $0.flatFrameReason == nil }.map(\.id))
    func noSampledFrameIsOneFlatColour(_ id: String) throws {
        let scenario = try #require(Catalog.scenario(id: id))
        for frame in try ScenarioRunner().frames(of: scenario) {
            #expect(!isFlat(frame.bitmap), "\(id) at \(frame.time) s is one flat colour; sample it at another instant")
        }
    }

    private func isFlat(_ bitmap: Bitmap) -> Bool {
        bitmap.pixels.withUnsafeBytes { bytes in
            let words = bytes.bindMemory(to: UInt32.self)
            guard let first = words.first else { return true }
            return !words.contains { $0 != first }
        }
    }
}

/// The same rule over what is recorded, wherever it is: every PNG in any `Goldens` folder of the
/// repository (the catalog's, its variants', the login test's and the fixture packages'). A golden
/// rendered by a test rather than the catalog escapes the rule above; this catches it (issue 26:
/// `uikit-flip-horizontal` at 0.375 s was one flat black frame).
@Suite struct FlatGoldenFileTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every golden PNG under a `Goldens` folder, outside build folders, relative to the root.
    static var goldens: [String] {
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? []
        return files.map { String($0.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)) }
            .filter { path in
                let parts = path.split(separator: "/")
                return path.hasSuffix(".png") && parts.contains("Goldens") && !parts.contains { $0.hasPrefix(".") }
            }
            .sorted()
    }

    @Test func theRepositoryHasGoldensInTheCatalogAndTheFixtures() {
        let goldens = Self.goldens
        #expect(goldens.contains { $0.hasPrefix("Goldens/") })
        #expect(goldens.contains { $0.hasPrefix("Tests/Fixtures/") })
    }

    @Test func noRecordedGoldenIsOneFlatColour() throws {
        var flat: [String] = []
        for path in Self.goldens {
            let data = try Data(contentsOf: Self.root.appendingPathComponent(path))
            let bitmap = try PNG.decode(data, source: path)
            let isFlat = bitmap.pixels.withUnsafeBytes { bytes in
                let words = bytes.bindMemory(to: UInt32.self)
                guard let first = words.first else { return true }
                return !words.contains { $0 != first }
            }
            if isFlat { flat.append(path) }
        }
        #expect(flat == [], "one flat colour: \(flat.joined(separator: ", ")); sample those scenarios at another instant")
    }
}
