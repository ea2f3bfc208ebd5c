import Foundation
import QuartzCore

/// Whether content sits on the window's base level or above it, as `UIUserInterfaceLevel`: UIKit
/// raises what a sheet presents to `.elevated`, where dark mode's backgrounds are lighter, so a
/// card reads as above the screen it covers.
public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1, base = 0, elevated = 1
}
