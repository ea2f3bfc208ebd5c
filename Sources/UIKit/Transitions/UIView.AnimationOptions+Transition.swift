import Foundation
import QuartzCore

extension UIView.AnimationOptions {
    /// Hide `fromView` and show `toView` instead of removing and adding them.
    public static let showHideTransitionViews = UIView.AnimationOptions(rawValue: 1 << 8)

    /// The Core Animation effect behind the transition option (bits 20–23), as UIKit maps
    /// them: flips are `oglFlip` from that side, curls are `pageCurl`/`pageUnCurl`, the
    /// dissolve is `fade`.
    package var transitionEffect: (type: CATransitionType, subtype: CATransitionSubtype?)? {
        switch UIView.AnimationOptions(rawValue: rawValue & (0xF << 20)) {
        case .transitionFlipFromLeft: (.oglFlip, .fromLeft)
        case .transitionFlipFromRight: (.oglFlip, .fromRight)
        case .transitionFlipFromTop: (.oglFlip, .fromTop)
        case .transitionFlipFromBottom: (.oglFlip, .fromBottom)
        case .transitionCurlUp: (.pageCurl, nil)
        case .transitionCurlDown: (.pageUnCurl, nil)
        case .transitionCrossDissolve: (.fade, nil)
        default: nil
        }
    }
}
