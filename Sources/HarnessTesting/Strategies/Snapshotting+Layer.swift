import ImageComparison
import Scenarios
import UIKit

extension Snapshotting where Subject: CALayer {
    /// The layer on the iPhone 15 in light mode.
    public static var image: Snapshotting { image() }

    /// The layer on each variant's screen, in a view the size of the screen.
    public static func image(on variants: [Variant] = Snapshotting<StillScreen>.defaultVariants,
                             tolerance: Tolerance = .default) -> Snapshotting {
        Snapshotting<StillScreen>.image(on: variants, tolerance: tolerance).pullback { layer in
            StillScreen { stage in
                let host = UIView(frame: stage.rootView.bounds)
                host.layer.addSublayer(layer)
                stage.rootView.addSubview(host)
            }
        }
    }
}
