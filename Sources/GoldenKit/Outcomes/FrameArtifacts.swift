/// Images written for a frame into a report folder, as paths relative to that folder.
package struct FrameArtifacts: Codable, Equatable, Sendable {
    /// A copy of the golden, byte for byte.
    package var expected: String?
    package var actual: String?
    package var diff: String?
    /// Expected | diff | actual side by side.
    package var strip: String?

    package init(expected: String? = nil, actual: String? = nil, diff: String? = nil, strip: String? = nil) {
        (self.expected, self.actual, self.diff, self.strip) = (expected, actual, diff, strip)
    }

    /// Every path that is set, in display order.
    package var all: [String] { [expected, actual, diff, strip].compactMap { $0 } }
}
