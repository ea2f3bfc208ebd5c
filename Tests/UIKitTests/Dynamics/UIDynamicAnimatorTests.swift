import Foundation
import Testing
import UIKit

/// UIKit Dynamics on the virtual clock, checked against the numbers Apple documents: gravity
/// of magnitude 1 is 1000 points/s², a push of magnitude 1 gives a 100×100 item 100 points/s²
/// (or, at once, 100 points/s), and a 100×100 item of density 1 has mass 1.
@Suite struct UIDynamicAnimatorTests {
    /// A 375×667 reference view and a box in it, centred at `center`.
    func scene(box size: CGSize = CGSize(width: 100, height: 100), at center: CGPoint) -> (container: UIView, box: UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let box = UIView(frame: CGRect(origin: .zero, size: size))
        box.center = center
        container.addSubview(box)
        return (container, box)
    }

    /// A floor across the container at `y`.
    func floor(at y: CGFloat, under box: UIView, elasticity: CGFloat) -> UIDynamicBehavior {
        let behavior = UIDynamicBehavior()
        let collision = UICollisionBehavior(items: [box])
        collision.addBoundary(withIdentifier: "floor" as NSCopying, from: CGPoint(x: -500, y: y), to: CGPoint(x: 900, y: y))
        let material = UIDynamicItemBehavior(items: [box])
        material.elasticity = elasticity
        behavior.addChildBehavior(collision)
        behavior.addChildBehavior(material)
        return behavior
    }

    @Test(arguments: [1.0, 0.5])
    func fallsHalfOfGravityTimesTimeSquared(magnitude: CGFloat) {
        let (container, box) = scene(at: CGPoint(x: 150, y: 100))
        var animator: UIDynamicAnimator!
        let clock = onClock {
            animator = UIDynamicAnimator(referenceView: container)
            let gravity = UIGravityBehavior(items: [box])
            gravity.magnitude = magnitude
            animator.addBehavior(gravity)
        }
        clock.advance(to: 0.5)
        let expected = 0.5 * 1000 * magnitude * 0.5 * 0.5
        #expect(abs((box.center.y - 100) - expected) < expected * 0.02)
        #expect(box.center.x == 150)
        #expect(animator.isRunning)
        #expect(abs(animator.elapsedTime - 0.5) < 1e-9)
    }

    @Test func comesToRestOnABoundaryWithItsBottomEdgeOnIt() {
        let (container, box) = scene(box: CGSize(width: 80, height: 40), at: CGPoint(x: 150, y: 100))
        var animator: UIDynamicAnimator!
        let clock = onClock {
            animator = UIDynamicAnimator(referenceView: container)
            animator.addBehavior(UIGravityBehavior(items: [box]))
            animator.addBehavior(floor(at: 400, under: box, elasticity: 0))
        }
        clock.advance(to: 3)
        #expect(abs(box.frame.maxY - 400) < 0.5)
        #expect(abs(box.center.x - 150) < 1e-6)
        #expect(abs(atan2(box.transform.b, box.transform.a)) < 1e-3)
        #expect(!animator.isRunning)
    }

    /// The highest the box gets (smallest centre y) after it first reaches the floor.
    func highestAfterLanding(elasticity: CGFloat) -> CGFloat {
        let (container, box) = scene(box: CGSize(width: 50, height: 50), at: CGPoint(x: 150, y: 75))
        var animator: UIDynamicAnimator!
        var landed = false, highest = CGFloat.infinity
        let clock = onClock {
            animator = UIDynamicAnimator(referenceView: container)
            let gravity = UIGravityBehavior(items: [box])
            gravity.action = {
                if box.frame.maxY > 399 { landed = true }
                if landed { highest = min(highest, box.center.y) }
            }
            animator.addBehavior(gravity)
            animator.addBehavior(floor(at: 400, under: box, elasticity: elasticity))
        }
        clock.advance(to: 2)
        return highest
    }

    /// Dropped from 300 points above the floor (centre 75, bottom 100, floor 400), an item
    /// bounces back to elasticity² of the height: all of it at 1, none at 0.
    @Test(arguments: [(1.0, 300.0), (0.5, 75.0), (0.0, 0.0)])
    func bouncesBackToElasticitySquaredOfTheDropHeight(elasticity: CGFloat, rise: CGFloat) {
        let restingCenter: CGFloat = 375
        #expect(abs((restingCenter - highestAfterLanding(elasticity: elasticity)) - rise) < 300 * 0.02)
    }

    @Test func staysInsideTheReferenceBounds() {
        let (container, box) = scene(at: CGPoint(x: 300, y: 100))
        var animator: UIDynamicAnimator!
        let clock = onClock {
            animator = UIDynamicAnimator(referenceView: container)
            let gravity = UIGravityBehavior(items: [box])
            gravity.setAngle(.pi / 4, magnitude: 1)
            let collision = UICollisionBehavior(items: [box])
            collision.translatesReferenceBoundsIntoBoundary = true
            let material = UIDynamicItemBehavior(items: [box])
            material.allowsRotation = false
            [gravity, collision, material].forEach(animator.addBehavior)
        }
        clock.advance(to: 3)
        #expect(abs(box.frame.maxX - 375) < 0.5)
        #expect(abs(box.frame.maxY - 667) < 0.5)
    }

    @Test func snapsToThePointWithADampedOscillationAndStraightens() {
        func snap(damping: CGFloat) -> (overshoot: CGFloat, end: CGPoint, transform: CGAffineTransform) {
            let (container, box) = scene(box: CGSize(width: 60, height: 60), at: CGPoint(x: 50, y: 50))
            box.transform = CGAffineTransform(rotationAngle: 0.5)
            var animator: UIDynamicAnimator!
            var farthest = CGFloat(0)
            let clock = onClock {
                animator = UIDynamicAnimator(referenceView: container)
                let snap = UISnapBehavior(item: box, snapTo: CGPoint(x: 250, y: 50))
                snap.damping = damping
                snap.action = { farthest = max(farthest, box.center.x) }
                animator.addBehavior(snap)
            }
            clock.advance(to: 6)
            #expect(!animator.isRunning)
            return (farthest - 250, box.center, box.transform)
        }
        let bouncy = snap(damping: 0.1), defaults = snap(damping: 0.5), stiff = snap(damping: 1)
        for run in [bouncy, defaults, stiff] {
            #expect(abs(run.end.x - 250) < 0.5 && abs(run.end.y - 50) < 0.5)
            #expect(abs(atan2(run.transform.b, run.transform.a)) < 0.01)
        }
        #expect(bouncy.overshoot > defaults.overshoot)
        #expect(defaults.overshoot > 1)
        #expect(stiff.overshoot < 0.5)
    }

    @Test func anInstantaneousPushOfMagnitudeOneMovesAHundredPointItemAtAHundredPointsASecond() {
        let (container, box) = scene(at: CGPoint(x: 100, y: 300))
        let wide = UIView(frame: CGRect(x: 0, y: 450, width: 200, height: 100))
        container.addSubview(wide)
        var animator: UIDynamicAnimator!
        var push: UIPushBehavior!
        let tracker = UIDynamicItemBehavior(items: [box, wide])
        let clock = onClock {
            animator = UIDynamicAnimator(referenceView: container)
            push = UIPushBehavior(items: [box, wide], mode: .instantaneous)
            push.pushDirection = CGVector(dx: 1, dy: 0)
            animator.addBehavior(push)
            animator.addBehavior(tracker)
        }
        clock.advance(to: 0.1)
        #expect(abs(tracker.linearVelocity(for: box).x - 100) < 1e-9)
        #expect(abs(tracker.linearVelocity(for: wide).x - 50) < 1e-9)
        #expect(!push.active)
        clock.advance(to: 1.1)
        #expect(abs(box.center.x - 210) < 0.5)

        clock.run { push.active = true }
        clock.advance(to: 1.2)
        #expect(abs(tracker.linearVelocity(for: box).x - 200) < 1e-9)
    }

    @Test func aContinuousPushAcceleratesByAHundredPointsPerSecondSquaredPerMagnitude() {
        let (container, box) = scene(at: CGPoint(x: 100, y: 300))
        var animator: UIDynamicAnimator!
        let clock = onClock {
            animator = UIDynamicAnimator(referenceView: container)
            let push = UIPushBehavior(items: [box], mode: .continuous)
            push.setAngle(0, magnitude: 2)
            animator.addBehavior(push)
        }
        clock.advance(to: 1)
        #expect(abs((box.center.x - 100) - 0.5 * 200) < 1)
    }

    @Test func aRigidAttachmentKeepsItsLengthAsTheItemSwings() {
        let anchor = CGPoint(x: 187, y: 100)
        let (container, box) = scene(box: CGSize(width: 40, height: 40), at: CGPoint(x: 337, y: 100))
        var animator: UIDynamicAnimator!
        var attachment: UIAttachmentBehavior!
        var lengths: [CGFloat] = []
        var lowest = CGFloat(0)
        let clock = onClock {
            animator = UIDynamicAnimator(referenceView: container)
            attachment = UIAttachmentBehavior(item: box, attachedToAnchor: anchor)
            attachment.action = {
                lengths.append(hypot(box.center.x - anchor.x, box.center.y - anchor.y))
                lowest = max(lowest, box.center.y)
            }
            animator.addBehavior(attachment)
            animator.addBehavior(UIGravityBehavior(items: [box]))
        }
        clock.advance(to: 3)
        #expect(attachment.length == 150)
        #expect(attachment.attachedBehaviorType == .anchor)
        #expect(lengths.count > 700)
        #expect(lengths.allSatisfy { abs($0 - 150) < 1 })
        #expect(lowest > 240)
    }

    @Test func aSpringAttachmentStretchesUnderGravityAndSettles() {
        let anchor = CGPoint(x: 187, y: 100)
        let (container, box) = scene(at: CGPoint(x: 187, y: 200))
        var animator: UIDynamicAnimator!
        let clock = onClock {
            animator = UIDynamicAnimator(referenceView: container)
            let spring = UIAttachmentBehavior(item: box, attachedToAnchor: anchor)
            spring.frequency = 2
            spring.damping = 0.7
            animator.addBehavior(spring)
            animator.addBehavior(UIGravityBehavior(items: [box]))
        }
        clock.advance(to: 5)
        // Hanging still, the spring's pull m·(2πf)²·stretch balances the weight m·1000.
        let stretch: CGFloat = 1000 / ((4 * .pi) * (4 * .pi))
        #expect(abs(box.center.y - (200 + stretch)) < 0.5)
        #expect(!animator.isRunning)
    }

    final class Watcher: UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
        var log: [String] = []
        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { log.append("resume") }
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { log.append("pause") }
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                               withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
            log.append("touch \(identifier.map { "\($0)" } ?? "bounds")")
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                               with item2: UIDynamicItem, at p: CGPoint) {
            log.append("items")
        }
    }

    @Test func pausesOnceThingsSettleAndResumesWhenPushed() {
        let (container, box) = scene(box: CGSize(width: 50, height: 50), at: CGPoint(x: 150, y: 300))
        let watcher = Watcher()
        var animator: UIDynamicAnimator!
        var push: UIPushBehavior!
        let clock = onClock {
            animator = UIDynamicAnimator(referenceView: container)
            animator.delegate = watcher
            let collision = UICollisionBehavior(items: [box])
            collision.collisionDelegate = watcher
            collision.addBoundary(withIdentifier: "floor" as NSCopying, from: CGPoint(x: 0, y: 400), to: CGPoint(x: 375, y: 400))
            push = UIPushBehavior(items: [box], mode: .instantaneous)
            push.pushDirection = CGVector(dx: 0, dy: -2)
            push.active = false
            animator.addBehavior(collision)
            animator.addBehavior(UIGravityBehavior(items: [box]))
            animator.addBehavior(push)
        }
        clock.advance(to: 5)
        #expect(watcher.log == ["resume", "touch floor", "pause"])
        #expect(!animator.isRunning)
        let restingTime = animator.elapsedTime
        #expect(restingTime < 2)

        clock.run { push.active = true }
        #expect(animator.isRunning)
        clock.advance(to: 10)
        #expect(watcher.log == ["resume", "touch floor", "pause", "resume", "touch floor", "pause"])
        #expect(abs(box.frame.maxY - 400) < 0.5)
    }

    @Test func itemsCollideWithEachOther() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let lower = UIView(frame: CGRect(x: 100, y: 300, width: 100, height: 100))
        let upper = UIView(frame: CGRect(x: 120, y: 100, width: 60, height: 60))
        [lower, upper].forEach(container.addSubview)
        let watcher = Watcher()
        var animator: UIDynamicAnimator!
        let clock = onClock {
            animator = UIDynamicAnimator(referenceView: container)
            let collision = UICollisionBehavior(items: [lower, upper])
            collision.collisionMode = .items
            collision.collisionDelegate = watcher
            let anchored = UIDynamicItemBehavior(items: [lower])
            anchored.isAnchored = true
            [collision, anchored, UIGravityBehavior(items: [upper])].forEach(animator.addBehavior)
        }
        clock.advance(to: 3)
        #expect(watcher.log == ["items"])
        #expect(abs(upper.frame.maxY - 300) < 0.5)
        #expect(lower.frame == CGRect(x: 100, y: 300, width: 100, height: 100))
    }

    /// Boxes dropped at angles into a walled container, bouncing off each other.
    func tumble() -> [CGPoint] {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let boxes = (0..<5).map { i in
            let box = UIView(frame: CGRect(x: 40 + 55 * i, y: 40 + 30 * i, width: 50 + 8 * i, height: 40))
            box.transform = CGAffineTransform(rotationAngle: 0.3 * CGFloat(i))
            container.addSubview(box)
            return box
        }
        var animator: UIDynamicAnimator!
        let clock = onClock {
            animator = UIDynamicAnimator(referenceView: container)
            let collision = UICollisionBehavior(items: boxes)
            collision.translatesReferenceBoundsIntoBoundary = true
            let material = UIDynamicItemBehavior(items: boxes)
            material.elasticity = 0.4
            material.friction = 0.3
            material.addAngularVelocity(3, for: boxes[2])
            [collision, material, UIGravityBehavior(items: boxes)].forEach(animator.addBehavior)
        }
        clock.advance(to: 2.5)
        return boxes.flatMap { [$0.center, CGPoint(x: $0.transform.a, y: $0.transform.b)] }
    }

    @Test func theSameSceneGivesTheSamePositionsEveryRun() {
        let first = tumble()
        #expect(first == tumble())
        // Everything ends inside the container.
        #expect(first.enumerated().allSatisfy { $0.offset % 2 == 1 || (0...375).contains($0.element.x) && (0...667).contains($0.element.y) })
    }

    /// A behavior made of others, as iOS code subclasses `UIDynamicBehavior`.
    final class DropBehavior: UIDynamicBehavior {
        let gravity = UIGravityBehavior()
        let collision = UICollisionBehavior()
        var moves: [UIDynamicAnimator?] = []

        override init() {
            super.init()
            collision.translatesReferenceBoundsIntoBoundary = true
            addChildBehavior(gravity)
            addChildBehavior(collision)
        }

        func add(_ item: UIDynamicItem) {
            gravity.addItem(item)
            collision.addItem(item)
        }

        override func willMove(to dynamicAnimator: UIDynamicAnimator?) { moves.append(dynamicAnimator) }
    }

    @Test func aSubclassGroupingBehaviorsDropsItsItems() {
        let (container, box) = scene(at: CGPoint(x: 150, y: 100))
        var animator: UIDynamicAnimator!
        let drop = DropBehavior()
        let clock = onClock {
            animator = UIDynamicAnimator(referenceView: container)
            animator.addBehavior(drop)
            drop.add(box)
        }
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 200, height: 200)).count == 1)
        clock.advance(to: 3)
        #expect(abs(box.frame.maxY - 667) < 0.5)
        #expect(drop.gravity.dynamicAnimator === animator)
        clock.run { animator.removeAllBehaviors() }
        #expect(drop.moves.map { $0 === animator } == [true, false])
        #expect(drop.collision.dynamicAnimator == nil)
    }

    @Test func withoutAClockTheAnimatorReportsAndNothingMoves() {
        let (container, box) = scene(at: CGPoint(x: 150, y: 100))
        var animator: UIDynamicAnimator!
        let errors = SceneErrorLog.collect {
            animator = UIDynamicAnimator(referenceView: container)
            animator.addBehavior(UIGravityBehavior(items: [box]))
        }
        #expect(errors == [.noClock(call: "UIDynamicAnimator")])
        #expect(box.center == CGPoint(x: 150, y: 100))
    }
}
