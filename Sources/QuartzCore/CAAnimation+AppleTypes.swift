import Foundation
import TransitionKit

/// `CAAnimation`'s members whose Core Animation types differ from TransitionKit's.
extension Animation {
    /// `.infinity` (or `Float.greatestFiniteMagnitude`, as older code writes it) repeats forever.
    public var repeatCount: Float {
        get { Float(repeatCountValue) }
        set { repeatCountValue = newValue >= .greatestFiniteMagnitude ? .infinity : Double(newValue) }
    }

    public var speed: Float {
        get { Float(speedValue) }
        set { speedValue = Double(newValue) }
    }

    /// Key-value coding over `keyedValues`, as code tags animations to find them in `animationDidStop`.
    public func value(forKey key: String) -> Any? { keyedValues[key] }
    public func setValue(_ value: Any?, forKey key: String) { keyedValues[key] = value }
}

extension PropertyAnimation {
    /// Optional, as Core Animation declares it.
    public var keyPath: String? { keyPathName }
}
