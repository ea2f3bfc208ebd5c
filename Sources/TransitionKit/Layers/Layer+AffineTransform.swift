import Foundation

extension Layer {
    /// The transform as a 2D affine one, as `CALayer.affineTransform()`/`setAffineTransform(_:)`:
    /// the three-ways article's animators write `imageView.layer.affineTransform = transform`.
    public var affineTransform: CGAffineTransform {
        get { transform.affineTransform }
        set { transform = Transform3D(newValue) }
    }
}
