import Foundation
import QuartzCore

/// A camera or microphone, as `AVCaptureDevice`: there is none here, as on the Simulator, so
/// `default(for:)` answers nil and access is never granted.
open class AVCaptureDevice: NSObject {
    /// Which side of the device a camera faces, as `AVCaptureDevice.Position`.
    public enum Position: Int, Sendable { case unspecified, back, front }
    /// A kind of device, as `AVCaptureDevice.DeviceType`.
    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
    }

    open class func `default`(for mediaType: AVMediaType?) -> AVCaptureDevice? { nil }
    open class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? { nil }
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }

    /// Answers false, at once: there is no device to grant.
    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping (Bool) -> Void) { handler(false) }
}

/// Where a capture session reads from, as `AVCaptureInput`.
open class AVCaptureInput: NSObject {}

/// A device as a session's input, as `AVCaptureDeviceInput`.
open class AVCaptureDeviceInput: AVCaptureInput {
    public let device: AVCaptureDevice
    public init(device: AVCaptureDevice) throws {
        self.device = device
        super.init()
    }
}

/// Where a capture session writes to, as `AVCaptureOutput`.
open class AVCaptureOutput: NSObject {}
/// Still photos from a session, as `AVCapturePhotoOutput`.
open class AVCapturePhotoOutput: AVCaptureOutput {}
/// Video frames from a session, as `AVCaptureVideoDataOutput`.
open class AVCaptureVideoDataOutput: AVCaptureOutput {}

/// Codes and faces found in a session's frames, as `AVCaptureMetadataOutput`; none are found.
open class AVCaptureMetadataOutput: AVCaptureOutput {
    open var metadataObjectTypes: [AVMetadataObject.ObjectType] = []
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { [] }
    open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
    open func setMetadataObjectsDelegate(_ objectsDelegate: AVCaptureMetadataOutputObjectsDelegate?, queue objectsCallbackQueue: DispatchQueue?) {}
}

/// A code or face found in a frame, as `AVMetadataObject`.
open class AVMetadataObject: NSObject {
    /// A kind of metadata, as `AVMetadataObject.ObjectType`.
    public struct ObjectType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let qr = ObjectType(rawValue: "org.iso.QRCode")
        public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
        public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
        public static let code128 = ObjectType(rawValue: "com.intermec.Code128")
        public static let face = ObjectType(rawValue: "face")
    }
    open var type: ObjectType { .qr }
    open var bounds: CGRect { .zero }
}

/// A machine-readable code, as `AVMetadataMachineReadableCodeObject`.
open class AVMetadataMachineReadableCodeObject: AVMetadataObject {
    open var stringValue: String? { nil }
}

/// What a metadata output tells its delegate, as `AVCaptureMetadataOutputObjectsDelegate`.
public protocol AVCaptureMetadataOutputObjectsDelegate: AnyObject {
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
    public func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection) {}
}

/// A link from an input to an output, as `AVCaptureConnection`.
open class AVCaptureConnection: NSObject {}

/// A capture pipeline, as `AVCaptureSession`: it keeps its inputs and outputs and runs when
/// told, but no frame ever arrives.
open class AVCaptureSession: NSObject {
    /// A quality level, as `AVCaptureSession.Preset`.
    public struct Preset: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
    }

    open var sessionPreset = Preset.high
    open private(set) var inputs: [AVCaptureInput] = []
    open private(set) var outputs: [AVCaptureOutput] = []
    open private(set) var isRunning = false

    public override init() { super.init() }

    open func canAddInput(_ input: AVCaptureInput) -> Bool { true }
    open func addInput(_ input: AVCaptureInput) { inputs.append(input) }
    open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { true }
    open func addOutput(_ output: AVCaptureOutput) { outputs.append(output) }
    open func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }
    open func canSetSessionPreset(_ preset: Preset) -> Bool { true }
    open func beginConfiguration() {}
    open func commitConfiguration() {}
    open func startRunning() { isRunning = true }
    open func stopRunning() { isRunning = false }
}

/// A session's camera picture, as `AVCaptureVideoPreviewLayer`: black, as no frame arrives.
open class AVCaptureVideoPreviewLayer: CALayer {
    open var session: AVCaptureSession?
    open var videoGravity = AVLayerVideoGravity.resizeAspect

    public override init() {
        super.init()
        backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    }

    public convenience init(session: AVCaptureSession) {
        self.init()
        self.session = session
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        session = (layer as? AVCaptureVideoPreviewLayer)?.session
    }

    public required init?(coder: NSCoder) { return nil }
}
