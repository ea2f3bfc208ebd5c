import Foundation

/// Refuses a goldens folder that is, or holds, the root of a package or a repository.
///
/// A typo such as `HARNESS_GOLDENS=.` or `--goldens ..` would otherwise hand the store a checkout
/// to update and prune. The store only ever deletes files it wrote itself, but a folder of source
/// code is never a place for goldens, so every update and every command of the CLI refuses it
/// before reading or writing anything.
///
///     try GoldensRoot.check(URL(fileURLWithPath: "Goldens"))   // fine
///     try GoldensRoot.check(URL(fileURLWithPath: "."))         // throws: it holds Package.swift
package enum GoldensRoot {
    /// Entries that mark a folder as a package's or a repository's root.
    static let rootMarkers = ["Package.swift", ".git", ".hg", ".svn"]

    /// Throws `.unsafeGoldensRoot` when `directory` itself is a package or repository root (it
    /// holds one of `rootMarkers` or a `Sources` folder), or when a folder in it, or in one of its
    /// folders, is one: the depths at which scenario and variant folders lie.
    package static func check(_ directory: URL) throws(GoldenStoreError) {
        let path = directory.standardizedFileURL.path
        if let marker = marker(in: directory, includingSources: true) {
            throw .unsafeGoldensRoot(path: path, reason: "it holds \(marker), so it is the root of a package or repository")
        }
        for child in try subfolders(of: directory) {
            if let marker = marker(in: child, includingSources: false) {
                throw .unsafeGoldensRoot(path: path, reason: "\(child.lastPathComponent)/ in it holds \(marker), so it holds a package or repository")
            }
            for grandchild in try subfolders(of: child) {
                if let marker = marker(in: grandchild, includingSources: false) {
                    let name = "\(child.lastPathComponent)/\(grandchild.lastPathComponent)"
                    throw .unsafeGoldensRoot(path: path, reason: "\(name)/ in it holds \(marker), so it holds a package or repository")
                }
            }
        }
    }

    private static func marker(in folder: URL, includingSources: Bool) -> String? {
        if let marker = rootMarkers.first(where: { POSIXFile.kind(of: folder.appendingPathComponent($0)) != .missing }) {
            return marker
        }
        if includingSources, POSIXFile.kind(of: folder.appendingPathComponent("Sources")) == .directory { return "Sources/" }
        return nil
    }

    /// The real folders in `folder` (links are not followed), without dotfiles.
    private static func subfolders(of folder: URL) throws(GoldenStoreError) -> [URL] {
        try POSIXFile.entries(of: folder).filter { !$0.hasPrefix(".") }
            .map { folder.appendingPathComponent($0) }
            .filter { POSIXFile.kind(of: $0) == .directory }
    }
}
