import Foundation
import MotionTrace
import Testing
import UIKit

@Suite struct MotionLintTests {
    /// A pushed screen revealed by a mask growing from a 60 pt button's circle to one covering the
    /// screen in 0.8 s, as the circle-button push does. `matched` uses an arc the engine morphs
    /// point by point; otherwise a rounded rectangle, whose commands do not match the oval's, so
    /// the path switches at the midpoint: the jump circle-button-push once had.
    private func circleReveal(matched: Bool) -> MotionCapture {
        recordMotion(seconds: 1.3) { root in
            let pushed = CardView(frame: root.bounds)
            root.addSubview(pushed)
            let button = CGRect(x: 295, y: 20, width: 60, height: 60)
            let center = CGPoint(x: button.midX, y: button.midY)
            let radius = 700.0
            let big = matched
                ? UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true).cgPath
                : UIBezierPath(roundedRect: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius), cornerRadius: radius).cgPath
            let mask = CAShapeLayer()
            mask.path = big
            pushed.layer.mask = mask
            let grow = CABasicAnimation(keyPath: "path")
            grow.fromValue = BezierPath(ovalIn: button)
            grow.duration = 0.8
            mask.add(grow, forKey: nil)
        }
    }

    @Test func theCircleMorphJumpIsCaught() throws {
        let findings = MotionLint().findings(in: circleReveal(matched: false))
        let jump = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(jump.rule == .jump)
        #expect(jump.layer == "UIView/CardView/mask")
        #expect(jump.tick == 24, "the unmatched path switches halfway through 0.8 s")
        #expect("\(jump)".contains("pathBounds travels 1340 pt in one tick while animating, against 0 pt and 0 pt"))
    }

    @Test func theCircleMorphedPointByPointIsClean() {
        #expect(MotionLint().findings(in: circleReveal(matched: true)).isEmpty)
    }

    @Test func anExemptionWithItsReasonTurnsTheRuleOff() {
        let exemption = MotionLintExemption(.jump, because: "the mask swaps shape on purpose")
        #expect(MotionLint().findings(in: circleReveal(matched: false), exempting: [exemption]).isEmpty)
    }

    @Test func aLayerShownForOneTickIsAFlash() throws {
        func badge(showsFor seconds: Double) -> [MotionLintFinding] {
            MotionLint().findings(in: recordMotion(seconds: 0.3) { root in
                let badge = CardView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                VirtualClock.current!.schedule(at: 0.1) { root.addSubview(badge) }
                VirtualClock.current!.schedule(at: 0.1 + seconds) { badge.removeFromSuperview() }
            })
        }
        let flash = try #require(badge(showsFor: 0.01).first)
        #expect(flash.rule == .flash)
        #expect(flash.layer == "UIView/CardView")
        #expect(flash.tick == 6)
        #expect(badge(showsFor: 0.05).isEmpty, "three ticks are seen")
    }

    @Test func aSpringCutBeforeItSettlesSnaps() throws {
        let bouncy = Spring(mass: 1, stiffness: 100, damping: 5)
        func drop(duration: Double?) -> [MotionLintFinding] {
            MotionLint().findings(in: recordMotion(seconds: bouncy.settlingDuration + 0.1) { root in
                let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                root.addSubview(card)
                let spring = CASpringAnimation(keyPath: "position", spring: bouncy)
                spring.fromValue = CGPoint(x: 50, y: 50)
                if let duration { spring.duration = duration }
                card.center = CGPoint(x: 50, y: 350)
                card.layer.add(spring, forKey: "drop")
            })
        }
        let snap = try #require(drop(duration: 0.5).first)
        #expect(snap.rule == .unsettled)
        #expect(snap.tick == 30)
        #expect("\(snap)".contains("position snaps 26.04 pt to rest"))
        #expect(drop(duration: nil).isEmpty, "by its settling duration the spring rests")
    }

    @Test(arguments: [Float.infinity, .greatestFiniteMagnitude])
    func anEndlessSpinnerIsNotRunningAfterCompletion(repeatCount: Float) throws {
        let capture = recordMotion(seconds: 0.5) { root in
            let spinner = CardView(frame: CGRect(x: 170, y: 320, width: 36, height: 36))
            root.addSubview(spinner)
            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
            turn.toValue = 2 * Double.pi
            turn.duration = 1
            turn.repeatCount = repeatCount
            spinner.layer.add(turn, forKey: "spin")
        }
        #expect(MotionLint().findings(in: capture) == [])
    }

    @Test func aSpinnerBesideAFiniteAnimationStillHasThatOneReported() throws {
        let capture = recordMotion(seconds: 0.5) { root in
            let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(card)
            let pulse = CABasicAnimation(keyPath: "opacity")
            pulse.fromValue = 0.5
            pulse.duration = 0.3
            pulse.repeatDuration = .infinity
            card.layer.add(pulse, forKey: "pulse")
            UIView.animate(withDuration: 2) { card.frame.origin.x = 200 }
        }
        #expect(MotionLint().findings(in: capture).map(\.rule) == [.runningAfterCompletion])
    }

    @Test func anAnimationOutlivingTheTransitionIsReported() throws {
        let capture = recordMotion(seconds: 0.5) { root in
            let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(card)
            UIView.animate(withDuration: 2) { card.alpha = 0.5 }
        }
        let finding = try #require(MotionLint().findings(in: capture).first)
        #expect(finding.rule == .runningAfterCompletion)
        #expect(finding.tick == 30)
    }
}

/// Slides the presented view up for 0.6 s but calls `completeTransition` after 0.2 s, as an
/// animator that completes on a timer shorter than its animation does.
private final class EarlyCompletingSlide: UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let presented = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(presented)
        let rest = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        presented.frame = rest.offsetBy(dx: 0, dy: rest.height)
        UIView.animate(withDuration: 0.6) { presented.frame = rest }
        VirtualClock.current?.schedule(at: VirtualClock.now + 0.2) { transitionContext.completeTransition(true) }
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
}

extension MotionLintTests {
    @Test func anAnimatorThatCompletesBeforeItsAnimationEndsIsReportedWhereItCompleted() throws {
        let slide = EarlyCompletingSlide()
        let capture = recordMotion(seconds: 1.5) { root in
            let window = UIWindow(frame: root.bounds)
            root.addSubview(window)
            let home = UIViewController()
            window.rootViewController = home
            window.makeKeyAndVisible()
            let sheet = UIViewController()
            sheet.transitioningDelegate = slide
            sheet.modalPresentationStyle = .overFullScreen
            home.present(sheet, animated: true)
        }
        #expect(capture.completionTicks == [12], "completeTransition at 0.2 s, tick 12")
        let finding = try #require(MotionLint().findings(in: capture).first { $0.rule == .runningAfterCompletion })
        #expect(finding.tick == 13, "reported from the tick after the completion, not at the settled instant")
        #expect("\(finding)".contains("still animating after the transition's completion fired at 200 ms, for 400 ms"))
    }
}

/// Slides the presented view in and calls `completeTransition` twice, which UIKit ignores.
private final class TwiceCompletingSlide: UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let presented = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(presented)
        presented.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        VirtualClock.current?.schedule(at: VirtualClock.now + 0.3) {
            transitionContext.completeTransition(true)
            transitionContext.completeTransition(true)
        }
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
}

extension MotionLintTests {
    @Test func aSecondCompletionIsAMisuseTheSceneRendersThrough() throws {
        let slide = TwiceCompletingSlide()
        let (home, sheet) = (UIViewController(), UIViewController())
        let capture = recordMotion(seconds: 0.5) { root in
            let window = UIWindow(frame: root.bounds)
            root.addSubview(window)
            window.rootViewController = home
            sheet.transitioningDelegate = slide
            sheet.modalPresentationStyle = .overFullScreen
            home.present(sheet, animated: true)
        }
        #expect(sheet.presentingViewController === home, "the transition ended with the first call")
        let finding = try #require(MotionLint().findings(in: capture).first { $0.rule == .misuse })
        #expect(finding.tick == 18)
        #expect("\(finding)" == "motion lint misuse at 300 ms (tick 18): UIKit logged: TwiceCompletingSlide called completeTransition(_:) a second time; UIKit ignores it")
        #expect(MotionLint().findings(in: capture, exempting: [.init(.misuse, because: "on purpose")]).allSatisfy { $0.rule != .misuse })
    }
}
