/// Animated previews (APNG) of a scenario, expected beside actual, as paths relative to the report folder.
public struct ScenarioPreview: Codable, Equatable, Sendable {
    public var expected: String?
    public var actual: String?

    public init(expected: String? = nil, actual: String? = nil) { (self.expected, self.actual) = (expected, actual) }
}
