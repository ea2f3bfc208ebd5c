import ImageComparison
/// What comparing a rendered frame with its golden file found, before any record mode acts on it.
enum FrameJudgement: Sendable {
    /// No golden file exists.
    case missing
    /// The golden decodes to exactly the rendered pixels.
    case identical
    /// Some pixels differ, but within the tolerance.
    case withinTolerance(PixelComparison)
    /// Beyond the tolerance, or a different size.
    case failing(PixelComparison)
    /// The golden exists but cannot be decoded; LFS pointers are never overwritten, since the real file exists upstream.
    case unreadable(String, isGitLFSPointer: Bool)

    var kind: JudgementKind {
        switch self {
        case .missing: .missing
        case .identical: .identical
        case .withinTolerance: .withinTolerance
        case .failing: .failing
        case .unreadable(_, let isGitLFSPointer): isGitLFSPointer ? .gitLFSPointer : .unreadable
        }
    }

    var difference: PixelComparison? {
        switch self {
        case .withinTolerance(let difference), .failing(let difference): difference
        case .missing, .identical, .unreadable: nil
        }
    }
}
