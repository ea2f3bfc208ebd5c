import Foundation
import UIKit

/// POP's layer property names as Core Animation key paths, for ports of
/// `animationWithPropertyNamed:` (`kPOPLayerPositionY` is `POPProperty.layerPositionY`).
package enum POPProperty {
    public static let layerPosition = "position"
    public static let layerPositionX = "position.x"
    public static let layerPositionY = "position.y"
    public static let layerBounds = "bounds"
    public static let layerSize = "bounds.size"
    public static let layerOpacity = "opacity"
    /// Takes a Point: x and y scale.
    public static let layerScaleXY = "transform.scale"
    public static let layerScaleX = "transform.scale.x"
    public static let layerScaleY = "transform.scale.y"
    public static let layerRotation = "transform.rotation.z"
    public static let layerTranslationX = "transform.translation.x"
    public static let layerTranslationY = "transform.translation.y"
    public static let layerBackgroundColor = "backgroundColor"
    public static let layerCornerRadius = "cornerRadius"
}

/// POP's `POPBasicAnimation`: a basic animation of 0.4 s, POP's default. POP leaves its timing
/// function nil, which paces it by Core Animation's default curve, (0.25, 0.1)-(0.25, 1).
/// Add it with `addPOPAnimation(_:forKey:)` to keep POP's model-writing behaviour.
package final class POPBasicAnimation: CABasicAnimation {
    /// As `animationWithPropertyNamed:`.
    public init(propertyNamed keyPath: String) {
        super.init(keyPath: keyPath)
        duration = 0.4
        timingFunction = .default
    }
}

/// POP's `POPSpringAnimation`: a POP spring (bounciness 4, speed 12 unless set) that runs until
/// it settles.
///
///     let scale = POPSpringAnimation(propertyNamed: POPProperty.layerScaleXY)
///     scale.springBounciness = 20
///     scale.fromValue = CGPoint(x: 1.2, y: 1.4)
///     toView.layer.addPOPAnimation(scale, forKey: "scaleAnimation")
package final class POPSpringAnimation: CASpringAnimation {
    /// As `animationWithPropertyNamed:`.
    public init(propertyNamed keyPath: String) {
        super.init(keyPath: keyPath, spring: Spring(bounciness: springBounciness, speed: springSpeed))
    }

    public var springBounciness: Double = 4 { didSet { updateSpring() } }
    public var springSpeed: Double = 12 { didSet { updateSpring() } }

    private func updateSpring() {
        spring = Spring(bounciness: springBounciness, speed: springSpeed, initialVelocity: spring.initialVelocity)
    }
}

extension CALayer {
    /// Runs `animation` the way POP's `pop_addAnimation:forKey:` does: POP drives the model
    /// property itself, so the property takes the animation's end value now and the animation
    /// runs from the value on screen. After it ends the layer stays where POP leaves it.
    ///
    ///     let drop = POPSpringAnimation(propertyNamed: POPProperty.layerPositionY)
    ///     drop.toValue = container.center.y
    ///     drop.springBounciness = 10
    ///     toView.layer.addPOPAnimation(drop, forKey: "positionAnimation")
    public func addPOPAnimation(_ animation: CABasicAnimation, forKey key: String) {
        guard let property = animation.property else {
            add(animation, forKey: key)  // reports the unknown key path
            return
        }
        let kind = animation.valueKind
        let presentedValue = presentedValue(of: property, as: kind)
        let end = animation.to
            ?? animation.by.map { (animation.from ?? presentedValue).adding($0) }
            ?? property.value(of: self, as: kind)
        if animation.from == nil { animation.from = presentedValue }
        animation.to = end
        animation.by = nil
        add(animation, forKey: key)
        property.set(self, end)
    }
}
