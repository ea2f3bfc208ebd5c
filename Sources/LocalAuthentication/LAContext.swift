import Foundation

// Local Authentication as a stand-in: a device with no biometrics and no passcode. See
// docs/STAND-INS.md.

/// What to authenticate with, as `LAPolicy`.
public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1, deviceOwnerAuthentication
}

/// A device's biometric sensor, as `LABiometryType`.
public enum LABiometryType: Int, Sendable { case none, touchID, faceID, opticID }

/// A Local Authentication failure, as `LAError`.
public struct LAError: Error, CustomStringConvertible, Sendable {
    /// What failed, as `LAError.Code`.
    public enum Code: Int, Sendable {
        case authenticationFailed = -1, userCancel = -2, userFallback = -3, systemCancel = -4, passcodeNotSet = -5,
             biometryNotAvailable = -6, biometryNotEnrolled = -7, biometryLockout = -8, appCancel = -9, invalidContext = -10, notInteractive = -1004
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public var description: String { "LAError \(code): the stand-in device has no biometrics and no passcode" }
}

/// An authentication, as `LAContext`: no policy can be evaluated, for the stand-in device has
/// neither biometrics nor a passcode; evaluation fails at once with `.passcodeNotSet` or
/// `.biometryNotAvailable`.
open class LAContext: NSObject {
    open var localizedReason = ""
    open var localizedFallbackTitle: String?
    open var localizedCancelTitle: String?
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    open var biometryType: LABiometryType { .none }

    public override init() { super.init() }

    /// False, with the reason in `error` as iOS gives it. Linux Foundation has no
    /// `NSErrorPointer`; `&error` on an `NSError?` passes the same way.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        error?.pointee = Self.failure(for: policy) as NSError
        return false
    }

    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping (Bool, Error?) -> Void) {
        reply(false, Self.failure(for: policy))
    }

    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw Self.failure(for: policy)
    }

    open func invalidate() {}

    private static func failure(for policy: LAPolicy) -> LAError {
        LAError(policy == .deviceOwnerAuthentication ? .passcodeNotSet : .biometryNotAvailable)
    }
}
