import Foundation
import MotionTrace
import Testing
import UIKit

@Suite struct MotionDivergenceTests {
    /// A card sliding down 300 pt in 0.6 s, linearly; `bump` adds keyframes that push it 40 pt
    /// right between 0.2 s and 0.267 s (ticks 12 to 16) and bring it back, all on the straight
    /// line's timing.
    private func slide(bump: Bool) -> MotionTrace {
        recordMotion(seconds: 1.1) { root in
            let card = CardView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            root.addSubview(card)
            let slide = CAKeyframeAnimation(keyPath: "position")
            let x: [Double] = bump ? [100, 100, 140, 100, 100] : [100, 100]
            let onTheLine: (Double) -> Double = { seconds in 100 + 500 * seconds }
            let y: [Double] = bump ? [100, 200, onTheLine(14.0 / 60), onTheLine(16.0 / 60), 400] : [100, 400]
            slide.values = zip(x, y).map { CGPoint(x: $0, y: $1) }
            let times: [Double] = bump ? [0, 1.0 / 3, 7.0 / 18, 4.0 / 9, 1] : [0, 1]
            slide.keyTimes = times.map { NSNumber(value: $0) }
            slide.duration = 0.6
            card.center = CGPoint(x: 100, y: 400)
            card.layer.add(slide, forKey: "slide")
        }.trace
    }

    @Test func aBumpBetweenTwoSampledFramesIsCaughtWhereItBegins() throws {
        let (golden, bumped) = (slide(bump: false), slide(bump: true))
        // The six frames a golden PNG set samples (0, ¼, ½, ¾, 1 of 0.6 s, and settled) agree.
        for tick in [0, 9, 18, 27, 36, 66] {
            #expect(golden.tracks.map { $0.values[tick] } == bumped.tracks.map { $0.values[tick] })
        }
        let divergences = golden.divergences(from: bumped)
        let divergence = try #require(divergences.first)
        #expect(divergences.count == 1)
        #expect(divergence.layer == "UIView/CardView")
        #expect(divergence.property == .position)
        #expect(divergence.firstTick == 13, "the bump starts after 0.2 s, tick 12")
        #expect(divergence.largestTick == 14)
        #expect(divergence.largestDifference == 40)
        #expect("\(divergence)".hasPrefix("UIView/CardView position first diverges at 217 ms (tick 13): expected 100 208.33, actual 120 208.33; largest divergence 40 pt at 233 ms (tick 14)"))
    }

    @Test func differencesWithinToleranceAreTheSameMotion() {
        let near = recordMotion(seconds: 0.5) { root in
            let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(card)
            UIView.animate(withDuration: 0.3) { card.center = CGPoint(x: 50.2, y: 300) }
        }.trace
        let golden = recordMotion(seconds: 0.5) { root in
            let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(card)
            UIView.animate(withDuration: 0.3) { card.center = CGPoint(x: 50, y: 300) }
        }.trace
        #expect(golden.divergences(from: near).isEmpty)
        #expect(golden.divergences(from: near, tolerance: MotionTolerance(points: 0.1)).count == 1)
    }

    @Test func aLayerThatStartsMovingIsComparedWithItsStillGolden() throws {
        let still = recordMotion(seconds: 0.5) { root in
            root.addSubview(CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        }.trace
        let moving = recordMotion(seconds: 0.5) { root in
            let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(card)
            UIView.animate(withDuration: 0.3, delay: 0.1, options: .curveLinear, animations: { card.alpha = 0 }, completion: nil)
        }.trace
        let divergence = try #require(still.divergences(from: moving).first)
        #expect(divergence.property == .opacity)
        #expect(divergence.firstTick == 7, "0.1 s delay, then 1/18 of the fade per tick passes 0.005 on the first")
    }
}
