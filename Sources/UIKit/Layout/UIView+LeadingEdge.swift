import Foundation
import QuartzCore

extension UIView {
    /// Mirrors the frames of `views` (subviews of this view, laid out left to right) across the
    /// bounds when this view lays out right to left, as leading and trailing constraints would
    /// place them. Controls call it at the end of `layoutSubviews()`.
    func mirrorForLayoutDirection(_ views: [UIView]) {
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return }
        for view in views {
            var frame = view.frame
            frame.origin.x = bounds.width - frame.maxX
            view.frame = frame
        }
    }

    /// Whether the view places its own content from the leading edge (bars, cells), so a
    /// screen that mirrors its subviews right to left must leave this one's alone.
    package var laysOutFromLeadingEdgeItself: Bool {
        traitState.resolutions[.layoutDirection] != nil
    }


    /// Lays out again whenever the layout direction this view inherits changes.
    func relayOutOnDirectionChange() {
        var laidOut: UIUserInterfaceLayoutDirection?
        resolveWithTraits(.layoutDirection) { [unowned self] traits in
            defer { laidOut = traits.effectiveLayoutDirection }
            if laidOut != nil, laidOut != traits.effectiveLayoutDirection { layoutSubviews() }
        }
    }
}

extension UIView {
    /// A rectangle in the bounds placed `leading` points from the leading edge: from the left
    /// left to right, from the right right to left, as a leading anchor constraint lays out.
    ///
    ///     avatar.frame = cell.leadingRect(leading: 16, y: 8, width: 40, height: 40)
    package func leadingRect(leading: Double, y: Double, width: Double, height: Double) -> CGRect {
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.maxX - leading - width : bounds.minX + leading
        return CGRect(x: x, y: y, width: width, height: height)
    }
}
