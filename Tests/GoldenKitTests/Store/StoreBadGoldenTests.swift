import Foundation
@testable import GoldenKit
@testable import ImageComparison
import Testing

/// Whatever sits in a golden's place, the frame fails with a message and the others still run.
@Suite struct StoreBadGoldenTests {
    /// A PNG signature and IHDR declaring `width`×`height`, with no image data behind it.
    static func header(width: UInt32, height: UInt32) -> Data {
        var ihdr = Data("IHDR".utf8)
        for value in [width, height] { withUnsafeBytes(of: value.bigEndian) { ihdr.append(contentsOf: $0) } }
        ihdr.append(contentsOf: [8, 6, 0, 0, 0])
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        data.append(ihdr)
        data.append(contentsOf: [0, 0, 0, 0])   // CRC never read: the size decides first
        return data
    }

    @Test func aGoldenDeclaringAnotherSizeFailsWithoutBeingDecoded() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        // 16384×16384 would be a gigabyte of pixels; only the header is ever read.
        try Self.header(width: 16384, height: 16384).write(to: fixture.url("door-push/f1-0500ms.png"))
        let outcome = try fixture.store.check(scenarioID: "door-push", frames: StoreFixture.frames(), tolerance: Tolerance())
        #expect(outcome.statuses == [.passed, .failed, .passed])
        #expect(outcome.frames[1].difference?.sizeMismatch == true)
        #expect(outcome.frames[1].message?.contains("sizes differ: expected 16384x16384, actual 16x8") == true)
    }

    @Test func aFolderInAGoldensPlaceSaysSo() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        try FileManager.default.removeItem(at: fixture.url("door-push/f0-0000ms.png"))
        try FileManager.default.createDirectory(at: fixture.url("door-push/f0-0000ms.png"), withIntermediateDirectories: false)
        let outcome = try fixture.store.check(scenarioID: "door-push", frames: StoreFixture.frames(), tolerance: Tolerance())
        #expect(outcome.statuses == [.failed, .passed, .passed])
        #expect(outcome.frames[0].message?.contains("this is a folder, not a PNG file") == true)
    }
}
