import ImageComparison
import Scenarios
import UIKit

extension Snapshotting where Subject: UIViewController {
    /// The controller on the iPhone 15 in light mode.
    public static var image: Snapshotting { image() }

    /// The controller as the root of a window filling each variant's screen, as an app's key
    /// window shows it.
    public static func image(on variants: [Variant] = Snapshotting<StillScreen>.defaultVariants,
                             tolerance: Tolerance = .default) -> Snapshotting {
        Snapshotting<StillScreen>.image(on: variants, tolerance: tolerance).pullback { controller in
            StillScreen { stage in stage.showWindow(rootViewController: controller).layoutIfNeeded() }
        }
    }
}
