import Foundation
import UIKit

// StoreKit as a stand-in: the review prompt, which iOS may or may not show, is never shown.
// See docs/STAND-INS.md.

/// The App Store review prompt, as `SKStoreReviewController`: a request shows nothing, as iOS
/// itself is free to show nothing.
open class SKStoreReviewController: NSObject {
    open class func requestReview() {}
    open class func requestReview(in windowScene: UIWindowScene) {}
}

/// An App Store product page in the app, as `SKStoreProductViewController`: a blank sheet, as the
/// store cannot be reached; loading a product fails at once.
open class SKStoreProductViewController: UIViewController {
    open weak var delegate: SKStoreProductViewControllerDelegate?

    open func loadProduct(withParameters parameters: [String: Any], completionBlock block: ((Bool, Error?) -> Void)? = nil) {
        block?(false, URLError(.notConnectedToInternet))
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

/// What a product page tells its delegate, as `SKStoreProductViewControllerDelegate`.
public protocol SKStoreProductViewControllerDelegate: AnyObject {
    func productViewControllerDidFinish(_ viewController: SKStoreProductViewController)
}

extension SKStoreProductViewControllerDelegate {
    public func productViewControllerDidFinish(_ viewController: SKStoreProductViewController) {}
}

public let SKStoreProductParameterITunesItemIdentifier = "id"
