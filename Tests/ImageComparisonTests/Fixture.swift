import Foundation

/// Fixture files shipped with the comparison tests (see Fixtures/README.md).
enum Fixture {
    static let directory = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }
}
