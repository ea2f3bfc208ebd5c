import Foundation
import Testing
@testable import UIKit

/// The navigation bar's texts while a push or pop moves them. A text that turns into another
/// (a title into the next screen's back title, a large title into the back title) travels with
/// it, both centred on one point at every instant, so a pop never shows "LibrLibrary".
@Suite("Navigation bar items in motion")
struct UINavigationBarItemMotionTests {
    /// Where the text of each shown label reading `text` is drawn now, in the bar's space, and how
    /// wide: the label's text width at its current scale, placed in its frame as its alignment
    /// places it (a label's bounds leave room beyond its text).
    static func shown(_ text: String, in bar: UINavigationBar) -> [(center: CGPoint, width: Double)] {
        var found: [(center: CGPoint, width: Double)] = []
        for case let item as NavigationItemView in bar.subviews {
            let origin = item.layer.presentationTree().frame.origin
            for case let label as UILabel in item.subviews where label.text == text {
                let layer = label.layer.presentationTree()
                guard layer.opacityValue > 0.001 else { continue }
                let frame = layer.frame
                let width = label.intrinsicContentSize.width * frame.width / layer.bounds.width
                let x = switch label.textAlignment {
                case .left: frame.minX + width / 2
                case .right: frame.maxX - width / 2
                default: frame.midX
                }
                found.append((CGPoint(x: origin.x + x, y: origin.y + frame.midY), width))
            }
        }
        return found
    }

    /// Every instant of `duration` in tenths, the labels reading `text` that show share one centre
    /// and one extent.
    static func expectOneText(_ text: String, in bar: UINavigationBar, on clock: VirtualClock, over duration: Double) {
        for tenth in 1..<10 {
            clock.advance(to: clock.time + duration / 10)
            let labels = shown(text, in: bar)
            #expect(!labels.isEmpty, "\(text) shows at \(tenth)/10")
            for label in labels.dropFirst() {
                #expect(abs(label.center.x - labels[0].center.x) < 0.01 && abs(label.center.y - labels[0].center.y) < 0.01,
                        "two \(text) at \(tenth)/10: \(labels.map(\.center))")
                #expect(abs(label.width - labels[0].width) < 0.01, "\(text) in two sizes at \(tenth)/10: \(labels.map(\.width))")
            }
        }
    }

    static func stack(_ titles: [String], largeRoot: Bool = false) -> (VirtualClock, UINavigationController) {
        onClock {
            let controllers = titles.map { title -> UIViewController in
                let controller = UIViewController()
                controller.title = title
                return controller
            }
            if largeRoot { controllers[0].navigationItem.largeTitleDisplayMode = .always }
            let nav = UINavigationController(rootViewController: controllers[0])
            _ = makeWindow(root: nav)
            for controller in controllers.dropFirst() { nav.pushViewController(controller, animated: false) }
            return nav
        }
    }

    @Test("popping, the back title and the title it becomes move as one")
    func defaultPop() {
        let (clock, nav) = Self.stack(["Library", "Chapter 1"])
        clock.run { nav.popViewController(animated: true) }
        Self.expectOneText("Library", in: nav.navigationBar, on: clock, over: 0.5)
    }

    @Test("pushing, the title and the back title it becomes move as one")
    func defaultPush() {
        let (clock, nav) = Self.stack(["Library"])
        clock.run { nav.pushViewController(UIViewController(), animated: true) }
        Self.expectOneText("Library", in: nav.navigationBar, on: clock, over: 0.5)
    }

    @Test("a custom animator's pop and a scrubbed one move the texts as one too")
    func customAndInteractivePops() {
        final class Fade: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate {
            var interaction: UIPercentDrivenInteractiveTransition?
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 2 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let to = transitionContext.view(forKey: .to)!
                transitionContext.containerView.insertSubview(to, at: 0)
                UIView.animate(withDuration: 2, animations: { transitionContext.view(forKey: .from)?.alpha = 0 }) { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
            func navigationController(_ navigationController: UINavigationController,
                                      interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
                -> UIViewControllerInteractiveTransitioning? { interaction }
        }
        let fade = Fade()
        let (clock, nav) = Self.stack(["Library", "Chapter 1"])
        nav.delegate = fade
        clock.run { nav.popViewController(animated: true) }
        Self.expectOneText("Library", in: nav.navigationBar, on: clock, over: 2)

        let (scrubbed, scrubbedNav) = Self.stack(["Library", "Chapter 1"])
        let interaction = UIPercentDrivenInteractiveTransition()
        fade.interaction = interaction
        scrubbedNav.delegate = fade
        scrubbed.run {
            scrubbedNav.popViewController(animated: true)
            interaction.update(0.4)
        }
        Self.expectOneText("Library", in: scrubbedNav.navigationBar, on: scrubbed, over: 0.5)
        withExtendedLifetime(fade) {}
    }

    @Test("pushing from a large title, it shrinks into the back title, both on one centre and one extent")
    func largeTitleIntoTheBackButton() {
        let (clock, nav) = Self.stack(["Settings"], largeRoot: true)
        clock.run { nav.pushViewController(UIViewController(), animated: true) }
        Self.expectOneText("Settings", in: nav.navigationBar, on: clock, over: 0.5)
        clock.advance(to: 1)
        let rest = Self.shown("Settings", in: nav.navigationBar)
        #expect(rest.count == 1 && abs(rest[0].center.y - UINavigationBar.height / 2) < 0.01, "the back title, in the bar: \(rest)")
    }
}
