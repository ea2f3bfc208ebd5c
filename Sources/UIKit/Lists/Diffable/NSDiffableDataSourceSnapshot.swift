import Foundation
import QuartzCore

/// The sections and items a diffable data source shows, by identifier, as
/// `NSDiffableDataSourceSnapshot`: a value the app builds and applies.
///
///     var snapshot = NSDiffableDataSourceSnapshot<Section, Photo.ID>()
///     snapshot.appendSections([.recent])
///     snapshot.appendItems(photos.map(\.id), toSection: .recent)
///     dataSource.apply(snapshot)
///
/// Identifiers must be unique across the snapshot, as on iOS: adding one twice raises
/// `NSInternalInconsistencyException` (through the scene's error log here) and leaves the
/// snapshot without the duplicates, rather than showing a list with one item twice.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// The items whose cells should be asked for again, as `reloadedItemIdentifiers` and `reconfiguredItemIdentifiers`.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = sectionIndex(identifier) else {
            Self.raise("Invalid section identifier: \(identifier)")
            return []
        }
        return sections[index].items
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.id
    }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndex(identifier)
    }

    /// Adds `identifiers` to `sectionIdentifier`, or to the last section when it is nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier.map(sectionIndex) ?? (sections.isEmpty ? nil : sections.count - 1) else {
            return Self.raise("There are currently no sections in the data source. Please add a section first.")
        }
        sections[section].items += unique(identifiers)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, after: false)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, after: true)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll(where: gone.contains) }
    }

    public mutating func deleteAllItems() {
        sections = []
        (reloadedItemIdentifiers, reconfiguredItemIdentifiers, reloadedSectionIdentifiers) = ([], [], [])
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: false)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: true)
    }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers.filter(contains)
    }

    /// Marks items whose cells are updated in place, as iOS 15's `reconfigureItems(_:)`.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers.filter(contains)
    }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += uniqueSections(identifiers).map { ($0, []) }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let index = sectionIndex(toIdentifier) else { return Self.raise("Invalid section identifier: \(toIdentifier)") }
        sections.insert(contentsOf: uniqueSections(identifiers).map { ($0, []) }, at: index)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let index = sectionIndex(toIdentifier) else { return Self.raise("Invalid section identifier: \(toIdentifier)") }
        sections.insert(contentsOf: uniqueSections(identifiers).map { ($0, []) }, at: index + 1)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.id) }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        guard let from = sectionIndex(identifier), sectionIndex(toIdentifier) != nil else { return }
        let moved = sections.remove(at: from)
        sections.insert(moved, at: sectionIndex(toIdentifier)!)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        guard let from = sectionIndex(identifier), sectionIndex(toIdentifier) != nil else { return }
        let moved = sections.remove(at: from)
        sections.insert(moved, at: sectionIndex(toIdentifier)! + 1)
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers.filter { sectionIndex($0) != nil }
    }

    /// Puts `items` in place of the section's, as applying a section snapshot does; items that
    /// other sections hold stay there and are left out here.
    mutating func replaceItems(inSection identifier: SectionIdentifierType, with items: [ItemIdentifierType]) {
        guard let index = sectionIndex(identifier) else { return }
        sections[index].items = []
        sections[index].items = unique(items)
    }

    /// The item at `indexPath`, for a data source answering its collection or table.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]), sections[indexPath[0]].items.indices.contains(indexPath[1]) else {
            return nil
        }
        return sections[indexPath[0]].items[indexPath[1]]
    }

    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        for (section, entry) in sections.enumerated() {
            if let item = entry.items.firstIndex(of: identifier) { return IndexPath(indexes: [section, item]) }
        }
        return nil
    }

    func items(inSectionAt index: Int) -> [ItemIdentifierType] {
        sections.indices.contains(index) ? sections[index].items : []
    }

    private func sectionIndex(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.id == identifier }
    }

    private func contains(_ identifier: ItemIdentifierType) -> Bool {
        sections.contains { $0.items.contains(identifier) }
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        guard let path = indexPath(of: anchor) else { return Self.raise("Invalid item identifier specified for insert: \(anchor)") }
        sections[path[0]].items.insert(contentsOf: unique(identifiers), at: path[1] + (after ? 1 : 0))
    }

    private mutating func move(_ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool) {
        guard identifier != anchor, let from = indexPath(of: identifier), indexPath(of: anchor) != nil else {
            return Self.raise("Invalid item identifier specified for move: \(identifier)")
        }
        sections[from[0]].items.remove(at: from[1])
        let to = indexPath(of: anchor)!
        sections[to[0]].items.insert(identifier, at: to[1] + (after ? 1 : 0))
    }

    /// `identifiers` less those already here or repeated among themselves, raising for each.
    private func unique(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set(itemIdentifiers)
        var kept: [ItemIdentifierType] = []
        var duplicates: [ItemIdentifierType] = []
        for identifier in identifiers {
            if seen.insert(identifier).inserted { kept.append(identifier) } else { duplicates.append(identifier) }
        }
        if !duplicates.isEmpty {
            Self.raise("Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(duplicates.map { "\($0)" }.joined(separator: ", "))")
        }
        return kept
    }

    private func uniqueSections(_ identifiers: [SectionIdentifierType]) -> [SectionIdentifierType] {
        var seen = Set(sectionIdentifiers)
        var kept: [SectionIdentifierType] = []
        var duplicates: [SectionIdentifierType] = []
        for identifier in identifiers {
            if seen.insert(identifier).inserted { kept.append(identifier) } else { duplicates.append(identifier) }
        }
        if !duplicates.isEmpty {
            Self.raise("Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(duplicates.map { "\($0)" }.joined(separator: ", "))")
        }
        return kept
    }

    /// What UIKit raises as `NSInternalInconsistencyException`, through the scene's error log.
    private static func raise(_ reason: String) {
        SceneErrorLog.report(.exception(name: "NSInternalInconsistencyException", reason: reason))
    }
}
