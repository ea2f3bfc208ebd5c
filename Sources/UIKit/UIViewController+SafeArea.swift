import Foundation
import TransitionKit

extension ViewController {
    /// Kept for ported code: the safe area comes from the device.
    public var additionalSafeAreaInsets: UIEdgeInsets {
        get { keyedValues["additionalSafeAreaInsets"] as? UIEdgeInsets ?? .zero }
        set { keyedValues["additionalSafeAreaInsets"] = newValue }
    }
}
