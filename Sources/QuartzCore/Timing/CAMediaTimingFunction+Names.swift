import CoreGraphics
import Foundation

/// The named curves of `CAMediaTimingFunction(name:)`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAMediaTimingFunctionName("linear")
    public static let easeIn = CAMediaTimingFunctionName("easeIn")
    public static let easeOut = CAMediaTimingFunctionName("easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName("easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName("default")
}

public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default

extension CAMediaTimingFunction {
    /// One of Core Animation's named curves; an unknown name is linear.
    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .easeInEaseOut: self = .easeInEaseOut
        case .default: self = .default
        default: self = .linear
        }
    }

    /// Core Animation takes the control points as `Float`s.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.init(points: Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }

    /// Control point 0…3 (the ends are (0, 0) and (1, 1)) written into `values`.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let point = [CGPoint.zero, controlPoint1, controlPoint2, CGPoint(x: 1, y: 1)][min(max(index, 0), 3)]
        values[0] = Float(point.x)
        values[1] = Float(point.y)
    }
}
