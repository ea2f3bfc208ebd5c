import Foundation
import TransitionKit

/// How a view's content follows the reading direction, as `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

extension View {
    /// Kept for ported code: the layout direction comes from the traits.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { layer.keyedValues["view.semanticContentAttribute"] as? UISemanticContentAttribute ?? .unspecified }
        set { layer.keyedValues["view.semanticContentAttribute"] = newValue }
    }
}
