import ImageComparison
import Scenarios
import UIKit

extension Snapshotting where Subject: UIView {
    /// The view on the iPhone 15 in light mode.
    public static var image: Snapshotting { image() }

    /// The view on each variant's screen: as it is, or filling the screen when it has no size yet.
    ///
    ///     expectGoldenImage(of: LoginView(), as: .image(on: variants.all), named: "login")
    public static func image(on variants: [Variant] = Snapshotting<StillScreen>.defaultVariants,
                             tolerance: Tolerance = .default) -> Snapshotting {
        Snapshotting<StillScreen>.image(on: variants, tolerance: tolerance).pullback { view in
            StillScreen { stage in
                if view.bounds.size == .zero { view.frame = stage.rootView.bounds }
                stage.rootView.addSubview(view)
                view.layoutIfNeeded()
            }
        }
    }
}
