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
        traitState.resolutions[Self.layoutDirectionKey] != nil
    }

    private static let layoutDirectionKey = "layoutDirection"

    /// Lays out again whenever the layout direction this view inherits changes.
    func relayOutOnDirectionChange() {
        var laidOut: UIUserInterfaceLayoutDirection?
        resolveWithTraits(Self.layoutDirectionKey) { [unowned self] traits in
            defer { laidOut = traits.effectiveLayoutDirection }
            if laidOut != nil, laidOut != traits.effectiveLayoutDirection { layoutSubviews() }
        }
    }
}
