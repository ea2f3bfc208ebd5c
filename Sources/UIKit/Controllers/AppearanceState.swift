import Foundation
import QuartzCore

/// Where a controller's view stands on screen, so each appearance callback comes once and in order.
enum AppearanceState: Sendable {
    case disappeared, appearing, appeared, disappearing
}
