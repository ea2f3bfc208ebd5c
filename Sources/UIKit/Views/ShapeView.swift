import Foundation
import QuartzCore

/// A view drawn by a `CAShapeLayer`, made the way an app makes one: by overriding `layerClass`.
/// UIKit's own chevrons and check marks are shape views.
package final class ShapeView: UIView {
    package override class var layerClass: AnyClass { CAShapeLayer.self }

    /// The view's layer, as the shape it is.
    package var shapeLayer: CAShapeLayer {
        guard let shape = layer as? CAShapeLayer else { preconditionFailure("a ShapeView's layer is made from its layerClass") }
        return shape
    }
}
