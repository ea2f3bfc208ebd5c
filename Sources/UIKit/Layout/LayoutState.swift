import Foundation
import QuartzCore

/// What Auto Layout keeps for each view: its content priorities, its own margins, and what the
/// next layout pass must do.
struct LayoutState {
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    /// Margins set on the view itself; nil keeps the default (UIView+LayoutMargins.swift).
    var ownMargins: NSDirectionalEdgeInsets?
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    /// Set until `updateConstraints()` runs for the view at the next pass.
    var needsUpdateConstraints = true
    /// Set by the default `updateConstraints()`, so a pass can tell an override that skipped `super`.
    var updatedConstraints = false
    /// On the root of a tree: whether its constraints, or what they read, changed since the last solve.
    var isStale = true
    /// On the root of a tree: the last solve's results.
    var solution: LayoutSolution?
    /// Whether the last solve read this view's frame (autoresizing views among constrained ones),
    /// so moving it calls for a new solve.
    var frameIsRead = false
    /// Set once by the cell and reusable view classes, whose trees are solved on their own
    /// (`UIView.isLayoutIsland`): a stored flag, since every layout pass asks each ancestor.
    var isCell = false
}
