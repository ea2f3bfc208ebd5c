/// Animated previews (APNG) of a scenario, expected beside actual, as paths relative to the report folder.
package struct ScenarioPreview: Codable, Equatable, Sendable {
    package var expected: String?
    package var actual: String?

    package init(expected: String? = nil, actual: String? = nil) { (self.expected, self.actual) = (expected, actual) }
}
