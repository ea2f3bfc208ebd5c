import Foundation
import QuartzCore

/// The cells of a table or a collection, section by section, with the lookups both answer:
/// index paths are `[section, row]` or `[section, item]` alike.
struct SectionedCells<Cell: AnyObject> {
    var sections: [[Cell]] = []

    func count(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    func cell(at indexPath: IndexPath) -> Cell? {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]), sections[indexPath[0]].indices.contains(indexPath[1]) else { return nil }
        return sections[indexPath[0]][indexPath[1]]
    }

    func indexPath(of cell: Cell) -> IndexPath? {
        for (section, cells) in sections.enumerated() {
            if let index = cells.firstIndex(where: { $0 === cell }) { return IndexPath(indexes: [section, index]) }
        }
        return nil
    }

    /// Every index path, in order, with its cell.
    var all: [(IndexPath, Cell)] {
        sections.enumerated().flatMap { section, cells in
            cells.enumerated().map { (IndexPath(indexes: [section, $0]), $1) }
        }
    }
}
