import Foundation
import Photos
import UIKit

/// What a picker offers, as `PHPickerFilter`.
public struct PHPickerFilter: Hashable, Sendable {
    let kinds: Set<String>
    public static let images = PHPickerFilter(kinds: ["images"])
    public static let videos = PHPickerFilter(kinds: ["videos"])
    public static let livePhotos = PHPickerFilter(kinds: ["livePhotos"])
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(kinds: subfilters.reduce(into: []) { $0.formUnion($1.kinds) })
    }
}

/// How a picker picks, as `PHPickerConfiguration`.
public struct PHPickerConfiguration: Sendable {
    /// How picked items are delivered, as `PHPickerConfiguration.AssetRepresentationMode`.
    public enum AssetRepresentationMode: Int, Sendable { case automatic, current, compatible }
    /// The order picked items come in, as `PHPickerConfiguration.Selection`.
    public enum Selection: Int, Sendable { case `default`, ordered }

    public var filter: PHPickerFilter?
    /// How many items may be picked; 0 is no limit.
    public var selectionLimit = 1
    public var preferredAssetRepresentationMode = AssetRepresentationMode.automatic
    public var selection = Selection.default
    public init() {}
    public init(photoLibrary: PHPhotoLibrary) {}
}

/// A picked item, as `PHPickerResult`.
public struct PHPickerResult: Sendable {
    public let assetIdentifier: String?
}

/// What a picker tells its delegate, as `PHPickerViewControllerDelegate`.
public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// The system photo picker, as `PHPickerViewController`: a grouped-background sheet with
/// nothing to pick, as the library has no asset.
open class PHPickerViewController: UIViewController {
    public let configuration: PHPickerConfiguration
    open weak var delegate: PHPickerViewControllerDelegate?

    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
    }

    /// What a tap on Cancel does: the delegate hears that nothing was picked.
    package func cancel() { delegate?.picker(self, didFinishPicking: []) }
}
