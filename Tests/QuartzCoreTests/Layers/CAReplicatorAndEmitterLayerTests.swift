import Foundation
import Testing
@testable import QuartzCore

/// `CAReplicatorLayer` draws every instance, and `CAEmitterLayer` its particles, in the
/// presentation the renderer draws.
@Suite struct CAReplicatorAndEmitterLayerTests {
    /// A 100 × 100 replicator of one white dot at the top centre.
    func spinner(count: Int) -> (CAReplicatorLayer, CALayer) {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let dot = CALayer()
        dot.frame = CGRect(x: 45, y: 0, width: 10, height: 10)
        dot.backgroundColor = CGColor.white
        replicator.addSublayer(dot)
        replicator.instanceCount = count
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        return (replicator, dot)
    }

    /// Where instance `k`'s dot centre lands in the replicator's space.
    func dotCentre(_ presentation: CALayer, _ k: Int) -> CGPoint {
        let instance = presentation.sublayers![k]
        return instance.convert(instance.sublayers![0].position, to: presentation)
    }

    @Test func eachInstanceTurnsAboutTheCentreFromThePreviousOne() {
        let (replicator, _) = spinner(count: 4)
        let presented = replicator.presentation()!
        #expect(presented.sublayers?.count == 4)
        let expected = [CGPoint(x: 50, y: 5), CGPoint(x: 95, y: 50), CGPoint(x: 50, y: 95), CGPoint(x: 5, y: 50)]
        for (k, point) in expected.enumerated() {
            let centre = dotCentre(presented, k)
            #expect(abs(centre.x - point.x) < 1e-9 && abs(centre.y - point.y) < 1e-9, "instance \(k) at \(centre)")
        }
        #expect(replicator.sublayers?.count == 1, "the model keeps its one sublayer")
    }

    @Test func instanceDelayRunsEachInstanceLater() {
        let (replicator, dot) = spinner(count: 3)
        replicator.instanceDelay = 0.25
        let clock = onClock {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            fade.timingFunction = CAMediaTimingFunction(name: .linear)
            fade.fillMode = .backwards
            dot.add(fade, forKey: "fade")
        }
        clock.advance(to: 0.5)
        let opacities = replicator.presentation()!.sublayers!.map { $0.sublayers![0].opacity }
        #expect(opacities.map { ($0 * 100).rounded() } == [50, 75, 100])
    }

    @Test func instanceColorOffsetsTintLaterInstances() {
        let (replicator, _) = spinner(count: 3)
        replicator.instanceColor = CGColor.white
        replicator.instanceBlueOffset = -0.5
        replicator.instanceAlphaOffset = -0.25
        let instances = replicator.presentation()!.sublayers!
        #expect(instances.map { $0.sublayers![0].backgroundColor!.blue } == [1, 0.5, 0])
        #expect(instances.map(\.opacity) == [1, 0.75, 0.5])
    }

    func confetti() -> CAEmitterLayer {
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        emitter.emitterPosition = CGPoint(x: 100, y: 0)
        emitter.emitterShape = .line
        emitter.emitterSize = CGSize(width: 200, height: 1)
        let cell = CAEmitterCell()
        cell.contents = CGImage(width: 4, height: 4, rgba: [UInt8](repeating: 255, count: 64), name: "dot")
        cell.birthRate = 20
        cell.lifetime = 5
        cell.velocity = 100
        cell.velocityRange = 20
        cell.emissionLongitude = .pi / 2
        cell.emissionRange = .pi / 8
        cell.color = CGColor(red: 1, green: 45 / 255, blue: 85 / 255, alpha: 1)
        emitter.emitterCells = [cell]
        return emitter
    }

    @Test func particlesAreBornAtTheBirthRateAndFallAway() {
        var emitter: CAEmitterLayer!
        let clock = onClock { emitter = confetti() }
        #expect(emitter.presentation()!.sublayers == nil)
        clock.advance(to: 1)
        let particles = emitter.presentation()!.sublayers!
        #expect(particles.count == 21, "one at the start, then 20 a second")
        #expect(particles.allSatisfy { $0.position.y >= 0 && $0.position.y <= 130 })
        #expect(particles.contains { $0.position.y > 70 }, "the oldest have travelled about a second at 100 points a second")
        #expect(Set(particles.map { ($0.position.x * 1000).rounded() }).count > 10, "spread along the line")
    }

    @Test func particlesAreTheSameEveryRun() {
        func positions() -> [CGPoint] {
            var emitter: CAEmitterLayer!
            let clock = onClock { emitter = confetti() }
            clock.advance(to: 0.7)
            return emitter.presentation()!.sublayers!.map(\.position)
        }
        #expect(positions() == positions())
    }

    @Test func stoppingTheBirthRateLetsTheLivingParticlesLiveOut() {
        var emitter: CAEmitterLayer!
        let clock = onClock { emitter = confetti() }
        clock.advance(to: 1)
        emitter.birthRate = 0
        let atStop = emitter.presentation()!.sublayers!.count
        clock.advance(to: 2)
        #expect(emitter.presentation()!.sublayers!.count == atStop, "none born, none died: they live 5 s")
        clock.advance(to: 6.5)
        #expect(emitter.presentation()!.sublayers == nil, "all have lived out their lifetimes")
    }
}
