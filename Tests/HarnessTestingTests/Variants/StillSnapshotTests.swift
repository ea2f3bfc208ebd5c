import Foundation
import GoldenKit
import HarnessTesting
import PNGCodec
import Pixels
import Scenarios
import Testing
import UIKit

/// Still snapshots of a view, a layer and a controller go through the golden store: recorded
/// once, then matched, one golden per variant.
@Suite struct StillSnapshotTests {
    static func temporaryGoldens() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("still-\(UUID().uuidString)", isDirectory: true)
    }

    static func card() -> UIView {
        let card = UIView(frame: CGRect(x: 40, y: 200, width: 200, height: 120))
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 16
        return card
    }

    @Test func aViewIsRecordedThenMatchedInEachVariant() throws {
        let goldens = Self.temporaryGoldens()
        defer { try? FileManager.default.removeItem(at: goldens) }
        let variants = Variants(devices: [.iPhoneSE3], styles: [.light, .dark]).all
        var first: [GoldenVerdict] = []
        withKnownIssue("a first run records its goldens and says so") {
            first = expectGoldenImage(of: Self.card(), as: .image(on: variants), named: "card", goldens: goldens, record: .missing)
        }
        #expect(first.map(\.outcome.status) == [.written, .written])
        let second = expectGoldenImage(of: Self.card(), as: .image(on: variants), named: "card", goldens: goldens, record: .missing)
        #expect(second.count == 2 && second.allSatisfy(\.passed))
        let light = try PNG.read(goldens.appendingPathComponent("card/iPhoneSE3-light/f0-0000ms.png"))
        let dark = try PNG.read(goldens.appendingPathComponent("card/iPhoneSE3-dark/f0-0000ms.png"))
        #expect(light.width == 750 && light.height == 1334, "drawn at the device's 2x")
        #expect(light[100 * 2, 250 * 2] == RGBA(r: 242, g: 242, b: 247, a: 255))
        #expect(dark[100 * 2, 250 * 2] == RGBA(r: 28, g: 28, b: 30, a: 255))
    }

    @Test func aLayerAndAControllerAreSnapshotsToo() {
        let goldens = Self.temporaryGoldens()
        defer { try? FileManager.default.removeItem(at: goldens) }
        let variant = [Variant(device: .iPhoneSE3)]
        let dot = { () -> CALayer in
            let dot = CAShapeLayer()
            dot.path = UIBezierPath(ovalIn: CGRect(x: 100, y: 100, width: 80, height: 80)).cgPath
            dot.fillColor = UIColor.systemRed.cgColor
            return dot
        }
        let controller = { SceneController(size: Device.iPhoneSE3.screenSize) { _ in StillSnapshotTests.card() } }
        withKnownIssue("first runs record") {
            expectGoldenImage(of: dot(), as: .image(on: variant), named: "dot", goldens: goldens, record: .missing)
            expectGoldenImage(of: controller(), as: .image(on: variant), named: "controller", goldens: goldens, record: .missing)
        }
        let dots = expectGoldenImage(of: dot(), as: .image(on: variant), named: "dot", goldens: goldens)
        let controllers = expectGoldenImage(of: controller(), as: .image(on: variant), named: "controller", goldens: goldens)
        #expect((dots + controllers).map(\.passed) == [true, true])
    }
}
