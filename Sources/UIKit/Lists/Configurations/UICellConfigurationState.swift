import Foundation
import QuartzCore

/// The state a view's configurations are updated for, as `UIConfigurationState`, with an app's
/// own values under its own keys (`state[.item]`).
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
    init(traitCollection: UITraitCollection)
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A key for an app's own value in a configuration state, as `UIConfigurationStateCustomKey`:
///
///     extension UIConfigurationStateCustomKey {
///         static let item = UIConfigurationStateCustomKey("com.example.item")
///     }
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
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
    private var customValues: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The app's value under `key`, nil when none is set.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customValues[key] }
        set { customValues[key] = newValue }
    }
}
