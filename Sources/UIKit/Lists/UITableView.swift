import Foundation
import QuartzCore


/// Where a table's rows come from, as `UITableViewDataSource`.
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// A table's layout and selection callbacks, as `UITableViewDelegate`; every method is optional.
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}

extension IndexPath {
    /// The row of a table index path, as UIKit's extension gives it.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item of a collection view index path.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }
}

/// A list of rows from a data source, as `UITableView`: it asks its `dataSource` for sections
/// and cells when it is first laid out and on `reloadData()`, lays them out as its
/// `TableContentView` does (44-point rows that grow with the text size, section headers and footers,
/// the plain, grouped and inset-grouped styles), and scrolls by its `contentOffset`. Cells are
/// made for every row, so `cellForRow(at:)` answers for any of them.
///
///     let table = UITableView(frame: view.bounds, style: .insetGrouped)
///     table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
///     table.dataSource = self
open class UITableView: UIScrollView {
    /// How sections are drawn, as `UITableView.Style`.
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }

    /// The separators' look, as `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    /// Where `scrollToRow(at:at:animated:)` puts the row, as `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    /// How rows animate in and out; rows here change at once.
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic }

    /// A height that lets the row size itself to its text.
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    open weak var dataSource: (any UITableViewDataSource)? { didSet { needsReload = true; setNeedsLayout() } }
    /// A `UITableViewDelegate`, held as the scroll view's delegate, as in UIKit.
    open override var delegate: (any UIScrollViewDelegate)? { didSet { needsReload = true; setNeedsLayout() } }
    private var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { needsReload = true } }
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var separatorStyle = SeparatorStyle.singleLine
    open var separatorColor: UIColor? = .separator
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var tableHeaderView: UIView? {
        get { content.tableHeaderView }
        set { content.tableHeaderView = newValue; updateContentSize() }
    }
    open var tableFooterView: UIView?

    /// Lays the rows out; it scrolls with the table's bounds.
    private let content: TableContentView
    private var classes: [String: UITableViewCell.Type] = [:]
    private var needsReload = true
    private var rows = SectionedCells<UITableViewCell>()
    private var selected: Set<IndexPath> = []

    public required init?(coder: NSCoder) { return nil }

    public init(frame: CGRect, style: Style) {
        self.style = style
        content = TableContentView(frame: CGRect(origin: .zero, size: frame.size), style: style)
        super.init(frame: frame)
        backgroundColor = content.backgroundColor
        addSubview(content)
    }

    /// A plain table, as UIKit's `init(frame:)` (a convenience initializer for a table).
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// The cell class to make for `identifier`, as `register(_:forCellReuseIdentifier:)`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        classes[identifier] = cellClass as? UITableViewCell.Type
    }

    /// A nib cannot be loaded here: the identifier's cells are plain cells.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        classes[identifier] = nil
    }

    /// A new cell of the class registered for `identifier` (a plain cell when none is).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cellClass = classes[identifier] ?? UITableViewCell.self
        return cellClass.init(dequeuedFor: identifier)
    }

    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        classes[identifier].map { $0.init(dequeuedFor: identifier) }
    }

    /// Asks the data source again for every section and row.
    open func reloadData() {
        needsReload = false
        guard let dataSource else {
            rows.sections = []
            content.sections = []
            return updateContentSize()
        }
        let sectionCount = max(0, dataSource.numberOfSections(in: self))
        rows.sections = (0..<sectionCount).map { section in
            (0..<max(0, dataSource.tableView(self, numberOfRowsInSection: section))).map { row in
                dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: section))
            }
        }
        content.heightForRow = { [weak self] section, row in
            guard let self else { return nil }
            let height = tableDelegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: section)) ?? rowHeight
            return height >= 0 ? Double(height) : (rowHeight >= 0 ? Double(rowHeight) : nil)
        }
        content.sections = rows.sections.enumerated().map { section, cells in
            TableContentView.Section(header: dataSource.tableView(self, titleForHeaderInSection: section), cells: cells,
                              footer: dataSource.tableView(self, titleForFooterInSection: section))
        }
        for (indexPath, cell) in rows.all {
            cell.isSelected = selected.contains(indexPath)
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
        updateContentSize()
    }

    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func beginUpdates() {}
    open func endUpdates() { reloadData() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    open var numberOfSections: Int {
        reloadIfNeeded()
        return rows.sections.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return rows.count(inSection: section)
    }

    /// The cell showing `indexPath`, or nil past the data.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        reloadIfNeeded()
        return rows.cell(at: indexPath)
    }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        reloadIfNeeded()
        return rows.indexPath(of: cell)
    }

    /// Where the row is, in the table's coordinates (its content's).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard let cell = cellForRow(at: indexPath), let section = cell.superview else { return .zero }
        return section.convert(cell.frame, to: self)
    }

    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        return rows.all.first { rectForRow(at: $0.0).contains(point) }?.0
    }

    /// The cells whose rows overlap the visible bounds.
    open var visibleCells: [UITableViewCell] {
        indexPathsForVisibleRows?.compactMap(cellForRow(at:)) ?? []
    }

    open var indexPathsForVisibleRows: [IndexPath]? {
        reloadIfNeeded()
        return rows.all.map(\.0).filter { rectForRow(at: $0).intersection(bounds).height > 0.01 }
    }

    open var indexPathForSelectedRow: IndexPath? { selected.sorted().first }
    open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if !allowsMultipleSelection {
            for old in selected { cellForRow(at: old)?.isSelected = false }
            selected = []
        }
        guard let indexPath, allowsSelection else { return }
        selected.insert(indexPath)
        cellForRow(at: indexPath)?.isSelected = true
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selected.remove(indexPath)
        cellForRow(at: indexPath)?.isSelected = false
    }

    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        let y: CGFloat = switch scrollPosition {
        case .top: rect.minY
        case .middle: rect.midY - bounds.height / 2
        case .bottom: rect.maxY - bounds.height
        case .none: contentOffset.y
        }
        let limit = max(0, contentSize.height - bounds.height)
        setContentOffset(CGPoint(x: contentOffset.x, y: min(max(0, y), limit)), animated: animated)
    }

    open override func layoutSubviews() {
        reloadIfNeeded()
        updateContentSize()
    }

    private func reloadIfNeeded() {
        if needsReload { reloadData() }
    }

    /// Sizes the content to the rows, at least the table's height, and the scrollable size to match.
    private func updateContentSize() {
        content.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(bounds.height, content.contentHeight))
        content.layoutSubviews()
        content.frame.size.height = max(bounds.height, content.contentHeight)
        contentSize = CGSize(width: bounds.width, height: content.contentHeight)
    }
}
