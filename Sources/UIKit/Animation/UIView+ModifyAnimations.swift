import Foundation
import QuartzCore

extension UIView {
    /// Runs `animations` inside the current `UIView.animate` block with a repeat count and
    /// autoreverse of their own, as `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)`;
    /// outside a block the changes simply happen.
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let context = ViewAnimationContext.active else { return animations() }
        let outer = context.repeatOverride
        context.repeatOverride = (Double(count), autoreverses)
        defer { context.repeatOverride = outer }
        animations()
    }
}
