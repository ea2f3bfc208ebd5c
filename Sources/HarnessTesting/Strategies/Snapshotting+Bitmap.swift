import ImageComparison
import Pixels

extension Snapshotting where Subject == Bitmap {
    /// An image already drawn, compared exactly.
    public static var image: Snapshotting { image() }

    /// An image already drawn (by a renderer test, say), as the one frame of `<name>/`; the name
    /// is `named:`, else the test's.
    ///
    ///     expectGoldenImage(of: Renderer(scale: 2).render(card, size: size), as: .image, named: "card")
    public static func image(tolerance: Tolerance = .default) -> Snapshotting {
        Snapshotting { make, naming in
            [GoldenCheck.image(make(), id: naming.nameOrTestName, declaration: naming.declaration, tolerance: tolerance)]
        }
    }
}
