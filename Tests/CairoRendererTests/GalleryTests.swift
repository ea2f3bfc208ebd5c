import HarnessTesting
import ImageComparison
import Testing

/// Each gallery scene against its golden in the package's Goldens/, through the same store, record modes and
/// review images as users' goldens. Frames must match exactly: every scene is drawn on an opaque
/// background by the same pinned cairo, pixman and FreeType, so any difference at all is a
/// change in what the renderer draws.
@Suite struct GalleryTests {
    @Test(arguments: GalleryScenes.all.map(\.name))
    func sceneMatchesItsGolden(_ name: String) throws {
        let scene = try #require(GalleryScenes.all.first { $0.name == name })
        expectGoldenImage(of: scene.render(), as: .image(tolerance: .exact), named: name)
    }
}
