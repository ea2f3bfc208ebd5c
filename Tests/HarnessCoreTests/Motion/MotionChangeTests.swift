import Foundation
import GoldenKit
import HarnessCore
import HarnessReport
import Scenarios
import Testing
import UIKit

/// A push whose animation changed, checked against its motion golden as `harness check` does:
/// the failure leads with the layer whose own animation changed, in a few lines, and folds the
/// navigation bar's parts and the covered screen's subviews that follow it into a count.
@Suite struct MotionChangeTests {
    /// A push on a navigation delegate's animator: the pushed screen slides in from the right
    /// over `duration` while the covered one moves left by `parallax` of the width; the bar's
    /// titles and back button move with it, as they do under any animator.
    private func push(duration: Double, parallax: Double = 0.3) -> Scenario {
        Scenario(id: "slide-push", source: "test", summary: "a slide push", duration: 0.6) { stage in
            let list = SlidingListController(size: stage.size, duration: duration, parallax: parallax)
            let navigation = stage.showNavigationStack([list])
            navigation.delegate = list
            stage.startTransition {
                let card = SceneController(title: "Detail", tint: Palette.green, size: stage.size) {
                    CardScreen.content(title: "Detail", tint: Palette.green, size: $0)
                }
                navigation.pushViewController(card, animated: true)
            }
        }
    }

    /// The outcome of checking `changed` against goldens recorded from `golden`, with its report page.
    private func check(_ changed: Scenario, against golden: Scenario) throws -> (MotionOutcome, page: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motion-changes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (goldens, report) = (folder.appendingPathComponent("Goldens"), folder.appendingPathComponent("report"))
        let store = GoldenStore(directory: goldens)
        #expect(CatalogRun(store: store, jobs: 1).record(golden, mode: .missing).status == .written)
        let outcome = try #require(CatalogRun(store: store, jobs: 1, artifacts: report).check([changed]).first)
        try RunReport.write(RunResults(mode: .never, scenarios: [outcome]), to: report)
        let page = try String(contentsOf: report.appendingPathComponent(RunReport.indexFileName), encoding: .utf8)
        return (try #require(outcome.motion), page)
    }

    @Test func aLongerPushLeadsWithThePushedViewAndFoldsTheBarIntoACount() throws {
        let (motion, page) = try check(push(duration: 0.5), against: push(duration: 0.35))
        let brief = motion.lines(verbose: false, listedBy: "--verbose lists them")
        #expect(brief.count <= 10, "\(brief.joined(separator: "\n"))")
        let first = try #require(brief.first)
        #expect(first.hasPrefix("ScreenView/UIWindow/UINavigationController/UIView/SceneController position: the motion ends at 500 ms instead of 350 ms"),
                "the pushed controller's view leads: \(first)")
        #expect(first.contains("the same path at another pace"))
        #expect(!brief.dropLast().contains { $0.contains("UINavigationBar") }, "the bar's parts follow the push: \(brief)")
        let fold = try #require(brief.last)
        #expect(fold.hasPrefix("… and ") && fold.hasSuffix(" follow the same change (--verbose lists them)"), "\(fold)")

        let all = motion.lines(verbose: true, listedBy: "")
        let following = motion.changes.flatMap(\.following)
        #expect(fold.hasPrefix("… and \(following.count) more layers"))
        #expect(following.count > 10, "the bar's titles and the covered screen's subviews, \(following.count) of them")
        #expect(following.contains { $0.contains("UINavigationBar") })
        #expect(all.count == motion.changes.count + following.count)

        #expect(page.contains("position progress: expected dashed, actual solid"), "the report draws the two paces")
        #expect(page.contains("changed its timing alone"))
        #expect(!page.contains("alt=\"diff "), "a change of pace shows no solid-red diff")
    }

    @Test func aChangedPathLeadsWithTheLayerThatTookIt() throws {
        let (motion, page) = try check(push(duration: 0.35, parallax: 0.5), against: push(duration: 0.35))
        let first = try #require(motion.changes.first?.line)
        #expect(first.hasPrefix("ScreenView/UIWindow/UINavigationController/UIView/SlidingListController position"),
                "the covered screen, whose own animation changed, leads: \(first)")
        #expect(!first.contains("another pace"))
        #expect(motion.changes.allSatisfy { $0.progress == nil })
        #expect(!page.contains("changed its timing alone"))
    }
}

/// The first screen of the stack, and the delegate that gives its push a slide of `duration`.
private final class SlidingListController: UIViewController, UINavigationControllerDelegate {
    let size: CGSize, duration: Double, parallax: Double

    init(size: CGSize, duration: Double, parallax: Double) {
        (self.size, self.duration, self.parallax) = (size, duration, parallax)
        super.init(nibName: nil, bundle: nil)
        title = "Library"
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = CardScreen.content(title: "Library", tint: Palette.blue, size: size)
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideAnimator(duration: duration, parallax: parallax)
    }
}

private final class SlideAnimator: UIViewControllerAnimatedTransitioning {
    let duration: Double, parallax: Double

    init(duration: Double, parallax: Double) { (self.duration, self.parallax) = (duration, parallax) }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let (from, to) = (transitionContext.view(forKey: .from)!, transitionContext.view(forKey: .to)!)
        let rest = transitionContext.containerView.bounds
        transitionContext.containerView.addSubview(to)
        to.frame = rest.offsetBy(dx: rest.width, dy: 0)
        UIView.animate(withDuration: duration, animations: {
            to.frame = rest
            from.frame = rest.offsetBy(dx: -self.parallax * rest.width, dy: 0)
        }) { _ in
            from.frame = rest
            transitionContext.completeTransition(true)
        }
    }
}
