import Foundation
import QuartzCore

/// The status bar's look a controller asks for, as `UIStatusBarStyle` (with iOS's raw values):
/// light or dark glyphs, or those of the interface style (UIViewController+StatusBar.swift).
public enum UIStatusBarStyle: Int, Sendable { case `default` = 0, lightContent = 1, darkContent = 3 }
