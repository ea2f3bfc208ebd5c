import Foundation
import HarnessCore
import Pixels
import Scenarios
import Testing
import UIKit

/// A view tree nested thousands deep, as generated code or an attack builds it: every pass over
/// the tree (layout, traits, display, animation, the presentation copy, drawing, the motion
/// trace) walks it without recursion, so depth costs time and memory but never the stack.
@Suite struct DeepTreeTests {
    /// `depth` views each inside the last, translucent so every one is drawn as a group, the
    /// innermost orange; the outermost below the navigation bar, the next 40 each a point in
    /// from their parent: the innermost lies at (40, 160) to (100, 220).
    static func nest(depth: Int, in root: UIView) -> UIView {
        var parent = root
        for level in 0..<depth {
            let inset: CGFloat = level == 0 ? 0 : level <= 40 ? 1 : 0
            let child = UIView(frame: CGRect(x: inset, y: level == 0 ? 120 : inset, width: 60, height: 60))
            child.alpha = 0.999
            parent.addSubview(child)
            parent = child
        }
        parent.backgroundColor = .systemOrange
        return parent
    }

    /// 3,000 deep by default, past where a worker thread's stack overflowed; set
    /// HARNESS_DEEP_TREE_DEPTH=10000 to measure the figure the README gives.
    @Test func thousandsOfNestedTranslucentViewsAreBuiltPushedAndDrawn() throws {
        let depth = Int(ProcessInfo.processInfo.environment["HARNESS_DEEP_TREE_DEPTH"] ?? "") ?? 3_000
        let pushed = Scenario(id: "deep", source: "test", summary: "a deep tree pushed", duration: 0.3,
                              sampleTimes: [0, 0.15, 0.3]) { stage in
            let first = UIViewController()
            _ = DeepTreeTests.nest(depth: depth, in: first.view)
            let navigation = UINavigationController(rootViewController: first)
            stage.showWindow(rootViewController: navigation)
            stage.startTransition {
                let second = UIViewController()
                _ = DeepTreeTests.nest(depth: depth, in: second.view)
                navigation.pushViewController(second, animated: true)
            }
        }
        let frames = try ScenarioRunner().frames(of: pushed)
        #expect(frames.count == 3)
        // 0.999 of a byte rounds back to the byte, so the innermost orange shows through every level.
        let innermost = try #require(frames.last).bitmap[70 * 2, 190 * 2]
        #expect(innermost == RGBA(r: 255, g: 149, b: 0, a: 255))
    }
}
