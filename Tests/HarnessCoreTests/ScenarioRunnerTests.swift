import Foundation
import GoldenKit
import HarnessCore
import Pixels
import Scenarios
import Testing
import UIKit

/// Bad scenarios fail with an error that names the scenario and what is wrong, never a crash.
@Suite struct ScenarioRunnerTests {
    func scenario(id: String = "bad", duration: Double = 0.5, screen: CGSize = Scenario.iPhoneScreen,
                  times: [Double]? = nil, setUp: @escaping @Sendable (Stage) -> Void = { $0.startTransition {} }) -> Scenario {
        Scenario(id: id, source: "test", summary: "a scenario for the runner's checks", duration: duration,
                 screenSize: screen, sampleTimes: times ?? [0], setUp: setUp)
    }

    func failure(of scenario: Scenario) -> String? {
        do {
            _ = try ScenarioRunner().frames(of: scenario)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [Double.nan, .infinity, -1])
    func aBadDurationNamesTheScenario(duration: Double) throws {
        let message = try #require(failure(of: scenario(id: "bad-duration", duration: duration)))
        #expect(message.contains("bad-duration"))
        #expect(message.contains("duration"))
    }

    @Test func anEmptyScreenIsRefused() throws {
        let message = try #require(failure(of: scenario(screen: CGSize(width: 0, height: 667))))
        #expect(message.contains("screen size"))
    }

    @Test(arguments: [[0.5, 0.25], [0, .nan], [-1], []])
    func sampleTimesMustIncreaseAndBeFinite(times: [Double]) throws {
        #expect(failure(of: scenario(times: times)) != nil)
    }

    @Test func aScenarioThatNeverStartsItsTransitionSaysSo() throws {
        let message = try #require(failure(of: scenario { _ in }))
        #expect(message.contains("startTransition"))
        #expect(message.contains("Scenario.still"), "a still screen is the other thing the author may have meant")
    }

    @Test func aStillNeedsNoTransitionAndDrawsItsSceneOnce() throws {
        let still = Scenario.still(id: "still", source: "test", summary: "an orange square") { stage in
            let square = UIView(frame: CGRect(x: 10, y: 100, width: 50, height: 50))
            square.backgroundColor = .systemOrange
            stage.rootView.addSubview(square)
        }
        #expect(still.isStill && still.sampleTimes == [0])
        let frames = try ScenarioRunner().frames(of: still)
        #expect(frames.count == 1)
        #expect(frames[0].bitmap[30 * 2, 120 * 2] == RGBA(r: 255, g: 149, b: 0, a: 255), "drawn on the iPhone SE at 2x")
        let dark = Scenario.still(id: "still", source: "test", summary: "", variants: [Variant(device: .iPhone15, userInterfaceStyle: .dark)]) { _ in }
        #expect(dark.map(\.id) == ["still/iPhone15-dark"] && dark[0].isStill)
    }

    @Test func anAnimatorThatNeverCompletesIsNamed() throws {
        let message = try #require(failure(of: scenario(id: "stuck") { stage in
            let root = UIViewController()
            stage.showWindow(rootViewController: root)
            let presented = UIViewController()
            let delegate = StuckDelegate()
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
            stage.startTransition {
                withExtendedLifetime(delegate) { root.present(presented, animated: true) }
            }
        }))
        #expect(message.contains("stuck"))
        #expect(message.contains("NeverCompletingAnimator"))
    }

    @Test func aBrokenScenarioFailsAloneInACatalogRun() throws {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("runner-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: goldens) }
        let run = CatalogRun(store: GoldenStore(directory: goldens), jobs: 2)
        let outcomes = run.check([scenario(id: "broken", duration: .nan), scenario(id: "fine")])
        #expect(outcomes.map(\.id) == ["broken", "fine"])
        #expect(outcomes[0].status == .errored)
        #expect(outcomes[1].status == .missing)
    }

    @Test func aScenarioPastItsTimeBudgetErrorsNamingWhatItWasDoingAndTheOthersRun() throws {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("runner-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: goldens) }
        // No time at all: over budget as soon as its scene is built, however fast the machine.
        var slow = scenario(id: "slow")
        slow.timeBudget = .zero
        let outcomes = CatalogRun(store: GoldenStore(directory: goldens), jobs: 2).check([slow, scenario(id: "fine")])
        #expect(outcomes.map(\.status) == [.errored, .missing])
        let error = try #require(outcomes[0].error)
        #expect(error.contains("slow") && error.contains("ran past its time budget of 0 s while building the scene"), "\(error)")
        // The run's budget applies to a scenario that sets none.
        let strict = CatalogRun(store: GoldenStore(directory: goldens), jobs: 1, timeBudget: .zero).check([scenario(id: "fine")])
        #expect(strict.map(\.status) == [.errored])
    }

    @Test func aUsersAnimationWithANaNDurationErrorsAloneWithItsName() throws {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("runner-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: goldens) }
        let nanFade = scenario(id: "nan-fade") { stage in
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            stage.rootView.addSubview(card)
            stage.startTransition {
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 0.0
                fade.toValue = 1.0
                fade.duration = .nan
                card.layer.add(fade, forKey: "fade")
            }
        }
        let outcomes = CatalogRun(store: GoldenStore(directory: goldens), jobs: 2).check([nanFade, scenario(id: "fine")])
        #expect(outcomes.map(\.status) == [.errored, .missing])
        let message = try #require(outcomes[0].error)
        #expect(message.contains("nan-fade"))
        #expect(message.contains("CALayer.add(_:forKey: \"fade\")"))
        #expect(message.contains("duration"))
    }
}

/// An animator that forgets `completeTransition(_:)`.
private final class NeverCompletingAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
}

private final class StuckDelegate: UIViewControllerTransitioningDelegate {
    let animator = NeverCompletingAnimator()
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}
