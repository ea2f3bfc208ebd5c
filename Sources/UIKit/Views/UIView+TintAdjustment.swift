import Foundation
import QuartzCore

extension UIView {
    /// How a view's tint shows while something is presented over it, as `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }

}
