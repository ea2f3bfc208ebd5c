import UIKit

/// The shimmer overlay the lenticular screen lays over its content; a plain view is enough to lay out.
final class LenticularOverlayView: UIView {}

extension UIView {
    /// Pins this view to every edge of `view`, as the app's own layout helper does.
    func anchorToAllSidesOf(view: UIView) {
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: view.leadingAnchor),
            trailingAnchor.constraint(equalTo: view.trailingAnchor),
            topAnchor.constraint(equalTo: view.topAnchor),
            bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}
