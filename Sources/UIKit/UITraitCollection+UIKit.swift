import Foundation
import TransitionKit

extension TraitCollection {
    /// The traits code outside a view sees, as `UITraitCollection.current`: the key window's.
    public static var current: TraitCollection { UIScreen.main.traitCollection }
}
