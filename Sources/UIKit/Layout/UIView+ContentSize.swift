import Foundation
import QuartzCore

extension UIView {
    /// The fitting target for the smallest size constraints allow, as `layoutFittingCompressedSize`.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The fitting target for the largest size constraints allow, as `layoutFittingExpandedSize`.
    public static let layoutFittingExpandedSize = CGSize(width: CGFloat(1e8), height: CGFloat(1e8))

    /// How strongly the view resists growing past its intrinsic size on `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState.hugging[axis.rawValue]
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutState.hugging[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState.compressionResistance[axis.rawValue]
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutState.compressionResistance[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// Tells the layout that `intrinsicContentSize` changed, so the next pass solves again.
    public func invalidateIntrinsicContentSize() {
        invalidateConstraintLayout()
        superview?.setNeedsLayout()
    }

    /// Where a baseline anchor of this view lies: `fractionOfHeight` of the way down plus
    /// `offset` points. A view without text uses its bottom edge, as UIKit does; a label or a
    /// view that shows its text in one (`forFirstBaselineLayout`) uses the text's baseline, and an
    /// image view showing a symbol the symbol's, so a symbol lines up with text beside it.
    func baselinePlacement(first: Bool) -> (fractionOfHeight: Double, offset: Double) {
        let textView = first ? forFirstBaselineLayout : forLastBaselineLayout
        if textView === self, let fraction = (self as? UIImageView)?.baselineFraction { return (fraction, 0) }
        guard let label = textView as? UILabel else { return (1, 0) }
        let offsetFromCenter = label.baselineOffsetFromCenter(first: first)
        guard textView !== self else { return (0.5, offsetFromCenter) }
        let center = textView.convert(CGPoint(x: textView.bounds.midX, y: textView.bounds.midY), to: self).y - bounds.minY
        return (0, center + offsetFromCenter)
    }
}
