import Foundation
import QuartzCore

/// Told when the search text changes, as `UISearchResultsUpdating`.
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// A search field, as `UISearchBar`: a rounded field with a placeholder.
open class UISearchBar: UIView {
    open var text: String? { didSet { field.text = text } }
    open var placeholder: String? { didSet { field.placeholder = placeholder } }
    open var searchBarStyle = Style.default
    open var showsCancelButton = false
    public enum Style: Int, Sendable { case `default`, prominent, minimal }
    private let field = UITextField()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        field.backgroundColor = UIColor(light: UIColor(white: 0, alpha: 0.06), dark: UIColor(white: 1, alpha: 0.12))
        field.layer.cornerRadius = 10
        addSubview(field)
        layoutSubviews()
    }

    public required init?(coder: NSCoder) { return nil }

    open override func layoutSubviews() {
        field.frame = bounds.insetBy(dx: 16, dy: 10)
    }
}

/// Search for a screen, as `UISearchController`: it holds the search bar and its settings; the
/// navigation bar does not show it here, and there is no typing, so it is never active.
open class UISearchController: UIViewController {
    public let searchResultsController: UIViewController?
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

    public required init?(coder: NSCoder) { return nil }
}
