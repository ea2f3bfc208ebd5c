@_exported import QuartzCore
import Foundation
import TransitionKit
