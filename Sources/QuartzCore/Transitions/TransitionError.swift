import Foundation

/// Why a `CATransition` cannot run; `CALayer.add(_:forKey:)` stops with this message.
package enum TransitionError: Error, Equatable, CustomStringConvertible {
    /// The type names no effect Core Animation knows.
    case unknownType(String)
    /// `startProgress`/`endProgress` are not 0 ≤ start ≤ end ≤ 1.
    case invalidProgress(start: Double, end: Double)

    public var description: String {
        switch self {
        case .unknownType(let name):
            "unknown transition type \"\(name)\"; known types are: "
                + CATransitionType.known.map(\.rawValue).joined(separator: ", ")
        case let .invalidProgress(start, end):
            "transition startProgress \(start) and endProgress \(end) must satisfy 0 ≤ startProgress ≤ endProgress ≤ 1"
        }
    }
}
