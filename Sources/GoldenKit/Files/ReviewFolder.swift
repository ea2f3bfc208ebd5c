import Foundation

/// A folder of review images (a report's, or `.build/harness-artifacts/<test target>`), and the
/// names of the images a run writes there for a scenario:
///
///     <id>/f2-0500ms.expected.png   .actual.png   .diff.png   .strip.png
///     <id>/preview.expected.apng    preview.actual.apng
///     <id>/motion.expected.png      motion.actual.png   motion.diff.png   motion.at-divergence.png
///
/// Each run replaces a scenario's images: the old ones go first, so a frame that passes now
/// never shows the diff of a failure from an earlier run. Only files of those names are deleted,
/// and a folder only once it is empty.
package struct ReviewFolder: Sendable {
    package let directory: URL

    package init(_ directory: URL) { self.directory = directory }

    static let frameRoles: Set<String> = ["expected", "actual", "diff", "strip"]
    static let otherImages: Set<String> = [
        "preview.expected.apng", "preview.actual.apng",
        "motion.expected.png", "motion.actual.png", "motion.diff.png", "motion.at-divergence.png",
    ]

    /// Whether a run writes a file of this name into a scenario's review folder.
    static func isReviewImage(_ name: String) -> Bool {
        if otherImages.contains(name) { return true }
        let parts = name.split(separator: ".")
        return parts.count == 3 && parts[2] == "png" && frameRoles.contains(String(parts[1]))
            && FrameKey(fileName: "\(parts[0]).png") != nil
    }

    /// Deletes the review images an earlier run wrote for `scenarioID`; a variant's images, in
    /// their own folder, stay. A variant's scenario folder goes too once nothing is left in it.
    package func clear(scenarioID: String) throws {
        try SafeName.checkScenarioID(scenarioID)
        let folder = directory.appendingPathComponent(scenarioID, isDirectory: true)
        guard POSIXFile.kind(of: folder) == .directory else { return }
        for name in try POSIXFile.entries(of: folder) where Self.isReviewImage(name) {
            let file = folder.appendingPathComponent(name)
            if POSIXFile.kind(of: file) == .file { try POSIXFile.remove(file) }
        }
        if try POSIXFile.removeEmptyFolder(folder), scenarioID.contains("/"),
           POSIXFile.kind(of: folder.deletingLastPathComponent()) == .directory {
            try POSIXFile.removeEmptyFolder(folder.deletingLastPathComponent())
        }
    }
}
