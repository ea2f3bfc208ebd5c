import Foundation
import QuartzCore

extension UIView {
    /// A view showing this view's current look, frozen, as `snapshotView(afterScreenUpdates:)`:
    /// later changes to this view do not reach it. It has this view's size and centre, so added
    /// to the same superview it covers the original exactly.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        resizableSnapshotView(from: bounds, afterScreenUpdates: afterUpdates, withCapInsets: .zero).map { snapshot in
            snapshot.center = center
            return snapshot
        }
    }

    /// A frozen view of `rect` (in this view's coordinates), as
    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`; the cap insets are
    /// accepted, and the picture stretches as a whole.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        let look = layer.presentationTree()
        look.transform = .identity
        look.opacityValue = 1
        look.isHidden = false
        // Placed in a frame whose corner is rect's corner: a content point q shows at q − rect.origin.
        look.position = CGPoint(x: bounds.minX - rect.minX + look.anchorPoint.x * bounds.width,
                              y: bounds.minY - rect.minY + look.anchorPoint.y * bounds.height)
        let picture = CALayer()
        picture.frame = CGRect(origin: .zero, size: rect.size)
        picture.addSublayer(look)
        let snapshot = UIImageView(image: UIImage(size: rect.size, picture: picture, name: "snapshot"))
        snapshot.frame = CGRect(origin: .zero, size: rect.size)
        return snapshot
    }
}
