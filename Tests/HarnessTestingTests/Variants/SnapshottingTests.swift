import Foundation
import GoldenKit
import HarnessTesting
import PNGCodec
import Pixels
import Scenarios
import Synchronization
import Testing
import UIKit

/// One assertion over any subject: a strategy made by `pullback` is all a new kind of subject needs.
@Suite struct SnapshottingTests {
    let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("snapshotting-\(UUID().uuidString)", isDirectory: true)

    /// A user's own model type, drawn as a coloured badge.
    struct Badge {
        var color: UIColor
        func makeView() -> UIView {
            let view = UIView(frame: CGRect(x: 20, y: 40, width: 60, height: 30))
            view.backgroundColor = color
            return view
        }
    }

    static let badgeStrategy = Snapshotting<UIView>.image(on: [Variant(device: .iPhoneSE3)]).pullback { (badge: Badge) in badge.makeView() }

    @Test func aPullbackIsAllANewSubjectNeeds() throws {
        defer { try? FileManager.default.removeItem(at: goldens); removeReviewImages(of: "badge") }
        withKnownIssue("the first run records") {
            expectGoldenImage(of: Badge(color: .systemRed), as: Self.badgeStrategy, named: "badge", goldens: goldens, record: .missing)
        }
        let golden = try PNG.read(goldens.appendingPathComponent("badge/iPhoneSE3-light/f0-0000ms.png"))
        #expect(golden[50 * 2, 55 * 2] == RGBA(r: 255, g: 59, b: 48, a: 255), "the badge, drawn at the device's 2x")
        #expect(expectGoldenImage(of: Badge(color: .systemRed), as: Self.badgeStrategy, named: "badge", goldens: goldens)[0].passed)
        withKnownIssue("another colour is another picture") {
            let changed = expectGoldenImage(of: Badge(color: .systemBlue), as: Self.badgeStrategy, named: "badge", goldens: goldens)
            #expect(changed[0].title == "badge/iPhoneSE3-light: 1 of 1 frames differ")
        }
    }

    @Test func everyVariantDrawsASubjectOfItsOwn() {
        defer { try? FileManager.default.removeItem(at: goldens); removeReviewImages(of: "fresh") }
        let made = Mutex(0)
        let variants = Variants(devices: [.iPhoneSE3], styles: [.light, .dark]).all
        withKnownIssue("the first run records") {
            expectGoldenImage(of: { made.withLock { $0 += 1 }; return Badge(color: .systemGreen).makeView() }(),
                              as: .image(on: variants), named: "fresh", goldens: goldens, record: .missing)
        }
        #expect(made.withLock { $0 } == 2, "one view per screen: a view added to a second screen would leave the first")
    }

    @Test func aStillThatIsNotNamedIsNamedAfterItsTest() {
        defer { try? FileManager.default.removeItem(at: goldens); removeReviewImages(of: "aStillThatIsNotNamedIsNamedAfterItsTest") }
        withKnownIssue("the first run records") {
            let verdicts = expectGoldenImage(of: Badge(color: .systemTeal).makeView(), as: .image(on: [Variant(device: .iPhoneSE3)]),
                                             goldens: goldens, record: .missing)
            #expect(verdicts.map(\.outcome.id) == ["aStillThatIsNotNamedIsNamedAfterItsTest/iPhoneSE3-light"])
        }
    }

    @Test func aScenarioCanBeCheckedInVariants() {
        defer { try? FileManager.default.removeItem(at: goldens); removeReviewImages(of: "plain") }
        let screen = Scenario.still(id: "plain", source: "test", summary: "a plain screen") { stage in
            stage.rootView.addSubview(Badge(color: .systemOrange).makeView())
        }
        withKnownIssue("the first run records") {
            let verdicts = expectGoldenImage(of: screen, as: .frames(on: Variants(devices: [.iPhoneSE3], styles: [.light, .dark]).all),
                                             goldens: goldens, record: .missing)
            #expect(verdicts.map(\.outcome.id) == ["plain/iPhoneSE3-light", "plain/iPhoneSE3-dark"])
            #expect(verdicts.map(\.outcome.status) == [.written, .written])
        }
    }
}
