/// How `PNG.encode` writes an image. Goldens are written one fixed way, so the same pixels
/// always give the same bytes; review images (diffs, actual frames, previews) favour speed.
public struct PNGEncoding: Hashable, Sendable {
    /// zlib's level, 0 (store) to 9 (smallest).
    public var compressionLevel: Int
    /// Keeps the alpha channel of an opaque image; every frame of an animated PNG must share
    /// one colour type.
    public var keepsAlpha: Bool
    /// zlib looks only for runs of one byte (its Z_RLE strategy), not for repeated strings: a few
    /// times faster than any level, for images larger by a third that a person looks at once.
    public var runsOnly: Bool

    public init(compressionLevel: Int, keepsAlpha: Bool = false, runsOnly: Bool = false) {
        self.compressionLevel = compressionLevel
        self.keepsAlpha = keepsAlpha
        self.runsOnly = runsOnly
    }

    /// Goldens: level 3 compresses the catalog's flat UI frames nearly as well as level 9 at a
    /// fraction of the time.
    public static let golden = PNGEncoding(compressionLevel: 3)
    /// Images for a person to look at once (diffs, actual frames, strips): written as fast as
    /// zlib can, since a failing check and `harness diff` wait on them.
    public static let review = PNGEncoding(compressionLevel: 1, runsOnly: true)
}
