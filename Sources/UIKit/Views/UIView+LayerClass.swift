import Foundation
import QuartzCore

extension UIView {
    /// A new layer of `layerClass`, as UIKit makes a view's layer. Without an Objective-C
    /// runtime a class cannot be made from its metatype, so Core Animation's own classes are
    /// made by name; a subclass of one is made as that class, and anything else as a `CALayer`.
    static func makeLayer(of layerClass: AnyClass) -> CALayer {
        switch layerClass {
        case is CAShapeLayer.Type: CAShapeLayer()
        case is CAGradientLayer.Type: CAGradientLayer()
        case is CATextLayer.Type: CATextLayer()
        case is CAReplicatorLayer.Type: CAReplicatorLayer()
        case is CAEmitterLayer.Type: CAEmitterLayer()
        default: CALayer()
        }
    }
}
