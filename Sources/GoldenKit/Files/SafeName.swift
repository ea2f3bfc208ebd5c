/// Checks that scenario ids and filters can only ever name a folder directly inside `Goldens/`.
///
///     try SafeName.checkScenarioID("modal-spring-present")   // fine
///     try SafeName.checkScenarioID("door-push/iPhone15-dark") // fine: a variant's folder inside its scenario's
///     try SafeName.checkScenarioID("../etc")                  // throws .unsafeName
package enum SafeName {
    /// File systems cap a path component at 255 bytes; the frame file names need no more than a few.
    static let maximumLength = 200

    /// Throws unless `id` is a plain name of `[A-Za-z0-9._-]` that does not start with `.` or contain `..`,
    /// or two such names joined by one `/`: a scenario and one of its variants. Neither part may be a
    /// name the store gives its own files (`manifest.json`, `motion.txt`, a frame's `f0-0000ms.png`),
    /// or a scenario's folder would take the place of another's file.
    package static func checkScenarioID(_ id: String) throws(GoldenStoreError) {
        let parts = id.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            try check(id, kind: .scenarioID, extraCharacters: [])
            if let reason = reservation(of: id) { throw .unsafeName(id, kind: .scenarioID, reason: reason) }
            return
        }
        for part in parts {
            if let reason = problem(with: part, extraCharacters: []) ?? reservation(of: part) {
                throw .unsafeName(id, kind: .scenarioID, reason: "its part \(part.debugDescription): \(reason)")
            }
        }
    }

    /// The names of the files the store writes into a scenario's folder.
    package static let reservedFileNames: Set<String> = ["manifest.json", "motion.txt"]

    /// Why `name` is kept for the store's own files, or nil when it is free. Compared without case,
    /// as the default file systems of macOS and Windows compare names.
    private static func reservation(of name: String) -> String? {
        let folded = name.lowercased()
        if reservedFileNames.contains(folded) || FrameKey(fileName: folded) != nil {
            return "it is the name of a file the store writes in a scenario's folder"
        }
        return nil
    }

    /// The scenario a variant id belongs to: `door-push` for `door-push/iPhone15-dark`.
    package static func scenarioFolder(of id: String) -> String {
        String(id.prefix { $0 != "/" })
    }

    /// Like `checkScenarioID`, but also allows the glob characters `* ? [ ] !` and `/` between a
    /// scenario and its variants (`door-push/*-dark`).
    package static func checkFilter(_ filter: String) throws(GoldenStoreError) {
        let parts = filter.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { return try check(filter, kind: .filter, extraCharacters: globCharacters) }
        for part in parts {
            if let reason = problem(with: part, extraCharacters: globCharacters) {
                throw .unsafeName(filter, kind: .filter, reason: "its part \(part.debugDescription): \(reason)")
            }
        }
    }

    private static let globCharacters: Set<Character> = ["*", "?", "[", "]", "!"]

    /// Throws unless every `/`-separated part of `path` is a plain name, so a path read from a results file
    /// cannot reach outside the report folder.
    package static func checkRelativePath(_ path: String) throws(GoldenStoreError) {
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            try check(String(part), kind: .reportPath, extraCharacters: [])
        }
    }

    private static func check(_ name: String, kind: GoldenStoreError.NameKind,
                              extraCharacters: Set<Character>) throws(GoldenStoreError) {
        if let reason = problem(with: name, extraCharacters: extraCharacters) {
            throw .unsafeName(name, kind: kind, reason: reason)
        }
    }

    /// Why `name` is not a plain name, or nil when it is one.
    private static func problem(with name: String, extraCharacters: Set<Character>) -> String? {
        if name.isEmpty { return "it is empty" }
        if name.utf8.count > maximumLength { return "it is longer than \(maximumLength) characters" }
        if name.hasPrefix(".") { return "it starts with '.'" }
        if name.contains("..") { return "it contains '..'" }
        // Windows drops a final dot (so `x.` is `x`) and keeps device names for itself, with any extension.
        if name.hasSuffix(".") { return "it ends with '.', which Windows drops, so it would name another folder there" }
        if let stem = name.split(separator: ".").first, windowsDeviceNames.contains(stem.uppercased()) {
            return "\(stem) is a device name on Windows, which cannot check out a file or folder called that"
        }
        if let bad = name.first(where: { !isPlain($0) && !extraCharacters.contains($0) }) {
            return "it contains \(bad == "/" ? "'/'" : "the character \(bad.debugDescription)")"
        }
        return nil
    }

    private static let windowsDeviceNames: Set<String> = Set(["CON", "PRN", "AUX", "NUL"]
        + (1...9).flatMap { ["COM\($0)", "LPT\($0)"] })

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
