import Foundation
import GoldenKit

/// Writes a report folder (`index.html`, `results.json`, optionally JUnit XML) and merges shard reports into one.
///
///     try RunReport.write(results, to: URL(fileURLWithPath: "report"), junit: URL(fileURLWithPath: "junit.xml"))
///     try RunReport.merge([shard1Results, shard2Results], into: URL(fileURLWithPath: "report"))
package enum RunReport {
    package static let indexFileName = "index.html"

    /// `directory` must be the folder the results' artifact paths are relative to (where `check` wrote them).
    package static func write(_ results: RunResults, to directory: URL, junit: URL? = nil) throws {
        try save(results.encoded(), to: directory.appendingPathComponent(RunResults.fileName))
        try save(Data(ReportPage(results: results).html.utf8), to: directory.appendingPathComponent(indexFileName))
        if let junit { try save(Data(JUnitReport.xml(for: results).utf8), to: junit) }
    }

    /// Deletes the review images of the run whose `results.json` is in `directory`, so that one
    /// run's report never shows another's leftovers (a scenario this run did not select keeps no
    /// old images). Only review images are deleted; a folder without our `results.json` is left
    /// alone. Returns why something could not be deleted, if it could not.
    package static func clearEarlierRun(in directory: URL) -> String? {
        let file = directory.appendingPathComponent(RunResults.fileName)
        guard FileManager.default.fileExists(atPath: file.path), let earlier = try? RunResults.read(from: file) else { return nil }
        let folder = ReviewFolder(directory)
        do {
            for scenario in earlier.scenarios { try folder.clear(scenarioID: scenario.id) }
        } catch {
            return "\(error)"
        }
        return nil
    }

    /// Merges the `results.json` files of every shard, copies each shard's images next to it into `directory`,
    /// and writes the merged report there. Returns the merged results.
    @discardableResult
    package static func merge(_ resultFiles: [URL], into directory: URL, junit: URL? = nil) throws -> RunResults {
        var parts: [RunResults] = []
        for file in resultFiles {
            let results = try RunResults.read(from: file)
            try copyArtifacts(of: results, from: file.deletingLastPathComponent(), to: directory)
            parts.append(results)
        }
        let merged = try RunResults.merge(parts)
        try write(merged, to: directory, junit: junit)
        return merged
    }

    private static func copyArtifacts(of results: RunResults, from source: URL, to destination: URL) throws {
        guard source.standardizedFileURL != destination.standardizedFileURL else { return }
        let paths = results.scenarios.flatMap { scenario in
            scenario.frames.flatMap(\.artifacts.all) + [scenario.preview?.expected, scenario.preview?.actual].compactMap { $0 }
        }
        for path in paths {
            try SafeName.checkRelativePath(path)
            let target = destination.appendingPathComponent(path)
            do {
                // Replaced atomically, so a full disk leaves the old image or none, never half of one.
                try AtomicFileWriter(durable: false).write(Data(contentsOf: source.appendingPathComponent(path)), to: target)
            } catch {
                throw ResultsError.unwritable(path: target.path, detail: String(describing: error))
            }
        }
    }

    /// Replaced atomically, as the images are, and failing with the store's one-sentence errors
    /// ("no space left…") rather than Foundation's.
    private static func save(_ data: Data, to url: URL) throws {
        do {
            try AtomicFileWriter(durable: false).write(data, to: url)
        } catch let error as GoldenStoreError {
            throw error
        } catch {
            throw ResultsError.unwritable(path: url.path, detail: String(describing: error))
        }
    }
}
