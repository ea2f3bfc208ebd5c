import Foundation

extension View {
    /// Shows `color` through `apply`: a fixed colour once, a dynamic one resolved now and again
    /// whenever the traits change.
    func setColor(_ color: Color?, for key: String, apply: @escaping (Color?) -> Void) {
        guard let color, color.isDynamic else {
            traitState.dynamicColors[key] = nil
            stopResolving(key)
            apply(color)
            return
        }
        traitState.dynamicColors[key] = color
        resolveWithTraits(key) { traits in apply(color.resolvedColor(with: traits)) }
    }

    /// The dynamic colour set for `key`, while the layer still shows it (`shown`); nil once
    /// the layer's value was changed directly.
    func dynamicColor(_ key: String, showing shown: Color?) -> Color? {
        guard let color = traitState.dynamicColors[key], color.resolvedColor(with: traitCollection) == shown else { return nil }
        return color
    }
}
