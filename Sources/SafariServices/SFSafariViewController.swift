import Foundation
import UIKit

/// What a Safari view controller tells its delegate, as `SFSafariViewControllerDelegate`.
public protocol SFSafariViewControllerDelegate: AnyObject {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
}

/// Safari in the app, as `SFSafariViewController`: a blank white page, as there is no web engine
/// here. It tells its delegate the initial load failed when its view appears, as iOS does for a
/// page it cannot reach. See docs/STAND-INS.md.
open class SFSafariViewController: UIViewController {
    /// How the page opens, as `SFSafariViewController.Configuration`.
    open class Configuration: NSObject {
        open var entersReaderIfAvailable = false
        open var barCollapsingEnabled = true
        public override init() { super.init() }
    }

    /// The button that closes it, as `SFSafariViewController.DismissButtonStyle`.
    public enum DismissButtonStyle: Int, Sendable { case done, close, cancel }

    public let url: URL
    public let configuration: Configuration
    open weak var delegate: SFSafariViewControllerDelegate?
    open var preferredBarTintColor: UIColor?
    open var preferredControlTintColor: UIColor?
    open var dismissButtonStyle = DismissButtonStyle.done
    private var toldDelegate = false

    public init(url URL: URL, configuration: Configuration) {
        url = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    public convenience init(url URL: URL) { self.init(url: URL, configuration: Configuration()) }

    /// As `init(url:configuration:)` with `entersReaderIfAvailable` set (deprecated in iOS 11).
    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }

    public required init?(coder: NSCoder) { return nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !toldDelegate else { return }
        toldDelegate = true
        delegate?.safariViewController(self, didCompleteInitialLoad: false)
    }
}
