import Foundation
@testable import GoldenKit
import ImageComparison
import Pixels
import Testing

/// A failing check's overlay, and applying it to another copy of the goldens.
@Suite struct OverlayTests {
    /// Every file under `folder` by relative path, with its bytes.
    static func contents(of folder: URL) throws -> [String: Data] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [:] }
        var files: [String: Data] = [:]
        for case let url as URL in walker where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            files[String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }

    /// Goldens of `door-push` (frames 0 and 1 as drawn now, frame 2 changed since) and a second,
    /// passing scenario; a check with an overlay then fails `door-push` only.
    func failingCheck(_ fixture: StoreFixture, commit: String? = "0123456789abcdef0123456789abcdef01234567") throws -> GoldenOverlay {
        try fixture.record("door-push", frames: StoreFixture.frames(changed: [0, 0, 30]))
        try fixture.record("fade")
        let overlay = GoldenOverlay(directory: fixture.report.appendingPathComponent("overlay"),
                                    environment: fixture.store.environment, commit: commit)
        var store = fixture.store
        store.overlay = overlay
        #expect(try store.check(scenarioID: "door-push", frames: StoreFixture.frames(), tolerance: Tolerance()).status == .failed)
        #expect(try store.check(scenarioID: "fade", frames: StoreFixture.frames(), tolerance: Tolerance()).status == .passed)
        #expect(try store.check(scenarioID: "new-one", frames: StoreFixture.frames(), tolerance: Tolerance()).status == .missing)
        return overlay
    }

    @Test func aFailingCheckWritesTheBytesAnUpdateWouldWriteAndNothingForAPassingScenario() throws {
        let fixture = try StoreFixture()
        let overlay = try failingCheck(fixture)
        let descriptor = try OverlayDescriptor.read(in: overlay.directory)
        #expect(descriptor.scenarios == ["door-push", "new-one"])
        #expect(descriptor.environment == fixture.store.environment)
        #expect(descriptor.commit == "0123456789abcdef0123456789abcdef01234567")
        #expect(!FileManager.default.fileExists(atPath: overlay.directory.appendingPathComponent("fade").path))

        // What update-goldens leaves in Goldens/ is, byte for byte, what the overlay holds.
        let written = try Self.contents(of: overlay.directory)
        for id in ["door-push", "new-one"] {
            _ = try fixture.store.record(scenarioID: id, frames: StoreFixture.frames(), tolerance: Tolerance(), mode: .updateDefault)
        }
        let updated = try Self.contents(of: fixture.goldens)
        for (path, data) in written where !path.hasPrefix(".") {
            #expect(updated[path] == data, "\(path) differs from what the update wrote")
        }
        #expect(Set(written.keys.filter { !$0.hasPrefix(".") }) == Set(updated.keys.filter { $0.hasPrefix("door-push/") || $0.hasPrefix("new-one/") }))
    }

    @Test func acceptingTheOverlayInAnotherCopyMakesTheCheckAndVerifyPass() throws {
        let fixture = try StoreFixture()
        let overlay = try failingCheck(fixture, commit: nil)
        let other = try StoreFixture()
        try other.record("door-push", frames: StoreFixture.frames(changed: [0, 0, 30]))
        try Data("mine\n".utf8).write(to: other.url("door-push/notes.txt"))
        let before = try Self.contents(of: overlay.directory)

        let application = try OverlayApplication(overlay: overlay.directory)
        #expect(application.environmentRefusal(running: other.store.environment) == nil)
        #expect(application.commitRefusal(checkout: nil) == nil)
        let applied = try application.apply(to: other.store)
        #expect(applied.map(\.scenarioID) == ["door-push", "new-one"])
        #expect(applied[0].replaced == ["f2-1000ms.png", "manifest.json"])
        #expect(applied[0].unchanged == ["f0-0000ms.png", "f1-0500ms.png"])
        #expect(applied[1].added.contains("manifest.json"))

        for id in ["door-push", "new-one"] {
            #expect(try other.store.check(scenarioID: id, frames: StoreFixture.frames(), tolerance: Tolerance()).status == .passed)
        }
        #expect(try other.store.verify().isEmpty)
        #expect(try other.bytes("door-push/notes.txt") == Data("mine\n".utf8), "a file of the user's is left alone")
        #expect(try Self.contents(of: overlay.directory) == before, "accept writes nothing into the overlay")
    }

    @Test func anOverlayOfAnotherEnvironmentOrCommitIsRefusedUnlessTold() throws {
        let fixture = try StoreFixture()
        let overlay = try failingCheck(fixture)
        let application = try OverlayApplication(overlay: overlay.directory)
        var elsewhere = fixture.store.environment
        elsewhere["cairo"] = "1.16.0"
        let environment = try #require(application.environmentRefusal(running: elsewhere))
        #expect("\(environment)".contains("recorded with cairo 1.18.0; this machine has cairo 1.16.0"))
        #expect("\(environment)".contains("--any-environment"))
        let commit = try #require(application.commitRefusal(checkout: "fedcba9876543210fedcba9876543210fedcba98"))
        #expect("\(commit)".contains("commit 0123456789abcdef0123456789abcdef01234567"))
        #expect("\(commit)".contains("--any-commit"))
        #expect(application.commitRefusal(checkout: nil) != nil, "a checkout outside git cannot confirm the commit")
    }

    /// The overlay of `failingCheck`, spoiled by `spoil`, must be refused before the goldens change.
    func expectRefused(_ expected: String, spoil: (URL) throws -> Void) throws {
        let fixture = try StoreFixture()
        let overlay = try failingCheck(fixture)
        try spoil(overlay.directory)
        let other = try StoreFixture()
        try other.record("door-push", frames: StoreFixture.frames(changed: [0, 0, 30]))
        let before = try Self.contents(of: other.goldens)
        let error = #expect(throws: (any Error).self) {
            _ = try OverlayApplication(overlay: overlay.directory).apply(to: other.store)
        }
        #expect(error.map { "\($0)".contains(expected) } == true, "\(String(describing: error))")
        #expect(try Self.contents(of: other.goldens) == before)
        #expect(!FileManager.default.fileExists(atPath: other.url("new-one").path))
    }

    @Test func aHostileOverlayIsRefusedWithoutWritingAnything() throws {
        let descriptor = { (folder: URL) in folder.appendingPathComponent(OverlayDescriptor.fileName) }
        try expectRefused("lists \"../escape\"") { folder in
            var listed = try OverlayDescriptor.read(in: folder)
            listed.scenarios.append("../escape")
            try JSONEncoder().encode(listed).write(to: descriptor(folder))
        }
        try expectRefused("disagree") { folder in
            let golden = folder.appendingPathComponent("door-push/f2-1000ms.png")
            try Data(try Data(contentsOf: golden).prefix(60)).write(to: golden)
        }
        try expectRefused("is not a golden, motion.txt or manifest.json") { folder in
            try Data("#!/bin/sh\n".utf8).write(to: folder.appendingPathComponent("door-push/run.sh"))
        }
        try expectRefused("does not list") { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("unlisted"), withIntermediateDirectories: true)
        }
        try expectRefused("is a symbolic link") { folder in
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("door-push/f9-9000ms.png"),
                                                       withDestinationURL: URL(fileURLWithPath: "/etc/passwd"))
        }
        try expectRefused("is not an overlay") { folder in
            try FileManager.default.removeItem(at: descriptor(folder))
        }
    }

    @Test func theNextCheckClearsAnEarlierOverlayOnly() throws {
        let fixture = try StoreFixture()
        let overlay = try failingCheck(fixture)
        try Data("mine\n".utf8).write(to: overlay.directory.appendingPathComponent("door-push/notes.txt"))
        try overlay.clearEarlier()
        #expect(try Self.contents(of: overlay.directory) == ["door-push/notes.txt": Data("mine\n".utf8)])

        let occupied = GoldenOverlay(directory: overlay.directory, environment: [:], commit: nil)
        var store = fixture.store
        store.overlay = occupied
        let outcome = try store.check(scenarioID: "door-push", frames: StoreFixture.frames(changed: [0, 9, 0]), tolerance: Tolerance())
        #expect(outcome.status == .failed)
        #expect(outcome.artifactProblem?.contains("holds files no check wrote") == true, "\(outcome.artifactProblem ?? "")")
    }
}
