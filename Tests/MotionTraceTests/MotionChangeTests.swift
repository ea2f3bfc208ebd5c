import Foundation
import MotionTrace
import Testing
import UIKit

/// Divergences read layer by layer: a path that changed, a pace that changed, a layer shown for
/// longer; and what follows from a change folded into it.
@Suite struct MotionChangeTests {
    /// A card sliding from x 50 to `x` over `duration` on `curve`, with a badge inside it; with
    /// `removed`, the card leaves the tree when its slide completes. A bar title fades to `fade`
    /// over the same duration and moves to `titleX`.
    private func slide(to x: Double = 250, duration: Double = 0.35, curve: UIView.AnimationOptions = .curveEaseInOut,
                       removed: Bool = false, titleX: Double = 150) -> MotionTrace {
        recordMotion(seconds: 1) { root in
            let card = CardView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
            card.addSubview(BadgeView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 375, height: 44))
            let title = CardView(frame: CGRect(x: 150, y: 10, width: 80, height: 20))
            bar.addSubview(title)
            root.addSubview(card)
            root.addSubview(bar)
            UIView.animate(withDuration: duration, delay: 0, options: curve, animations: {
                card.center = CGPoint(x: x, y: 150)
                title.alpha = 0
                title.frame.origin.x = titleX
            }) { _ in
                if removed { card.removeFromSuperview() }
            }
        }.trace
    }

    @Test func anotherCurveIsTheSamePathAtAnotherPace() throws {
        let change = try #require(slide(curve: .curveLinear).changes(from: slide(curve: .curveEaseIn)).first)
        #expect(change.leader.kind == .timing)
        #expect("\(change.leader)".contains("position: the same path at another pace; first diverges"), "\(change.leader)")
        let progress = try #require(change.progress)
        #expect(progress.expected[0] == 0 && progress.expected[21] == 1, "the golden's linear slide ends at 350 ms")
        #expect(try #require(progress.actual[10]) < (try #require(progress.expected[10])), "easing in, it lags half way")
    }

    @Test func anotherDestinationIsAPathChange() throws {
        let change = try #require(slide(to: 250).changes(from: slide(to: 230)).first)
        #expect(change.leader.kind == .path)
        #expect(change.progress == nil)
        #expect("\(change.leader)".hasPrefix("UIView/CardView position: ends at 230 instead of 250; first diverges"))
    }

    @Test func aViewRemovedLaterIsOneChange() throws {
        let changes = slide(removed: true).changes(from: slide(duration: 0.5, removed: true))
        let change = try #require(changes.first)
        #expect(changes.count == 1, "\(changes.map(\.leader.description))")
        #expect(change.leader.layer == "UIView/CardView")
        #expect(change.leader.divergences.map(\.property.name).contains("visible"), "the card itself also leaves later")
    }

    @Test func aBarPartThatTakesAnotherPathLeadsAChangeOfItsOwn() throws {
        let changes = slide().changes(from: slide(duration: 0.5, titleX: 120))
        #expect(changes.map(\.leader.layer) == ["UIView/CardView", "UIView/UINavigationBar/CardView"])
        #expect(changes.map(\.leader.kind) == [.timing, .path])
    }
}

/// A view inside the card, named by its class in layer paths.
private final class BadgeView: UIView {}
