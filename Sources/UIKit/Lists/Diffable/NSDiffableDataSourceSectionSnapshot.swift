import Foundation
import QuartzCore

/// One section's items as an outline, as `NSDiffableDataSourceSectionSnapshot`: items with
/// children, each parent expanded or collapsed. A data source applied one shows the visible
/// items (the roots, and the children of expanded parents) and indents each list cell by its level.
///
///     var outline = NSDiffableDataSourceSectionSnapshot<String>()
///     outline.append(["Fruit", "Vegetables"])
///     outline.append(["Apple", "Pear"], to: "Fruit")
///     outline.expand(["Fruit"])
///     dataSource.apply(outline, to: .main)
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    public private(set) var rootItems: [ItemIdentifierType] = []
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    public init() {}

    /// Every item, each parent before its children.
    public var items: [ItemIdentifierType] { flatten(rootItems) { _ in true } }

    /// The items a list shows: the roots, and the children of expanded parents.
    public var visibleItems: [ItemIdentifierType] { flatten(rootItems) { expanded.contains($0) } }

    public func contains(_ item: ItemIdentifierType) -> Bool {
        parents[item] != nil || rootItems.contains(item)
    }

    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    /// How deep `item` is: 0 for a root.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = item
        while let parent = parents[current] {
            level += 1
            current = parent
        }
        return level
    }

    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether `item` shows: every parent above it is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// Adds `items` at the end of `parent`'s children, or of the roots.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let fresh = unique(items)
        if let parent {
            guard contains(parent) else { return Self.raise("Parent item does not exist in section snapshot: \(parent)") }
            children[parent, default: []] += fresh
            for item in fresh { parents[item] = parent }
        } else {
            rootItems += fresh
        }
    }

    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, at: item, after: false)
    }

    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, at: item, after: true)
    }

    /// Removes `items` and everything under them.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            for descendant in flatten(children[item] ?? [], descendInto: { _ in true }) {
                (parents[descendant], children[descendant]) = (nil, nil)
                expanded.remove(descendant)
            }
            if let parent = parents.removeValue(forKey: item) {
                children[parent]?.removeAll { $0 == item }
            } else {
                rootItems.removeAll { $0 == item }
            }
            children[item] = nil
            expanded.remove(item)
        }
    }

    public mutating func deleteAll() {
        self = NSDiffableDataSourceSectionSnapshot()
    }

    public mutating func expand(_ items: [ItemIdentifierType]) {
        expanded.formUnion(items.filter(contains))
    }

    public mutating func collapse(_ items: [ItemIdentifierType]) {
        expanded.subtract(items)
    }

    /// `parent`'s descendants as a snapshot of their own, with `parent` as its root when asked.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var snapshot = NSDiffableDataSourceSectionSnapshot()
        func copy(_ items: [ItemIdentifierType], to newParent: ItemIdentifierType?) {
            snapshot.append(items, to: newParent)
            for item in items {
                if expanded.contains(item) { snapshot.expanded.insert(item) }
                copy(children[item] ?? [], to: item)
            }
        }
        if includingParent { copy([parent], to: nil) } else { copy(children[parent] ?? [], to: nil) }
        return snapshot
    }

    private func flatten(_ items: [ItemIdentifierType], descendInto: (ItemIdentifierType) -> Bool) -> [ItemIdentifierType] {
        items.flatMap { item in [item] + (descendInto(item) ? flatten(children[item] ?? [], descendInto: descendInto) : []) }
    }

    private mutating func insert(_ items: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        guard contains(anchor) else { return Self.raise("Invalid item identifier specified for insert: \(anchor)") }
        let fresh = unique(items)
        if let parent = parents[anchor] {
            let index = children[parent]!.firstIndex(of: anchor)! + (after ? 1 : 0)
            children[parent]!.insert(contentsOf: fresh, at: index)
            for item in fresh { parents[item] = parent }
        } else {
            rootItems.insert(contentsOf: fresh, at: rootItems.firstIndex(of: anchor)! + (after ? 1 : 0))
        }
    }

    /// `items` less those already here or repeated, raising for each, as a snapshot does.
    private func unique(_ items: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set(self.items)
        let kept = items.filter { seen.insert($0).inserted }
        if kept.count < items.count {
            let duplicates = items.filter { item in items.filter { $0 == item }.count > 1 || self.contains(item) }
            Self.raise("Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(Set(duplicates.map { "\($0)" }).sorted().joined(separator: ", "))")
        }
        return kept
    }

    private static func raise(_ reason: String) {
        SceneErrorLog.report(.exception(name: "NSInternalInconsistencyException", reason: reason))
    }
}
