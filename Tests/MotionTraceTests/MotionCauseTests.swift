import Foundation
import MotionTrace
import Testing
import UIKit

/// A motion failure leads with its cause: the animated view before the bars, and what changed
/// in words (when it ends, when it starts, how far it overshoots).
@Suite struct MotionCauseTests {
    /// A card sliding from x 50 to 250 over `duration` after `delay`, and a bar title fading
    /// with it, as a push moves the content and the chrome together.
    private func push(duration: Double, delay: Double = 0) -> MotionTrace {
        recordMotion(seconds: 1) { root in
            let card = CardView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 375, height: 44))
            let title = CardView(frame: CGRect(x: 150, y: 10, width: 80, height: 20))
            bar.addSubview(title)
            root.addSubview(card)
            root.addSubview(bar)
            UIView.animate(withDuration: duration, delay: delay, options: .curveLinear) {
                card.center = CGPoint(x: 250, y: 150)
                title.alpha = 0
            }
        }.trace
    }

    @Test func aLongerDurationSaysWhenTheMotionNowEndsAndPutsTheViewBeforeTheBar() throws {
        let changes = push(duration: 0.35).changes(from: push(duration: 0.5))
        let change = try #require(changes.first)
        #expect(changes.count == 1)
        #expect(change.leader.layer == "UIView/CardView", "the animated view before the chrome")
        #expect(change.following.map(\.layer) == ["UIView/UINavigationBar/CardView"], "the bar's title fades on the same clock")
        #expect(change.leader.lead.cause == "the motion ends at 500 ms instead of 350 ms")
        #expect("\(change.leader)".hasPrefix(
            "UIView/CardView position: the motion ends at 500 ms instead of 350 ms, the same path at another pace; first diverges at"))
    }

    @Test func aDelaySaysTheMotionStartsLater() throws {
        let card = try #require(push(duration: 0.35).divergences(from: push(duration: 0.35, delay: 0.05)).first)
        #expect(card.cause == "the motion ends at 400 ms instead of 350 ms, starts 50 ms later")
    }

    @Test func aBouncierSpringSaysHowFarItOvershoots() throws {
        func drop(damping: Double) -> MotionTrace {
            recordMotion(seconds: 1.5) { root in
                let card = CardView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
                root.addSubview(card)
                UIView.animate(withDuration: 1.2, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0) {
                    card.center = CGPoint(x: 150, y: 300)
                }
            }.trace
        }
        let card = try #require(drop(damping: 1).divergences(from: drop(damping: 0.6)).first)
        let cause = try #require(card.cause)
        #expect(cause.contains("overshoots by "), "\(cause)")
        #expect(!drop(damping: 0.6).divergences(from: drop(damping: 1)).isEmpty)
        #expect(drop(damping: 0.6).divergences(from: drop(damping: 1)).first?.cause?.contains("no longer overshoots") == true)
    }

    @Test func aDifferentDestinationSaysWhereItEnds() throws {
        func slide(to x: Double) -> MotionTrace {
            recordMotion(seconds: 0.6) { root in
                let card = CardView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
                root.addSubview(card)
                UIView.animate(withDuration: 0.35) { card.center = CGPoint(x: x, y: 150) }
            }.trace
        }
        #expect(slide(to: 250).divergences(from: slide(to: 230)).first?.cause == "ends at 230 instead of 250")
    }
}
