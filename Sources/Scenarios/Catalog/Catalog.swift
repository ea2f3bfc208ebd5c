import Foundation

/// Every scenario the harness checks, in a fixed order; ids are unique.
public enum Catalog {
    public static let all: [Scenario] = {
        let scenarios = CustomTransitionScenarios.all + BuiltInTransitionScenarios.all + VariantScenarios.all
        let ids = scenarios.map(\.id)
        precondition(Set(ids).count == ids.count, "duplicate scenario ids in Catalog.all: \(ids.sorted())")
        return scenarios
    }()

    /// The scenario with `id`, if there is one.
    public static func scenario(id: String) -> Scenario? {
        all.first { $0.id == id }
    }
}
