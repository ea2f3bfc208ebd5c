/// One place where the goldens and their manifests disagree, as `harness verify` reports it.
package struct VerificationProblem: Codable, Hashable, Sendable, CustomStringConvertible {
    /// What disagrees.
    package enum Kind: String, Codable, Sendable {
        /// A manifest that is not valid JSON, or not a manifest.
        case unreadableManifest
        /// A manifest key that cannot name a golden, such as `../../etc/x`.
        case invalidKey
        /// A manifest record whose golden file is gone.
        case missingGolden
        /// A golden that cannot be read or decoded.
        case unreadableGolden
        /// A golden whose pixels (or size) are not what its record says.
        case wrongHash
        /// A record no frame could have: a scale outside (0, 8] or a time that is not a number of
        /// seconds from 0.
        case impossibleRecord
        /// A golden with no record in its scenario's manifest.
        case unrecorded
        /// A symbolic link where a scenario's folder would be, which no update writes through.
        case symbolicLink
    }

    package var kind: Kind
    /// The path inside `Goldens/`.
    package var path: String
    package var detail: String

    package init(kind: Kind, path: String, detail: String) { (self.kind, self.path, self.detail) = (kind, path, detail) }

    package var description: String { "\(path): \(detail)" }
}
