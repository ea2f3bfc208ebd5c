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
    /// Lets libpng choose among all five filters row by row instead of always Up: for tests
    /// that need files with every filter type.
    var everyFilter = false
    /// Writes an opaque image of at most 256 colours as a palette and one byte a pixel.
    public var indexesColours = false

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
    /// Diff images: pixelmatch's faded greys and marker colours are a few dozen colours, written
    /// as a palette, a byte a pixel, and deflated by libdeflate rather than zlib: several times
    /// faster than as RGB. An image with more colours (or translucent pixels) is written as
    /// `review` writes it.
    public static let diff: PNGEncoding = {
        var encoding = PNGEncoding.review
        encoding.indexesColours = true
        return encoding
    }()
}
