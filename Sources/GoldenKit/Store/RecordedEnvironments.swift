/// The rendering environments a goldens folder was recorded in, read from its manifests.
extension GoldenStore {
    /// Each distinct environment recorded in a scenario manifest, with the folders that record
    /// it, the most common first; folders without a manifest are left out, and a manifest that
    /// cannot be read (a pipe, a folder, a link to either) is an error naming it, as in `check`.
    package func recordedEnvironments() throws -> [(environment: [String: String], scenarios: [String])] {
        var groups: [[String: String]: [String]] = [:]
        for id in try scenarioFolders() where POSIXFile.kind(of: manifestURL(scenarioID: id)) != .missing {
            groups[try manifest(scenarioID: id).environment, default: []].append(id)
        }
        return groups.map { (environment: $0.key, scenarios: $0.value.sorted()) }
            .sorted { ($0.scenarios.count, $1.scenarios.first ?? "") > ($1.scenarios.count, $0.scenarios.first ?? "") }
    }
}
