/// Images written for a frame into a report folder, as paths relative to that folder.
public struct FrameArtifacts: Codable, Equatable, Sendable {
    /// A copy of the golden, byte for byte.
    public var expected: String?
    public var actual: String?
    public var diff: String?
    /// Expected | diff | actual side by side.
    public var strip: String?

    public init(expected: String? = nil, actual: String? = nil, diff: String? = nil, strip: String? = nil) {
        (self.expected, self.actual, self.diff, self.strip) = (expected, actual, diff, strip)
    }

    /// Every path that is set, in display order.
    public var all: [String] { [expected, actual, diff, strip].compactMap { $0 } }
}
