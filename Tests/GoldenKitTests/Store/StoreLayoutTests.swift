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
        #expect(names == ["f0-0000ms.png", "f1-0500ms.png", "f2-1000ms.png"])
        #expect(try PNG.read(fixture.url("door-push/f1-0500ms.png")) == StoreFixture.bitmap())
    }

    @Test func manifestIsSortedIndentedAndEndsWithANewline() throws {
        let fixture = try StoreFixture(environment: ["pixman": "0.42.2", "cairo": "1.18.0"])
        try fixture.record("door-push", frames: [StoreFixture.frames()[1]],
                           tolerance: Tolerance(maxDifferentPixels: 3))
        let text = String(decoding: try fixture.bytes("manifest.json"), as: UTF8.self)
        let sha = StoreFixture.bitmap().pixelDigest
        #expect(text == """
            {
              "environment" : {
                "cairo" : "1.18.0",
                "pixman" : "0.42.2"
              },
              "formatVersion" : 1,
              "goldens" : {
                "door-push/f1-0500ms.png" : {
                  "height" : 8,
                  "scale" : 1,
                  "sha256" : "\(sha)",
                  "time" : 0.5,
                  "tolerance" : {
                    "ignoresAntialiasing" : true,
                    "maxDifferentPixelRatio" : 0,
                    "maxDifferentPixels" : 3,
                    "threshold" : 0.1
                  },
                  "width" : 16
                }
              }
            }

            """)
        #expect(try fixture.store.manifest().goldens["door-push/f1-0500ms.png"]?.sha256 == sha)
    }

    @Test func aCorruptManifestIsReportedWithWhatToDo() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        try Data("{ not json".utf8).write(to: fixture.url("manifest.json"))
        let error = #expect(throws: GoldenStoreError.self) {
            try fixture.record(frames: StoreFixture.frames(changed: [1, 0, 0]), mode: .all)
        }
        #expect(error?.description.contains("manifest.json") == true)
        #expect(error?.description.contains("git checkout") == true)
    }
}
