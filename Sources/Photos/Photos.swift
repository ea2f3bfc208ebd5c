@_exported import AVFoundation
import Foundation
import UIKit

// Photos as a stand-in: a library that is never authorised and holds no asset. See
// docs/STAND-INS.md. As on iOS, importing Photos brings AVFoundation (its video requests
// answer with AVFoundation's types).

/// Whether the app may read the library, as `PHAuthorizationStatus`.
public enum PHAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized, limited }

/// The access asked for, as `PHAccessLevel`.
public enum PHAccessLevel: Int, Sendable { case addOnly = 1, readWrite }

/// A kind of asset, as `PHAssetMediaType`.
public enum PHAssetMediaType: Int, Sendable { case unknown, image, video, audio }

/// The photo library, as `PHPhotoLibrary`: authorisation stays `.notDetermined`, as before a
/// person answers the prompt, and a request is answered at once with that status.
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let instance = PHPhotoLibrary()
    open class func shared() -> PHPhotoLibrary { instance }

    open class func authorizationStatus() -> PHAuthorizationStatus { .notDetermined }
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { .notDetermined }

    open class func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) { handler(.notDetermined) }

    open class func requestAuthorization(for accessLevel: PHAccessLevel, handler: @escaping (PHAuthorizationStatus) -> Void) {
        handler(.notDetermined)
    }

    /// Runs `changeBlock`, then reports failure: there is no library to change.
    open func performChanges(_ changeBlock: @escaping () -> Void, completionHandler: ((Bool, Error?) -> Void)? = nil) {
        changeBlock()
        completionHandler?(false, PHPhotosError(.accessUserDenied))
    }
}

/// A Photos failure, as `PHPhotosError`.
public struct PHPhotosError: Error, Sendable {
    /// What failed, as `PHPhotosError.Code`.
    public enum Code: Int, Sendable { case internalError = -1, userCancelled = 3072, accessRestricted = 3310, accessUserDenied = 3311 }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}

/// Options for a fetch, as `PHFetchOptions`.
open class PHFetchOptions: NSObject {
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit = 0
    open var includeHiddenAssets = false
    public override init() { super.init() }
}

/// What a fetch found, as `PHFetchResult`: always nothing here.
open class PHFetchResult<ObjectType: AnyObject>: NSObject {
    private let objects: [ObjectType]
    init(_ objects: [ObjectType]) {
        self.objects = objects
        super.init()
    }
    public override convenience init() { self.init([]) }
    open var count: Int { objects.count }
    open var firstObject: ObjectType? { objects.first }
    open var lastObject: ObjectType? { objects.last }
    open func object(at index: Int) -> ObjectType { objects[index] }
    open subscript(index: Int) -> ObjectType { objects[index] }
    open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { objects[$0] } }
    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for (index, object) in objects.enumerated() {
            block(object, index, &stop)
            if stop.boolValue { break }
        }
    }
}

/// A photo or video in the library, as `PHAsset`.
open class PHAsset: NSObject {
    open var localIdentifier: String { "" }
    open var mediaType: PHAssetMediaType { .unknown }
    open var pixelWidth: Int { 0 }
    open var pixelHeight: Int { 0 }
    open var creationDate: Date? { nil }
    open var duration: TimeInterval { 0 }
    open var isFavorite: Bool { false }

    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
}

/// An album, as `PHAssetCollection`.
open class PHAssetCollection: NSObject {
    open var localizedTitle: String? { nil }
}

/// How an image request fits its target size, as `PHImageContentMode`.
public enum PHImageContentMode: Int, Sendable { case aspectFit, aspectFill
    public static let `default` = PHImageContentMode.aspectFit
}

/// A request's identifier, as `PHImageRequestID`.
public typealias PHImageRequestID = Int32

/// Options for an image request, as `PHImageRequestOptions`.
open class PHImageRequestOptions: NSObject {
    /// How fast and how good, as `PHImageRequestOptionsDeliveryMode`.
    open var deliveryMode = PHImageRequestOptionsDeliveryMode.opportunistic
    open var resizeMode = PHImageRequestOptionsResizeMode.fast
    open var isNetworkAccessAllowed = false
    open var isSynchronous = false
    public override init() { super.init() }
}

public enum PHImageRequestOptionsDeliveryMode: Int, Sendable { case opportunistic, highQualityFormat, fastFormat }
public enum PHImageRequestOptionsResizeMode: Int, Sendable { case none, fast, exact }

/// The size that asks for an asset's full size, as `PHImageManagerMaximumSize`.
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)

/// Images of assets, as `PHImageManager`: there are no assets, so every request is answered at
/// once with no image.
open class PHImageManager: NSObject, @unchecked Sendable {
    private static let shared = PHImageManager()
    private var requests: PHImageRequestID = 0
    open class func `default`() -> PHImageManager { shared }

    @discardableResult
    open func requestImage(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
                           resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        requests += 1
        resultHandler(nil, nil)
        return requests
    }

    open func cancelImageRequest(_ requestID: PHImageRequestID) {}

    @discardableResult
    open func requestAVAsset(forVideo asset: PHAsset, options: PHVideoRequestOptions?,
                             resultHandler: @escaping (AVAsset?, AVAudioMix?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        requests += 1
        resultHandler(nil, nil, nil)
        return requests
    }

    @discardableResult
    open func requestPlayerItem(forVideo asset: PHAsset, options: PHVideoRequestOptions?,
                                resultHandler: @escaping (AVPlayerItem?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        requests += 1
        resultHandler(nil, nil)
        return requests
    }
}

/// Options for a video request, as `PHVideoRequestOptions`.
open class PHVideoRequestOptions: NSObject {
    open var isNetworkAccessAllowed = false
    public override init() { super.init() }
}

/// An image manager that would keep images ready, as `PHCachingImageManager`.
open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
    public override init() { super.init() }
    open func startCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
    open func stopCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
    open func stopCachingImagesForAllAssets() {}
}
