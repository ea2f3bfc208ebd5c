import Foundation
import HarnessCore

#if canImport(Glibc)
import Glibc
#endif

/// Where a command may write what it was asked for (`--report`, `--junit`, `render --out`):
/// anywhere but the goldens folder, which holds only what the store writes. A JUnit file over a
/// manifest, or review images in a scenario's folder, would pass as goldens in the next commit.
///
///     try OutputLocation.check(URL(fileURLWithPath: "Goldens/door-push/manifest.json"), option: "--junit", goldens: goldens)
///     // throws: --junit … is inside the goldens folder …
enum OutputLocation {
    /// Throws a usage error when `output`, with every link on its way followed, is the goldens
    /// folder or lies inside it.
    static func check(_ output: URL, option: String, goldens: URL) throws(HarnessError) {
        try check(path: output.path, option: option, goldens: goldens.path)
    }

    /// `check` for paths as given, absolute or relative to the working folder: `harness diff
    /// --out` checks its one file without making a URL, which cost a tenth of its start.
    static func check(path output: String, option: String, goldens: String) throws(HarnessError) {
        let target = resolved(output), folder = resolved(goldens)
        guard Array(target.prefix(folder.count)) == folder else { return }
        throw .usage("\(option) \(lexicalPath(output)) is inside the goldens folder \(lexicalPath(goldens)), which holds only "
                     + "goldens and their manifests; write it outside, such as under .build/")
    }

    /// The path's components once every link in its existing part is followed: a path that does
    /// not exist yet is resolved up to its nearest existing folder. `.` and `..` are taken as
    /// written first, as a standardized file URL takes them.
    private static func resolved(_ path: String) -> [String] {
        var existing = lexicalComponents(path)
        var rest: [String] = []
        while true {
            if let real = realpath("/" + existing.joined(separator: "/"), nil) {
                defer { free(real) }
                return lexicalComponents(String(cString: real)) + rest.reversed()
            }
            guard let last = existing.popLast() else { return rest.reversed() }
            rest.append(last)
        }
    }

    /// The components of `path` made absolute against the working folder, without `.`, and each
    /// `..` taking away the component before it.
    private static func lexicalComponents(_ path: String) -> [String] {
        var absolute = path
        if !path.hasPrefix("/"), let folder = getcwd(nil, 0) {
            defer { free(folder) }
            absolute = String(cString: folder) + "/" + path
        }
        var components: [String] = []
        for component in absolute.split(separator: "/") where component != "." {
            if component == ".." {
                _ = components.popLast()
            } else {
                components.append(String(component))
            }
        }
        return components
    }

    private static func lexicalPath(_ path: String) -> String {
        "/" + lexicalComponents(path).joined(separator: "/")
    }

    /// Throws a usage error naming the first symbolic link among the folders of a report
    /// (`report/door-push`, `report/door-push/iPhone15-dark`): images written there would land
    /// wherever it points, the goldens folder included.
    static func checkNoLinks(in report: URL, option: String) throws(HarnessError) {
        for name in entries(of: report) {
            let child = report.appendingPathComponent(name)
            if isLink(child) { throw linked(child, option: option) }
            for inner in entries(of: child) where isLink(child.appendingPathComponent(inner)) {
                throw linked(child.appendingPathComponent(inner), option: option)
            }
        }
    }

    private static func entries(of folder: URL) -> [String] {
        var status = stat()
        guard lstat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return [] }
        return (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    }

    private static func isLink(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    private static func linked(_ link: URL, option: String) -> HarnessError {
        .usage("\(link.path) in the \(option) folder is a symbolic link, and a report writes only inside its own folder; "
               + "remove the link (`rm \(link.path)`) or pass another \(option) folder")
    }
}
