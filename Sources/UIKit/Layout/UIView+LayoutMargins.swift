import Foundation
import QuartzCore

extension UIView {
    /// The margins by reading direction, as `directionalLayoutMargins`: what `layoutMargins`
    /// gives, with leading and trailing swapped right to left.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { effectiveLayoutMargins.directional(in: effectiveUserInterfaceLayoutDirection) }
        set { setOwnMargins(newValue) }
    }

    /// Whether margins that reach into the unsafe area are moved inside it, as
    /// `insetsLayoutMarginsFromSafeArea` (true by default).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState.insetsLayoutMarginsFromSafeArea }
        set {
            layoutState.insetsLayoutMarginsFromSafeArea = newValue
            marginsDidChange()
        }
    }

    /// Kept: margins here do not cascade from the superview.
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState.preservesSuperviewLayoutMargins }
        set { layoutState.preservesSuperviewLayoutMargins = newValue }
    }

    /// The margins in effect, by screen edge: the view's own (8 points a side by default), at
    /// least its controller's `systemMinimumLayoutMargins` for a controller's root view, and, on
    /// each edge where the safe area reaches further in, the safe area's inset instead, as
    /// UIKit's documentation of `insetsLayoutMarginsFromSafeArea` describes: margins outside the
    /// safe area are moved to its boundary. On an iPhone 15 a root view's are (59, 16, 34, 16).
    var effectiveLayoutMargins: UIEdgeInsets {
        let direction = effectiveUserInterfaceLayoutDirection
        var margins = layoutState.ownMargins ?? UIView.defaultMargins
        if let controller = traitState.viewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            margins = layoutState.ownMargins.map {
                NSDirectionalEdgeInsets(top: max($0.top, minimum.top), leading: max($0.leading, minimum.leading),
                                        bottom: max($0.bottom, minimum.bottom), trailing: max($0.trailing, minimum.trailing))
            } ?? minimum
        }
        var insets = margins.edgeInsets(in: direction)
        if layoutState.insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            insets = UIEdgeInsets(top: max(insets.top, safe.top), left: max(insets.left, safe.left),
                                  bottom: max(insets.bottom, safe.bottom), right: max(insets.right, safe.right))
        }
        return insets
    }

    /// A view's margins before anything sets them: 8 points on each side, as UIKit documents.
    static let defaultMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    func setOwnLayoutMargins(_ margins: UIEdgeInsets) {
        setOwnMargins(margins.directional(in: effectiveUserInterfaceLayoutDirection))
    }

    private func setOwnMargins(_ margins: NSDirectionalEdgeInsets) {
        layoutState.ownMargins = margins
        marginsDidChange()
    }

    private func marginsDidChange() {
        invalidateConstraintLayout()
        setNeedsLayout()
        layoutMarginsDidChange()
    }
}

extension UIViewController {
    /// The smallest margins UIKit gives a controller's root view, as `systemMinimumLayoutMargins`:
    /// none above and below, and 16 points at the sides, 20 on screens at least 414 points wide
    /// (the Plus and Max iPhones and iPads), as UIKit sets them for the width.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = (viewIfLoaded?.bounds.width ?? 0) >= 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}
