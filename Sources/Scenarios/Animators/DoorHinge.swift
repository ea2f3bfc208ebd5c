// The door article (iOS的自定义转场): the door hinge PushTransition and PopTransition share.
import Foundation
import UIKit

/// The door article's door: a view hung on its left edge (anchor (0, 0.5)) with perspective
/// m34 = −1/500, and the angle at which it stands open.
enum DoorHinge {
    /// A quarter turn about the y axis: the door seen edge-on.
    static let open = CATransform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0)

    /// Hangs `view` on its left edge at the height of `reference`'s middle, as both of the door article's animators do.
    static func hang(_ view: UIView, besideMiddleOf reference: UIView) {
        var transform = CATransform3D.identity
        transform.m34 = -1 / 500.0
        view.layer.transform = transform
        view.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        view.layer.position = CGPoint(x: 0, y: reference.frame.midY)
    }
}
