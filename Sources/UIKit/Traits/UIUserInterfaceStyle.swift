import Foundation
import QuartzCore

/// Light or dark appearance, as `UIUserInterfaceStyle`; `.unspecified` inherits the surrounding style.
public enum UIUserInterfaceStyle: String, Hashable, Sendable, CaseIterable {
    case unspecified, light, dark
}
