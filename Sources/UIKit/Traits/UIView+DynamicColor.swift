import Foundation
import QuartzCore

extension UIView {
    /// Shows `color` through `apply` as Core Graphics' colour: a fixed colour once, a dynamic one
    /// resolved for the view's traits now and again whenever they change, as UIKit resolves a
    /// view's colours into its layer.
    func setColor(_ color: UIColor?, for key: TraitResolutionKey, apply: @escaping (CGColor?) -> Void) {
        traitState.colors[key] = color
        guard let color, color.isDynamic else {
            stopResolving(key)
            apply(color?.cgColor(for: traitCollection))
            return
        }
        resolveWithTraits(key) { traits in apply(color.cgColor(for: traits)) }
    }

    /// The colour set for `key` while the layer still shows it (`shown`); once the layer's value
    /// was changed directly, that value.
    func color(_ key: TraitResolutionKey, showing shown: CGColor?) -> UIColor? {
        if let color = traitState.colors[key], color.cgColor(for: traitCollection) == shown { return color }
        return shown.map { UIColor($0) }
    }
}
