import HarnessTesting
import Testing

/// How golden assertions choose their record mode: trait, then HARNESS_RECORD, then the CI default.
@Suite struct RecordModeTests {
    @Test func theEnvironmentDecidesWhenNoTraitIsSet() throws {
        #expect(try GoldenRecording.effectiveMode(environment: [:]) == .missing)
        #expect(try GoldenRecording.effectiveMode(environment: ["CI": "true"]) == .never)
        #expect(try GoldenRecording.effectiveMode(environment: ["CI": "true", "HARNESS_RECORD": "all"]) == .all)
        #expect(try GoldenRecording.effectiveMode(environment: ["HARNESS_RECORD": "failed"]) == .failed)
        #expect(throws: (any Error).self) { try GoldenRecording.effectiveMode(environment: ["HARNESS_RECORD": "sometimes"]) }
    }

    @Test(.recordGoldens(.never)) func aTraitOverridesTheEnvironment() throws {
        #expect(try GoldenRecording.effectiveMode(environment: ["HARNESS_RECORD": "all"]) == .never)
    }
}
