import Foundation
import QuartzCore

/// What a view keeps about its traits: its own overrides, what it last reported to
/// `traitCollectionDidChange`, and the values it re-resolves when its traits change.
struct TraitState {
    var overrides = UITraitCollection()
    var reported: UITraitCollection?
    /// The traits the last update pass gave this view, kept until the view leaves its
    /// superview, so reading `traitCollection` costs no walk up the tree.
    var current: UITraitCollection?
    /// The controller whose root view this is, told of trait changes with the view.
    weak var viewController: UIViewController?
    /// How far something drawn over this view covers it from each edge: the display's status
    /// bar and home indicator on the view that stands for it (ScreenView.swift), a navigation
    /// or tab bar on the view that holds a container's content. Views below it count it in
    /// their `safeAreaInsets`.
    var coveredEdgeInsets: UIEdgeInsets?
    /// The safe area a controller's view keeps during a transition (UIView+SafeArea.swift).
    var heldSafeAreaInsets: UIEdgeInsets?
    /// Insets a view adds to its own safe area (UIView+SafeArea.swift).
    var additionalSafeAreaInsets = UIEdgeInsets.zero
    /// The safe-area insets last reported through `safeAreaInsetsDidChange()`.
    var reportedSafeAreaInsets = UIEdgeInsets.zero
    var resolutions: [TraitResolutionKey: TraitResolution] = [:]
    /// Colours as set, for the getters to return rather than their resolved values.
    var colors: [TraitResolutionKey: UIColor] = [:]
}

/// A property that depends on traits, such as a dynamic background colour: how to apply it, and
/// the traits it was last applied with, so an unchanged environment never re-applies it.
struct TraitResolution {
    let apply: (UITraitCollection) -> Void
    var appliedWith: UITraitCollection
}
