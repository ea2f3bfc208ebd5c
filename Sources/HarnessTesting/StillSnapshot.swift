import Foundation
import GoldenKit
import ImageComparison
import Scenarios
import UIKit

/// Still snapshots: a view, a layer or a view controller drawn once on a device's screen in each
/// variant and checked as a one-frame golden `<name>/<variant>/f0-0000ms.png`, through the same
/// store, record modes and review images as a scenario's frames. No transition is involved.
enum StillSnapshot {
    /// The iPhone 15 in light mode, when a snapshot names no variants.
    static let defaultVariants = [Variant(device: .iPhone15)]

    /// One verdict per variant, in the order given. `content` builds a fresh scene each time, so
    /// a view or controller is never shared between screens.
    static func verdicts(named name: String, variants: [Variant], goldens: URL, tolerance: Tolerance,
                         record: RecordMode?, filePath: String, testName: String,
                         content: @escaping (Stage) -> Void) -> [GoldenVerdict] {
        // The runner builds each scene synchronously on this thread, inside this call, so the
        // caller's non-Sendable builder is only ever used where it was made.
        nonisolated(unsafe) let content = content
        let scenarios = Scenario.still(id: name, seed: "still", summary: "still snapshot \(name)", variants: variants,
                                       tolerance: tolerance) { stage in content(stage) }
        return scenarios.map { GoldenVerdict(of: $0, goldens: goldens, record: record, filePath: filePath, testName: testName) }
    }

    /// Puts `view` on the screen: as it is, or filling the screen when it has no size yet.
    static func show(_ view: UIView, on stage: Stage) {
        if view.bounds.size == .zero { view.frame = stage.rootView.bounds }
        stage.rootView.addSubview(view)
        view.layoutIfNeeded()
    }

    /// Puts `layer` on the screen in a view of the screen's size.
    static func show(_ layer: CALayer, on stage: Stage) {
        let host = UIView(frame: stage.rootView.bounds)
        host.layer.addSublayer(layer)
        stage.rootView.addSubview(host)
    }

    /// Shows `controller` as the root of a window filling the screen, as an app's key window does.
    static func show(_ controller: UIViewController, on stage: Stage) {
        stage.showWindow(rootViewController: controller).layoutIfNeeded()
    }
}
