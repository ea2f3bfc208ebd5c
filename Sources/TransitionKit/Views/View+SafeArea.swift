import Foundation

extension View {
    /// How far the display's status bar, rounded corners and home indicator reach into this view,
    /// as `UIView.safeAreaInsets`: the screen's insets where this view overlaps them, zero
    /// outside any device screen (DeviceScreen.swift).
    public var safeAreaInsets: EdgeInsets {
        var current: View? = self
        while let view = current {
            if let screenInsets = view.traitState.screenSafeAreaInsets {
                let frame = convert(bounds, to: view)
                let screen = view.bounds
                return EdgeInsets(
                    top: min(bounds.height, max(0, screen.minY + screenInsets.top - frame.minY)),
                    left: min(bounds.width, max(0, screen.minX + screenInsets.left - frame.minX)),
                    bottom: min(bounds.height, max(0, frame.maxY - (screen.maxY - screenInsets.bottom))),
                    right: min(bounds.width, max(0, frame.maxX - (screen.maxX - screenInsets.right))))
            }
            current = view.superview
        }
        return .zero
    }

    /// The part of the bounds clear of the safe-area insets, as `safeAreaLayoutGuide.layoutFrame`.
    public var safeAreaLayoutGuide: LayoutGuide {
        LayoutGuide(layoutFrame: bounds.inset(by: safeAreaInsets))
    }

    /// A rectangle in the bounds placed `leading` points from the leading edge: from the left
    /// left to right, from the right right to left, as a leading anchor constraint lays out.
    ///
    ///     avatar.frame = cell.leadingRect(leading: 16, y: 8, width: 40, height: 40)
    public func leadingRect(leading: Double, y: Double, width: Double, height: Double) -> Rect {
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.maxX - leading - width : bounds.minX + leading
        return Rect(x: x, y: y, width: width, height: height)
    }
}

/// A rectangle for laying out against, as `UILayoutGuide`'s `layoutFrame`.
public struct LayoutGuide: Hashable, Sendable {
    public let layoutFrame: Rect
}
