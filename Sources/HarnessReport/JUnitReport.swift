import GoldenKit
/// JUnit XML for CI systems: one test case per scenario, its failing frames in the failure message.
///
///     <testsuites name="harness" tests="2" failures="1" errors="0" skipped="0" time="0.310">
///       <testsuite name="goldens" tests="2" failures="1" errors="0" skipped="0" time="0.310">
///         <testcase classname="goldens" name="door-push" time="0.200">
///           <failure message="1 differing, of 6 frames: f2-0500ms.png" type="GoldenMismatch">f2-0500ms.png: …</failure>
package enum JUnitReport {
    static let suiteName = "goldens"

    package static func xml(for results: RunResults) -> String {
        let summary = results.summary
        let counts = Markup.attributes([
            "tests": String(summary.scenarios),
            "failures": String(summary.failed + summary.missing),
            "errors": String(summary.errored),
            "skipped": "0",
            "time": Markup.seconds(results.seconds),
        ])
        let suite = results.shard.map { "\(suiteName) (shard \($0))" } ?? suiteName
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites\(Markup.attributes(["name": "harness"]))\(counts)>
              <testsuite\(Markup.attributes(["name": suite]))\(counts)>
            \(results.scenarios.map(testCase).joined())  </testsuite>
            </testsuites>

            """
    }

    private static func testCase(_ scenario: ScenarioOutcome) -> String {
        let open = "    <testcase" + Markup.attributes([
            "classname": suiteName, "name": scenario.id, "time": Markup.seconds(scenario.seconds),
        ])
        guard let problem = problem(of: scenario) else { return open + "/>\n" }
        return open + ">\n      <\(problem.element)"
            + Markup.attributes(["message": problem.message, "type": problem.type])
            + ">" + Markup.escape(scenario.failureReport()) + "</\(problem.element)>\n    </testcase>\n"
    }

    /// A scenario that could not run is a JUnit error; one whose frames fail is a failure.
    private static func problem(of scenario: ScenarioOutcome) -> (element: String, type: String, message: String)? {
        if let error = scenario.error { return ("error", "ScenarioError", error) }
        guard let summary = scenario.failureSummary else { return nil }
        let cause = scenario.environmentChange.map { "\($0.advice). " } ?? ""
        return ("failure", "GoldenMismatch",
                cause + "\(summary): " + scenario.failingFrames.map(\.frame.fileName).joined(separator: ", "))
    }
}
