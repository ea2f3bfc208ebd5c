import Foundation

/// Which corners a layer's `cornerRadius` rounds, as `CACornerMask`; in UIKit's y-down space
/// MinY is the top edge, so `[.layerMinXMinYCorner, .layerMaxXMinYCorner]` rounds the top two.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
    /// Every corner, Core Animation's default.
    public static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

extension BezierPath {
    /// A rectangle with only `corners` rounded by `cornerRadius` (clamped to half the shorter
    /// side), as Core Animation outlines a layer whose `maskedCorners` leaves some square.
    public init(roundedRect rect: CGRect, cornerRadius: Double, corners: CACornerMask) {
        guard corners != .all else {
            self.init(roundedRect: rect, cornerRadius: cornerRadius)
            return
        }
        self.init()
        let r = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
        let k = BezierPath.kappa
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        func radius(_ corner: CACornerMask) -> Double { corners.contains(corner) ? r : 0 }
        let (tl, tr, br, bl) = (radius(.layerMinXMinYCorner), radius(.layerMaxXMinYCorner),
                                radius(.layerMaxXMaxYCorner), radius(.layerMinXMaxYCorner))
        move(to: CGPoint(x: x0 + tl, y: y0))
        addLine(to: CGPoint(x: x1 - tr, y: y0))
        if tr > 0 { addCurve(to: CGPoint(x: x1, y: y0 + tr), controlPoint1: CGPoint(x: x1 - tr + k * tr, y: y0), controlPoint2: CGPoint(x: x1, y: y0 + tr - k * tr)) }
        addLine(to: CGPoint(x: x1, y: y1 - br))
        if br > 0 { addCurve(to: CGPoint(x: x1 - br, y: y1), controlPoint1: CGPoint(x: x1, y: y1 - br + k * br), controlPoint2: CGPoint(x: x1 - br + k * br, y: y1)) }
        addLine(to: CGPoint(x: x0 + bl, y: y1))
        if bl > 0 { addCurve(to: CGPoint(x: x0, y: y1 - bl), controlPoint1: CGPoint(x: x0 + bl - k * bl, y: y1), controlPoint2: CGPoint(x: x0, y: y1 - bl + k * bl)) }
        addLine(to: CGPoint(x: x0, y: y0 + tl))
        if tl > 0 { addCurve(to: CGPoint(x: x0 + tl, y: y0), controlPoint1: CGPoint(x: x0, y: y0 + tl - k * tl), controlPoint2: CGPoint(x: x0 + tl - k * tl, y: y0)) }
        close()
    }
}
