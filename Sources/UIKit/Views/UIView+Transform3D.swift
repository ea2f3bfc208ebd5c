import Foundation
import QuartzCore

extension UIView {
    /// The layer's 3D transform, as iOS 13's `UIView.transform3D`; it animates inside
    /// `UIView.animate` as `transform` does.
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
}
