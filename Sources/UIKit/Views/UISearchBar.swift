import Foundation
import QuartzCore

/// A search bar's callbacks, as `UISearchBarDelegate`; every method is optional. The bar calls
/// them when its text is set and when its buttons are sent their actions.
public protocol UISearchBarDelegate: UIBarPositioningDelegate {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// Where a bar sits, as `UIBarPosition`, asked of a `UIBarPositioningDelegate`.
public enum UIBarPosition: Int, Sendable { case any, bottom, top, topAttached }

/// A bar's delegate that may place it, as `UIBarPositioningDelegate`.
public protocol UIBarPositioningDelegate: AnyObject {
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}

/// A bar that can be placed, as `UIBarPositioning`.
public protocol UIBarPositioning: AnyObject {
    var barPosition: UIBarPosition { get }
}

/// A search field, as `UISearchBar`: a rounded field with a placeholder. Setting `text` tells
/// the delegate, as typing does on iOS; the cancel and scope buttons are kept, not drawn.
open class UISearchBar: UIView, UIBarPositioning {
    /// Kept for ported code; the traits give the bar its look.
    open var barStyle = UIBarStyle.default
    /// Kept for ported code: an image behind the bar is not drawn here.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {}
    /// The look of the bar, as `UISearchBar.Style`.
    public enum Style: Int, Sendable { case `default`, prominent, minimal }

    open weak var delegate: (any UISearchBarDelegate)?
    open var text: String? {
        get { field.text }
        set {
            guard newValue != field.text else { return }
            field.text = newValue
            delegate?.searchBar(self, textDidChange: newValue ?? "")
        }
    }
    open var placeholder: String? {
        get { field.placeholder }
        set { field.placeholder = newValue }
    }
    open var prompt: String?
    open var searchBarStyle = Style.default
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var showsCancelButton = false
    open var showsBookmarkButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0 {
        didSet { if selectedScopeButtonIndex != oldValue { delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex) } }
    }
    open var barPosition: UIBarPosition { .any }
    /// The field the text is typed in, as `searchTextField`.
    public let searchTextField = UISearchTextField()
    private var field: UITextField { searchTextField }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        field.backgroundColor = UIColor(light: UIColor(white: 0, alpha: 0.06), dark: UIColor(white: 1, alpha: 0.12))
        field.layer.cornerRadius = 10
        addSubview(field)
        layoutSubviews()
    }

    public required init?(coder: NSCoder) { return nil }

    /// 56 points tall, its 36-point field 10 points from the top and bottom; as wide as its
    /// constraints make it.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    /// The field becomes first responder for the bar, telling the delegate.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard delegate?.searchBarShouldBeginEditing(self) ?? true, field.becomeFirstResponder() else { return false }
        delegate?.searchBarTextDidBeginEditing(self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard field.isFirstResponder else { return true }
        field.resignFirstResponder()
        delegate?.searchBarTextDidEndEditing(self)
        return true
    }

    open override func layoutSubviews() {
        field.frame = bounds.insetBy(dx: 16, dy: 10)
    }
}

/// A search bar's text field, as `UISearchTextField`.
open class UISearchTextField: UITextField {}
