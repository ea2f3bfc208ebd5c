import Foundation
import ImageComparison
import Scenarios

/// A still screen: whatever fills a stage, drawn once with nothing moving. The strategies for a
/// view, a layer and a controller are pullbacks of its `image` strategy.
public struct StillScreen {
    public let build: (Stage) -> Void

    public init(build: @escaping (Stage) -> Void) { self.build = build }
}

extension Snapshotting where Subject == StillScreen {
    /// The iPhone 15 in light mode, when a still names no variants.
    public static var defaultVariants: [Variant] { [Variant(device: .iPhone15)] }

    /// The screen drawn once in each variant, `<name>/<variant>/f0-0000ms.png`; the name is
    /// `named:`, else the test's.
    public static func image(on variants: [Variant] = defaultVariants, tolerance: Tolerance = .default) -> Snapshotting {
        Snapshotting { make, naming in
            // The runner builds each scene synchronously on the asserting thread, inside the
            // assertion, so the non-Sendable builder is only ever used where it was made.
            nonisolated(unsafe) let make = make
            let still = Scenario.still(id: naming.nameOrTestName, source: "still", summary: "still snapshot \(naming.nameOrTestName)",
                                       variants: variants, tolerance: tolerance) { stage in make().build(stage) }
            return still.map { scenario in
                var scenario = scenario
                scenario.declaration = naming.declaration
                return GoldenCheck.scenario(scenario)
            }
        }
    }
}
