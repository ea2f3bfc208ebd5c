import Foundation
import GoldenKit
import HarnessTesting
import PNGCodec
import Pixels
import Testing

/// Record on CI, accept locally: a failing check's overlay, carried to another clone, makes its
/// check and verify pass there without drawing anything.
@Suite(.serialized) struct AcceptTests {
    let scenario = "modal-spring-present"

    /// A clone whose goldens lag behind the code: one frame changed since, one missing.
    func staleClone() throws -> (root: URL, goldens: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("harness-accept-\(UUID().uuidString)")
        let goldens = root.appendingPathComponent("Goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: GoldenLocations.catalog.appendingPathComponent(scenario),
                                         to: goldens.appendingPathComponent(scenario))
        let golden = goldens.appendingPathComponent("\(scenario)/f2-0500ms.png")
        var altered = try PNG.read(golden)
        for y in 300..<340 { for x in 100..<200 { altered[x, y] = RGBA(r: 255, g: 0, b: 255, a: 255) } }
        try PNG.write(altered, to: golden)
        try FileManager.default.removeItem(at: goldens.appendingPathComponent("\(scenario)/f0-0000ms.png"))
        return (root, goldens)
    }

    @Test func aFailingRunsOverlayMakesCheckAndVerifyPassInAnotherClone() throws {
        let ci = try staleClone(), laptop = try staleClone()
        defer { for root in [ci.root, laptop.root] { try? FileManager.default.removeItem(at: root) } }
        let report = ci.root.appendingPathComponent("report")
        let check = try HarnessProcess.run(["check", "--filter", scenario, "--goldens", ci.goldens.path, "--report", report.path])
        #expect(check.status == 1, "\(check.output)\(check.error)")
        let overlay = report.appendingPathComponent("overlay")
        #expect(check.output.contains("`harness accept \(overlay.path)`"), "\(check.output)")

        let accept = try HarnessProcess.run(["accept", overlay.path, "--goldens", laptop.goldens.path])
        #expect(accept.status == 0, "\(accept.output)\(accept.error)")
        #expect(accept.output.contains("applied \(scenario): new f0-0000ms.png; replaced f2-0500ms.png, manifest.json"), "\(accept.output)")
        let again = try HarnessProcess.run(["check", "--filter", scenario, "--goldens", laptop.goldens.path,
                                            "--report", laptop.root.appendingPathComponent("report").path])
        #expect(again.status == 0, "\(again.output)\(again.error)")
        let verify = try HarnessProcess.run(["verify", "--goldens", laptop.goldens.path])
        #expect(verify.status == 0, "\(verify.output)\(verify.error)")

        // The same bytes update-goldens writes, so accepting leaves git nothing to tell apart.
        let update = try HarnessProcess.run(["update-goldens", "--filter", scenario, "--goldens", ci.goldens.path])
        #expect(update.status == 0, "\(update.output)\(update.error)")
        for name in ["f0-0000ms.png", "f2-0500ms.png", "manifest.json", "motion.txt"] {
            #expect(try Data(contentsOf: ci.goldens.appendingPathComponent("\(scenario)/\(name)"))
                    == Data(contentsOf: laptop.goldens.appendingPathComponent("\(scenario)/\(name)")), "\(name)")
        }

        // A passing check leaves no overlay behind, not even the earlier run's.
        let passing = try HarnessProcess.run(["check", "--filter", scenario, "--goldens", ci.goldens.path, "--report", report.path])
        #expect(passing.status == 0, "\(passing.output)\(passing.error)")
        #expect(!FileManager.default.fileExists(atPath: overlay.path))
    }

    @Test func anOverlayForAnotherCommitIsRefusedWithExitTwoUnlessTold() throws {
        let ci = try staleClone(), laptop = try staleClone()
        defer { for root in [ci.root, laptop.root] { try? FileManager.default.removeItem(at: root) } }
        let report = ci.root.appendingPathComponent("report")
        _ = try HarnessProcess.run(["check", "--filter", scenario, "--goldens", ci.goldens.path, "--report", report.path])
        let overlay = report.appendingPathComponent("overlay")
        let descriptorURL = overlay.appendingPathComponent(OverlayDescriptor.fileName)
        var descriptor = try JSONDecoder().decode(OverlayDescriptor.self, from: Data(contentsOf: descriptorURL))
        descriptor.commit = "0123456789abcdef0123456789abcdef01234567"
        try JSONEncoder().encode(descriptor).write(to: descriptorURL)
        let golden = laptop.goldens.appendingPathComponent("\(scenario)/f2-0500ms.png")
        let before = try Data(contentsOf: golden)

        let refused = try HarnessProcess.run(["accept", overlay.path, "--goldens", laptop.goldens.path])
        #expect(refused.status == 2)
        #expect(refused.error.contains("harness accept: Refusing the overlay in \(overlay.path): it was drawn for commit 0123456789"),
                "\(refused.error)")
        #expect(try Data(contentsOf: golden) == before)

        let told = try HarnessProcess.run(["accept", overlay.path, "--goldens", laptop.goldens.path, "--any-commit"])
        #expect(told.status == 0, "\(told.output)\(told.error)")
        #expect(try Data(contentsOf: golden) != before)
    }
}
