import Foundation

extension View {
    /// A view showing this view's current look, frozen, as `snapshotView(afterScreenUpdates:)`:
    /// later changes to this view do not reach it. It has this view's size and centre, so added
    /// to the same superview it covers the original exactly.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? {
        resizableSnapshotView(from: bounds, afterScreenUpdates: afterUpdates, withCapInsets: .zero).map { snapshot in
            snapshot.center = center
            return snapshot
        }
    }

    /// A frozen view of `rect` (in this view's coordinates), as
    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`; the cap insets are
    /// accepted, and the picture stretches as a whole.
    public func resizableSnapshotView(from rect: Rect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: EdgeInsets) -> View? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        let look = layer.presentation()
        look.transform = .identity
        look.opacity = 1
        look.isHidden = false
        // Placed in a frame whose corner is rect's corner: a content point q shows at q − rect.origin.
        look.position = Point(x: bounds.minX - rect.minX + look.anchorPoint.x * bounds.width,
                              y: bounds.minY - rect.minY + look.anchorPoint.y * bounds.height)
        let picture = Layer()
        picture.frame = Rect(origin: .zero, size: rect.size)
        picture.addSublayer(look)
        let snapshot = ImageView(image: Image(size: rect.size, picture: picture, name: "snapshot"))
        snapshot.frame = Rect(origin: .zero, size: rect.size)
        return snapshot
    }
}
