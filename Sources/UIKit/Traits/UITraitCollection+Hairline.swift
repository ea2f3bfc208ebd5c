import Foundation
import QuartzCore

extension UITraitCollection {
    /// One device pixel in points, 1 / `displayScale` (1 when the scale is unspecified): the
    /// thickness UIKit draws its bar shadows and separators at, 0.5 points at 2x and a third at 3x.
    package var hairline: CGFloat { 1 / (displayScale > 0 ? displayScale : 1) }
}

extension UIView {
    /// Lays the view out again when its display scale changes (it joins a screen of another
    /// scale), so the hairlines it lays out stay one pixel thick.
    func relayOutOnScaleChange() {
        var laidOut: Double?
        resolveWithTraits(.displayScale) { [unowned self] traits in
            defer { laidOut = traits.displayScale }
            if laidOut != nil, laidOut != traits.displayScale { layoutSubviews() }
        }
    }
}
