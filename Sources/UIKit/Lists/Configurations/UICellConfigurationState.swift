import Foundation
import QuartzCore

/// The state a view's configurations are updated for, as `UIConfigurationState`.
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
    init(traitCollection: UITraitCollection)
}

/// A cell's state, as `UICellConfigurationState`: what `updateConfiguration(using:)` and a
/// `configurationUpdateHandler` restyle the cell for.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}
