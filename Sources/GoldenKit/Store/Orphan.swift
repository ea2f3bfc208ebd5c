/// Something in `Goldens/` that no scenario produces any more.
public struct Orphan: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// What kind of thing is orphaned.
    public enum Kind: String, Codable, Sendable {
        /// A `Goldens/<id>/` folder whose scenario no longer exists: pruning deletes the store's
        /// files in it, then the folder if nothing else is left.
        case scenarioFolder
        /// One golden PNG of a scenario that no longer renders that frame.
        case golden
        /// A manifest entry whose golden file is gone.
        case manifestEntry
    }

    public var kind: Kind
    /// The path inside `Goldens/`, e.g. `door-push/f9-1500ms.png` or `old-scenario`.
    public var path: String

    public init(kind: Kind, path: String) { (self.kind, self.path) = (kind, path) }

    public var description: String {
        switch kind {
        case .scenarioFolder: "\(path)/ (no such scenario: its goldens, motion.txt and manifest.json)"
        case .golden: "\(path) (the scenario no longer renders this frame)"
        case .manifestEntry: "manifest entry \(path) (its file is gone)"
        }
    }

    public static func < (lhs: Orphan, rhs: Orphan) -> Bool { (lhs.path, lhs.kind.rawValue) < (rhs.path, rhs.kind.rawValue) }
}
