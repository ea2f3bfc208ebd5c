import Foundation
import QuartzCore

extension UIView {
    /// A new layer of `layerClass`, as UIKit makes a view's layer. Without an Objective-C
    /// runtime a class cannot be made from its metatype, so Core Animation's own classes are
    /// made by name; a subclass of one is made as that class, and anything else as a `CALayer`.
    static func makeLayer(of layerClass: AnyClass) -> CALayer {
        switch layerClass {
        case let made as any ViewLayerClass.Type: made.init()
        case is CAShapeLayer.Type: CAShapeLayer()
        case is CAGradientLayer.Type: CAGradientLayer()
        case is CATextLayer.Type: CATextLayer()
        case is CAReplicatorLayer.Type: CAReplicatorLayer()
        case is CAEmitterLayer.Type: CAEmitterLayer()
        default: CALayer()
        }
    }

    /// A plain view drawn by `layer`, as UIKit's own chevrons and check marks are. Apps override
    /// `layerClass` instead. The layer is handed to `init(frame:)` through the thread rather than
    /// taken by a designated initializer, so subclasses see only Apple's designated initializers.
    package convenience init(layer: CALayer, frame: CGRect = .zero) {
        UIView.handedLayer.value = layer
        self.init(frame: frame)
    }

    /// The layer `init(layer:frame:)` handed to the `init(frame:)` it calls, taken once.
    static func takeHandedLayer() -> CALayer? {
        guard let layer = handedLayer.value else { return nil }
        handedLayer.value = nil
        return layer
    }

    private static let handedLayer = ThreadLocal<CALayer?> { nil }
}
