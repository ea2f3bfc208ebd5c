import Foundation

/// A transition between two controllers of a storyboard, as `UIStoryboardSegue`. There are no
/// storyboards here; the class exists so a controller's `prepare(for:sender:)` override compiles
/// and can be called with one made in code.
open class UIStoryboardSegue: NSObject {
    open private(set) var identifier: String?
    open private(set) var source: UIViewController
    open private(set) var destination: UIViewController

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        (self.identifier, self.source, self.destination) = (identifier, source, destination)
    }

    /// Does nothing: a segue made in code has no transition of its own here.
    open func perform() {}
}
