import CoreGraphics
import Foundation

// Core Animation's transform functions over `CATransform3D` (row vectors, so
// `CATransform3DConcat(a, b)` applies a first, then b).

public let CATransform3DIdentity = CATransform3D.identity

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(translationX: Double(tx), y: Double(ty), z: Double(tz))
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(scaleX: Double(sx), y: Double(sy), z: Double(sz))
}

/// A zero axis gives the identity, as Core Animation's does.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(rotationAngle: Double(angle), x: Double(x), y: Double(y), z: Double(z))
}

/// The translation first, then `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    t.translatedBy(x: Double(tx), y: Double(ty), z: Double(tz))
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    t.scaledBy(x: Double(sx), y: Double(sy), z: Double(sz))
}

public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    t.rotated(by: Double(angle), x: Double(x), y: Double(y), z: Double(z))
}

/// `a` applied first, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenating(b)
}

/// The inverse, or `t` unchanged when it has none, as Core Animation documents.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.inverted() ?? t
}

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { CATransform3D(m) }

public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affineTransform }
