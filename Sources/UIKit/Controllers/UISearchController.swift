import Foundation
import QuartzCore

/// Told when the search text changes, as `UISearchResultsUpdating`.
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// Search for a screen, as `UISearchController`: it holds the search bar and its settings; the
/// navigation bar does not show it here, and there is no typing, so it is never active.
open class UISearchController: UIViewController {
    open private(set) var searchResultsController: UIViewController?
    public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open var isActive = false
    open var obscuresBackgroundDuringPresentation = true
    open var dimsBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    /// A search controller showing its results in the searched screen, as UIKit's
    /// `init(nibName:bundle:)` (and through it `init()`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { return nil }
}
