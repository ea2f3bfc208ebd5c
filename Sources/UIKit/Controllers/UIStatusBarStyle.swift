import Foundation
import QuartzCore

/// The status bar's look a controller asks for, as `UIStatusBarStyle`; there is no status bar
/// here, so it is only read back.
public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent }
