import Foundation
@testable import GoldenKit
@testable import ImageComparison
@testable import PNGCodec
import Testing

@Suite struct StoreLayoutTests {
    @Test func frameFileNamesPadMillisecondsToFourDigits() {
        #expect(FrameKey(index: 2, time: 0.5)?.fileName == "f2-0500ms.png")
        #expect(FrameKey(index: 0, time: 0)?.fileName == "f0-0000ms.png")
        #expect(FrameKey(index: 5, time: 1.3504)?.fileName == "f5-1350ms.png")
        #expect(FrameKey(index: 11, time: 12.345)?.fileName == "f11-12345ms.png")
    }

    @Test func frameFileNamesParseBackAndRejectOtherSpellings() {
        #expect(FrameKey(fileName: "f2-0500ms.png") == FrameKey(index: 2, time: 0.5))
        for name in ["f02-0500ms.png", "f2-500ms.png", "f2-0500ms.PNG", "2-0500ms.png", "f-0500ms.png",
                     "f2-05x0ms.png", "f2-0500.png", "notes.txt"] {
            #expect(FrameKey(fileName: name) == nil, "\(name)")
        }
    }

    @Test func framesWithImpossibleTimesHaveNoKey() {
        for time in [Double.nan, .infinity, -0.1, 1e9] { #expect(FrameKey(index: 0, time: time) == nil) }
        #expect(FrameKey(index: -1, time: 0) == nil)
    }

    @Test func goldensLiveInOneFolderPerScenario() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        let names = try FileManager.default.contentsOfDirectory(atPath: fixture.url("door-push").path).sorted()
        #expect(names == ["f0-0000ms.png", "f1-0500ms.png", "f2-1000ms.png", "manifest.json"])
        #expect(try PNG.read(fixture.url("door-push/f1-0500ms.png")) == StoreFixture.bitmap())
    }

    @Test func eachScenarioHasItsOwnSortedIndentedManifest() throws {
        let fixture = try StoreFixture(environment: ["pixman": "0.42.2", "cairo": "1.18.0"])
        try fixture.record("door-push", frames: [StoreFixture.frames()[1]],
                           tolerance: Tolerance(maxDifferentPixels: 3))
        try fixture.record("fade", frames: [StoreFixture.frames()[0]])
        let text = String(decoding: try fixture.bytes("door-push/manifest.json"), as: UTF8.self)
        let sha = StoreFixture.bitmap().pixelDigest
        let fileSHA = SHA256.hex(of: [UInt8](try fixture.bytes("door-push/f1-0500ms.png")))
        #expect(text == """
            {
              "environment" : {
                "cairo" : "1.18.0",
                "pixman" : "0.42.2"
              },
              "formatVersion" : 3,
              "goldens" : {
                "f1-0500ms.png" : {
                  "fileSHA256" : "\(fileSHA)",
                  "height" : 8,
                  "pixelFingerprint" : "\(StoreFixture.bitmap().pixelFingerprint)",
                  "scale" : 1,
                  "sha256" : "\(sha)",
                  "time" : 0.5,
                  "tolerance" : {
                    "ignoresAntialiasing" : false,
                    "maxDifferentPixelRatio" : 0,
                    "maxDifferentPixels" : 3,
                    "threshold" : 0
                  },
                  "width" : 16
                }
              }
            }

            """)
        #expect(!fixture.exists("manifest.json"))
        #expect(try fixture.store.manifest(scenarioID: "fade").goldens.keys.sorted() == ["f0-0000ms.png"])
        #expect(try fixture.store.manifest().goldens.keys.sorted() == ["door-push/f1-0500ms.png", "fade/f0-0000ms.png"])
    }

    @Test func aCorruptManifestIsReportedWithWhatToDo() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        try Data("{ not json".utf8).write(to: fixture.url("door-push/manifest.json"))
        let error = #expect(throws: GoldenStoreError.self) {
            try fixture.record(frames: StoreFixture.frames(changed: [1, 0, 0]), mode: .all)
        }
        #expect(error?.description.contains("door-push/manifest.json") == true)
        #expect(error?.description.contains("invalid JSON") == true)
        #expect(error?.description.contains("git checkout") == true)
    }

    @Test func updatesKeepTheLockAndTemporaryFilesOutOfGit() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        let ignore = String(decoding: try fixture.bytes(".gitignore"), as: UTF8.self)
        #expect(ignore.contains(".harness.lock\n") && ignore.contains(".*.tmp\n"))
        // A .gitignore of the user's own is left as it is.
        try Data("*.orig\n".utf8).write(to: fixture.url(".gitignore"))
        try fixture.record(frames: StoreFixture.frames(changed: [4, 0, 0]), mode: .all)
        #expect(try fixture.bytes(".gitignore") == Data("*.orig\n".utf8))
    }
}
