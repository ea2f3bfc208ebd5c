/// Why a PNG could not be read or written; its description names the file, the problem and
/// what to do about it.
///
///     Goldens/door-push/f2-0500ms.png: this is a Git LFS pointer, not the PNG itself.
///     Run `git lfs pull` to fetch the real file.
public struct PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, for callers that react differently to each case.
    public enum Kind: Equatable, Sendable {
        case empty, notPNG, gitLFSPointer, lineEndingsConverted, truncated, badCRC, tooLarge, corrupt, unreadable
        case notAFile
        case invalidText, unencodable, unwritable, outOfMemory
    }

    public let kind: Kind
    /// The file (or other source) the bytes came from, as given by the caller.
    public let source: String
    /// The specific finding, e.g. libpng's own message.
    public let detail: String

    public init(_ kind: Kind, source: String, detail: String) {
        self.kind = kind
        self.source = source
        self.detail = detail
    }

    public var description: String {
        let rerecord = "restore it from git or re-record it with `harness update-goldens`"
        switch kind {
        case .empty:
            return "\(source): the file is empty (0 bytes); \(rerecord)."
        case .notPNG:
            return "\(source): not a PNG file (\(detail)); replace it with a PNG or \(rerecord)."
        case .gitLFSPointer:
            return "\(source): this is a Git LFS pointer, not the PNG itself. Run `git lfs pull` to fetch the real file."
        case .lineEndingsConverted:
            return "\(source): the PNG's line endings were converted (\(detail)), as git does with autocrlf or "
                + "text=auto; mark PNGs binary (`*.png binary` in .gitattributes), then restore the file "
                + "(`git rm --cached` and `git checkout` it) or re-record it with `harness update-goldens`."
        case .notAFile:
            return "\(source): this is \(detail), not a PNG file; replace it with the golden PNG or \(rerecord)."
        case .truncated:
            return "\(source): the PNG is truncated (\(detail)), e.g. by an interrupted copy; \(rerecord)."
        case .badCRC:
            return "\(source): the PNG is damaged, a checksum does not match its data (\(detail)); \(rerecord)."
        case .tooLarge:
            return "\(source): \(detail); refused before decoding. Check that this is the intended file."
        case .corrupt:
            return "\(source): the PNG is corrupt (\(detail)); \(rerecord)."
        case .unreadable:
            return "\(source): the file cannot be read (\(detail)); check that it exists and is readable."
        case .invalidText:
            return "\(source): cannot write the text chunk (\(detail)); keys must be 1-79 Latin-1 characters."
        case .unencodable:
            return "\(source): cannot encode this image as PNG (\(detail))."
        case .unwritable:
            return "\(source): cannot write the PNG (\(detail)); check that the folder exists and is writable."
        case .outOfMemory:
            return "\(source): out of memory while handling the PNG (\(detail))."
        }
    }
}
