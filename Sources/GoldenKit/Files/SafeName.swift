/// Checks that scenario ids and filters can only ever name a folder directly inside `Goldens/`.
///
///     try SafeName.checkScenarioID("modal-spring-present")   // fine
///     try SafeName.checkScenarioID("../etc")                  // throws .unsafeName
public enum SafeName {
    /// File systems cap a path component at 255 bytes; the frame file names need no more than a few.
    static let maximumLength = 200

    /// Throws unless `id` is a plain name of `[A-Za-z0-9._-]` that does not start with `.` or contain `..`.
    public static func checkScenarioID(_ id: String) throws(GoldenStoreError) {
        try check(id, kind: .scenarioID, extraCharacters: [])
    }

    /// Like `checkScenarioID`, but also allows the glob characters `* ? [ ] !`.
    public static func checkFilter(_ filter: String) throws(GoldenStoreError) {
        try check(filter, kind: .filter, extraCharacters: ["*", "?", "[", "]", "!"])
    }

    /// Throws unless every `/`-separated part of `path` is a plain name, so a path read from a results file
    /// cannot reach outside the report folder.
    public static func checkRelativePath(_ path: String) throws(GoldenStoreError) {
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            try check(String(part), kind: .reportPath, extraCharacters: [])
        }
    }

    private static func check(_ name: String, kind: GoldenStoreError.NameKind,
                              extraCharacters: Set<Character>) throws(GoldenStoreError) {
        let reason: String?
        if name.isEmpty {
            reason = "it is empty"
        } else if name.utf8.count > maximumLength {
            reason = "it is longer than \(maximumLength) characters"
        } else if name.hasPrefix(".") {
            reason = "it starts with '.'"
        } else if name.contains("..") {
            reason = "it contains '..'"
        } else if let bad = name.first(where: { !isPlain($0) && !extraCharacters.contains($0) }) {
            reason = "it contains \(bad == "/" ? "'/'" : "the character \(bad.debugDescription)")"
        } else {
            reason = nil
        }
        if let reason { throw .unsafeName(name, kind: kind, reason: reason) }
    }

    private static func isPlain(_ character: Character) -> Bool {
        guard character.isASCII, let ascii = character.asciiValue else { return false }
        switch ascii {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }
}
