import Foundation
import QuartzCore

/// How much room the interface has along one axis, as `UIUserInterfaceSizeClass`: a phone is
/// compact across and regular down in portrait, compact down in landscape; an iPad is regular both
/// ways. Presentations adapt to the width (a form sheet is a card only in regular width) and bars
/// to the height (a compact-height bar takes its compact appearance).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}
