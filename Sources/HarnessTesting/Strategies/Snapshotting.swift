import Foundation

/// How a subject becomes goldens: the golden folders it fills and how each is drawn and judged.
/// A strategy for a new kind of subject is a `pullback` of one that exists, so the assertions
/// never change:
///
///     extension Snapshotting where Subject == Badge {
///         static let image = Snapshotting<UIView>.image(on: [Variant(device: .iPhoneSE3)]).pullback { $0.makeView() }
///     }
///     expectGoldenImage(of: Badge(count: 3), as: .image, named: "badge")
///
/// The subject arrives as a function that makes it, called once for each screen it is drawn on,
/// so a view or a controller is never shared between two variants.
public struct Snapshotting<Subject>: Sendable {
    /// The golden folders to check for the subject `make` builds, named as `naming` says.
    public var checks: @Sendable (_ make: @escaping () -> Subject, _ naming: GoldenNaming) -> [GoldenCheck]

    public init(checks: @escaping @Sendable (_ make: @escaping () -> Subject, _ naming: GoldenNaming) -> [GoldenCheck]) {
        self.checks = checks
    }

    /// This strategy for another kind of subject, which `transform` turns into this one.
    public func pullback<Other>(_ transform: @escaping @Sendable (Other) -> Subject) -> Snapshotting<Other> {
        Snapshotting<Other> { make, naming in checks({ transform(make()) }, naming) }
    }
}

/// The name an assertion gives its goldens: the one it was given, else a default the strategy chooses.
public struct GoldenNaming: Sendable {
    /// `named:` as the assertion was given it.
    public var name: String?
    /// The asserting test's name without its parentheses (`loginInSixteenVariants`): the folder of
    /// a still snapshot that names none.
    public var testName: String
    /// Where the assertion is, `File.swift testName()`, so two assertions into one folder can be named.
    public var declaration: String

    /// The given name, else the test's.
    public var nameOrTestName: String { name ?? testName }
}
