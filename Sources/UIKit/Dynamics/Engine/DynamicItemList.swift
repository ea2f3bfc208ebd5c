import Foundation
import QuartzCore

/// The items a behavior acts on, each at most once, in the order they were added: what
/// `items`, `addItem(_:)` and `removeItem(_:)` share across the behaviors.
struct DynamicItemList {
    private(set) var items: [UIDynamicItem] = []

    init(_ items: [UIDynamicItem] = []) { items.forEach { add($0) } }

    /// Whether the list changed.
    @discardableResult
    mutating func add(_ item: UIDynamicItem) -> Bool {
        guard !contains(item) else { return false }
        items.append(item)
        return true
    }

    @discardableResult
    mutating func remove(_ item: UIDynamicItem) -> Bool {
        guard contains(item) else { return false }
        items.removeAll { $0 === item }
        return true
    }

    func contains(_ item: UIDynamicItem) -> Bool { items.contains { $0 === item } }
}
