import UIKit

// The app's GOVKit package (GOVKit/ in the repository, not part of the survey) and the GOV.UK
// design tokens it passes on: only what the launch and search-suggestion screens use.

/// Records screen views and events; here nothing is sent.
public protocol AnalyticsServiceInterface {
    func track(screen: UIViewController)
}

/// The base of the app's screens: keeps the analytics service and records each appearance.
open class BaseViewController: UIViewController {
    public let analyticsService: AnalyticsServiceInterface

    public init(analyticsService: AnalyticsServiceInterface) {
        self.analyticsService = analyticsService
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        analyticsService.track(screen: self)
    }
}

extension String {
    /// Looks strings up in one strings table.
    public struct LocalStringBuilder {
        let tableName: String
        let bundle: Bundle

        public init(tableName: String, bundle: Bundle) {
            self.tableName = tableName
            self.bundle = bundle
        }

        public func localized(_ key: String, comment: String = "") -> String {
            NSLocalizedString(key, tableName: tableName, bundle: bundle, comment: comment)
        }
    }

    /// The strings GOVKit's own screens share.
    public static var common: LocalStringBuilder { .init(tableName: "Common", bundle: .main) }
}

extension UITableViewCell {
    /// The reuse identifier GOVKit registers a cell class under: its type name.
    public static var identifierString: String { String(describing: self) }
}

extension UITableView {
    /// Registers `cellClass` under its type name.
    public func register(_ cellClass: UITableViewCell.Type) {
        register(cellClass, forCellReuseIdentifier: cellClass.identifierString)
    }

    /// Dequeues the cell registered under `T`'s type name.
    public func dequeue<T: UITableViewCell>(indexPath: IndexPath) -> T {
        dequeueReusableCell(withIdentifier: T.identifierString, for: indexPath) as! T
    }
}

/// The GOV.UK type scale.
public struct GOVUKFonts {
    public let body = UIFont.systemFont(ofSize: 17)
    public let title3Semibold = UIFont.systemFont(ofSize: 20, weight: .semibold)
}

/// The GOV.UK colour tokens used here.
public struct GOVUKColors {
    public struct Fills {
        public let surfaceModal = UIColor.systemBackground
    }
    public struct Strokes {
        public let listDivider = UIColor.separator
    }
    public struct Text {
        public let secondary = UIColor.secondaryLabel
    }
    public let fills = Fills()
    public let strokes = Strokes()
    public let text = Text()
}

extension UIFont {
    public static var govUK: GOVUKFonts { GOVUKFonts() }
}

extension UIColor {
    public static var govUK: GOVUKColors { GOVUKColors() }
}
