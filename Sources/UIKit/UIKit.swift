@_exported import QuartzCore
import Foundation
// On iOS, `import UIKit` brings all of Foundation, URLSession and URLRequest included; on Linux
// those live in FoundationNetworking. The harness answers every request itself, never the
// network (NetworkGuard.swift).
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

// UIKit on Linux: views, controllers, transitions, traits, gestures and dynamics, under UIKit's
// names and with its semantics, on Core Animation's layers and a virtual clock.

// The pre-Swift-4.2 spellings of nested UIKit types.

public typealias UIViewContentMode = UIView.ContentMode
public typealias UIViewAnimationOptions = UIView.AnimationOptions
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
public typealias UIViewAnimationCurve = UIView.AnimationCurve
public typealias UIViewAutoresizing = UIView.AutoresizingMask
public typealias UINavigationControllerOperation = UINavigationController.Operation
public typealias UIControlState = UIControl.State

public let UITransitionContextFromViewKey = UITransitionContextViewKey.from
public let UITransitionContextToViewKey = UITransitionContextViewKey.to
public let UITransitionContextFromViewControllerKey = UITransitionContextViewControllerKey.from
public let UITransitionContextToViewControllerKey = UITransitionContextViewControllerKey.to

public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

