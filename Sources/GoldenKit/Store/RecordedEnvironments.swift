/// The rendering environments a goldens folder was recorded in, read from its manifests.
extension GoldenStore {
    /// Each distinct environment recorded in a scenario manifest, with the folders that record
    /// it, the most common first; folders without a manifest of the store's are left out.
    package func recordedEnvironments() throws -> [(environment: [String: String], scenarios: [String])] {
        var groups: [[String: String]: [String]] = [:]
        for id in try scenarioFolders() where POSIXFile.kind(of: manifestURL(scenarioID: id)) == .file {
            groups[try manifest(scenarioID: id).environment, default: []].append(id)
        }
        return groups.map { (environment: $0.key, scenarios: $0.value.sorted()) }
            .sorted { ($0.scenarios.count, $1.scenarios.first ?? "") > ($1.scenarios.count, $0.scenarios.first ?? "") }
    }
}
