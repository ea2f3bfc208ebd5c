import HarnessTesting
import Scenarios
import Testing

/// One golden check per catalog scenario, as CI runs them.
@Suite struct CatalogGoldenTests {
    @Test(arguments: Catalog.all.map(\.id))
    func goldenFrames(of id: String) throws {
        let scenario = try #require(Catalog.scenario(id: id))
        expectGoldenImage(of: scenario, as: .frames)
    }
}
