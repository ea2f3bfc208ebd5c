import Foundation
import QuartzCore

// Interface Builder archives (nibs and storyboards) cannot be decoded here: these exist so code
// that loads them compiles, and they load nothing. Build the views in code for a scenario.

/// A nib, as `UINib`; it instantiates nothing here.
public final class UINib {
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public let name: String

    public init(nibName name: String, bundle bundleOrNil: Bundle?) { self.name = name }

    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] { [] }
}

extension Bundle {
    /// Nothing to load here: nil, as for a nib that is not in the bundle.
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? { nil }
}

/// A storyboard, as `UIStoryboard`; its scenes are made as plain controllers here.
public final class UIStoryboard {
    public let name: String

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) { self.name = name }

    /// A plain `UIViewController`: the scene's class and views live in the archive.
    public func instantiateViewController(withIdentifier identifier: String) -> UIViewController { UIViewController() }
    public func instantiateInitialViewController() -> UIViewController? { nil }
}

extension UIViewController {
    /// No controller comes from a storyboard here.
    public var storyboard: UIStoryboard? { nil }
    public var nibName: String? { nil }
    public var nibBundle: Bundle? { nil }
}
