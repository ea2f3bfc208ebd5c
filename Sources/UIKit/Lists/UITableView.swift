import Foundation
import QuartzCore


/// Where a table's rows come from, as `UITableViewDataSource`; all but the first two methods
/// are optional.
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// Called when a row is deleted or inserted by the user; there are no touches here, so only a
    /// test or a played gesture calls it.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// A table's layout and selection callbacks, as `UITableViewDelegate`; every method is optional.
/// A header or footer view and its height are laid out in the table; swipe actions are asked for
/// only by whoever plays a swipe, so at rest none show, as on a device.
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
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
    /// The space above each section header in a plain table (iOS 15's `sectionHeaderTopPadding`);
    /// kept for ported code, as headers here sit where iOS 17 puts them.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var tableHeaderView: UIView? {
        get { content.tableHeaderView }
        set { content.tableHeaderView = newValue; updateContentSize() }
    }
    open var tableFooterView: UIView?

    /// Lays the rows out; it scrolls with the table's bounds.
    private let content: TableContentView
    private var classes: [String: UITableViewCell.Type] = [:]
    private var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
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

    /// The header or footer class to make for `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A nib cannot be loaded here: the identifier's views are plain header-footer views.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = UITableViewHeaderFooterView.self
    }

    /// A new view of the class registered for `identifier`, or nil when none is, as UIKit.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerFooterClasses[identifier].map { $0.init(dequeuedFor: identifier) }
    }

    /// The header view the delegate gave `section`, if it is a header-footer view.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        reloadIfNeeded()
        return content.sections.indices.contains(section) ? content.sections[section].headerView as? UITableViewHeaderFooterView : nil
    }

    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        reloadIfNeeded()
        return content.sections.indices.contains(section) ? content.sections[section].footerView as? UITableViewHeaderFooterView : nil
    }

    /// Whether the rows show their editing controls; they are not drawn here.
    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        for (_, cell) in rows.all { cell.setEditing(editing, animated: animated) }
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
            var plan = TableContentView.Section(header: dataSource.tableView(self, titleForHeaderInSection: section), cells: cells,
                                                footer: dataSource.tableView(self, titleForFooterInSection: section))
            plan.headerView = tableDelegate?.tableView(self, viewForHeaderInSection: section)
            plan.footerView = tableDelegate?.tableView(self, viewForFooterInSection: section)
            plan.headerHeight = fixedHeight(tableDelegate?.tableView(self, heightForHeaderInSection: section), else: sectionHeaderHeight)
            plan.footerHeight = fixedHeight(tableDelegate?.tableView(self, heightForFooterInSection: section), else: sectionFooterHeight)
            return plan
        }
        for (section, plan) in content.sections.enumerated() {
            if let header = plan.headerView { tableDelegate?.tableView(self, willDisplayHeaderView: header, forSection: section) }
            if let footer = plan.footerView { tableDelegate?.tableView(self, willDisplayFooterView: footer, forSection: section) }
        }
        for (indexPath, cell) in rows.all {
            cell.isSelected = selected.contains(indexPath)
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
        updateContentSize()
    }

    /// The delegate's height, else the table's, unless both are `automaticDimension`.
    private func fixedHeight(_ height: CGFloat?, else tableHeight: CGFloat) -> Double? {
        let chosen = height.flatMap { $0 >= 0 ? $0 : nil } ?? (tableHeight >= 0 ? tableHeight : nil)
        return chosen.map(Double.init)
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
