import Foundation
import TransitionKit

extension View {
    /// How a view's tint shows while something is presented over it, as `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }

    /// Kept for ported code; tints are not dimmed here.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get { layer.keyedValues["view.tintAdjustmentMode"] as? TintAdjustmentMode ?? .automatic }
        set { layer.keyedValues["view.tintAdjustmentMode"] = newValue }
    }
}
