/// Why an overlay could not be written or was refused, with what to do next.
package enum OverlayError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The folder has no descriptor (or is no folder): nothing vouches for what is in it.
    case notAnOverlay(path: String, detail: String)
    /// A folder that is not an overlay's is where the overlay would go.
    case occupied(path: String)
    /// Something in the overlay the store would not have written there, or a name it cannot hold.
    case unexpected(path: String, reason: String)
    /// Goldens that do not match their manifests.
    case doesNotVerify(path: String, problems: [String])
    /// Drawn by other libraries or fonts than this machine's.
    case otherEnvironment(path: String, change: String)
    /// Drawn for another commit than the goldens' checkout has.
    case otherCommit(path: String, overlay: String?, checkout: String?)

    package var description: String {
        switch self {
        case let .notAnOverlay(path, detail):
            "\(path) is not an overlay (\(detail)). An overlay is the overlay/ folder of a report that `harness check` "
                + "or `swift test` with HARNESS_REPORT wrote, with its \(OverlayDescriptor.fileName); nothing was changed."
        case let .occupied(path):
            "Not writing the overlay into \(path): the folder holds files no check wrote (it has no "
                + "\(OverlayDescriptor.fileName)). Move it aside or pass another --report folder."
        case let .unexpected(path, reason):
            "Refusing the overlay: \(path) \(reason). An overlay holds only scenario folders of goldens, "
                + "motion.txt and manifest.json, as a check writes them; nothing was changed."
        case let .doesNotVerify(path, problems):
            "Refusing the overlay in \(path): \(problems.count) golden\(problems.count == 1 ? "" : "s") or "
                + "manifest\(problems.count == 1 ? "" : "s") disagree (\(problems.prefix(3).joined(separator: "; "))"
                + "\(problems.count > 3 ? "; …" : "")). Download it again; nothing was changed."
        case let .otherEnvironment(path, change):
            "Refusing the overlay in \(path): it was \(change). Accepted, its goldens would fail every check here. "
                + "Re-run the check where it was drawn, or pass --any-environment to accept it anyway; nothing was changed."
        case let .otherCommit(path, overlay, checkout):
            "Refusing the overlay in \(path): it was drawn for \(overlay.map { "commit \($0)" } ?? "no known commit"), and "
                + "the goldens' checkout is at \(checkout.map { "commit \($0)" } ?? "no known commit"). Check out that commit, "
                + "or pass --any-commit to accept it anyway; nothing was changed."
        }
    }
}
