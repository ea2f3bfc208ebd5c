/// How a whole scenario came out: the worst of its frames, or `errored` when it could not run at all.
package enum ScenarioStatus: String, Codable, Sendable, CaseIterable {
    case passed, written, missing, failed, errored

    /// Whether this scenario makes the run fail.
    package var isFailure: Bool { self == .failed || self == .missing || self == .errored }
}
