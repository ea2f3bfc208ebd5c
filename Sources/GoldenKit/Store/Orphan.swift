/// Something in `Goldens/` that no scenario produces any more.
package struct Orphan: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// What kind of thing is orphaned.
    package enum Kind: String, Codable, Sendable {
        /// A `Goldens/<id>/` folder whose scenario no longer exists: pruning deletes the store's
        /// files in it, then the folder if nothing else is left.
        case scenarioFolder
        /// One golden PNG of a scenario that no longer renders that frame.
        case golden
        /// A manifest entry whose golden file is gone.
        case manifestEntry
    }

    package var kind: Kind
    /// The path inside `Goldens/`, e.g. `door-push/f9-1500ms.png` or `old-scenario`.
    package var path: String
    /// The test files that recorded a folder, all gone now; nil for a folder only the CLI recorded.
    package var recordedBy: [String]?

    package init(kind: Kind, path: String, recordedBy: [String]? = nil) {
        (self.kind, self.path, self.recordedBy) = (kind, path, recordedBy)
    }

    package var description: String {
        switch kind {
        case .scenarioFolder:
            if let recordedBy {
                return "\(path)/ (recorded by \(recordedBy.joined(separator: ", ")), which no longer exist\(recordedBy.count == 1 ? "s" : ""))"
            }
            return "\(path)/ (no such scenario: its goldens, motion.txt and manifest.json)"
        case .golden: return "\(path) (the scenario no longer renders this frame)"
        case .manifestEntry: return "manifest entry \(path) (its file is gone)"
        }
    }

    package static func < (lhs: Orphan, rhs: Orphan) -> Bool { (lhs.path, lhs.kind.rawValue) < (rhs.path, rhs.kind.rawValue) }
}
