import Foundation

extension View {
    /// A new layer of `layerClass`, as UIKit makes a view's layer. Without an Objective-C
    /// runtime a class cannot be made from its metatype, so Core Animation's own classes are
    /// made by name; a subclass of one is made as that class, and anything else as a `Layer`.
    static func makeLayer(of layerClass: AnyClass) -> Layer {
        switch layerClass {
        case is ShapeLayer.Type: ShapeLayer()
        case is GradientLayer.Type: GradientLayer()
        case is TextLayer.Type: TextLayer()
        case is ReplicatorLayer.Type: ReplicatorLayer()
        case is EmitterLayer.Type: EmitterLayer()
        default: Layer()
        }
    }
}
