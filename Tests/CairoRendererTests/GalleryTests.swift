import Testing

/// Each gallery scene against its golden PNG (see `GoldenGallery` for record mode).
@Suite struct GalleryTests {
    @Test(arguments: GalleryScenes.all.map(\.name))
    func sceneMatchesItsGolden(_ name: String) {
        let scene = GalleryScenes.all.first { $0.name == name }!
        switch GoldenGallery().check(scene.render(), named: name) {
        case .matched: break
        case .recorded(let message), .differs(let message): Issue.record(Comment(rawValue: message))
        }
    }
}
