import Foundation
import QuartzCore

/// A list of rows in sections, as `UITableView` lays them out: 44-point rows, separators inset
/// to the text, section headers, and in the inset-grouped style rounded sections on the grouped
/// background. The rows are given as cells, section by section. The content starts below the
/// safe area's top (under a navigation bar), as UIKit adjusts a table's content inset.
///
///     let table = TableContentView(frame: screen.bounds, style: .insetGrouped)
///     table.tableHeaderView = banner
///     table.sections = [TableContentView.Section(header: "Network", cells: [wifi, bluetooth])]
package class TableContentView: UIView {
    package typealias Style = UITableView.Style

    /// One section: its header text (set in capitals, as iOS does for grouped headers) and rows.
    public struct Section {
        public var header: String?
        public var cells: [UITableViewCell]
        /// The text below the section, in the footnote style.
        public var footer: String?

        /// A view in place of the header text, and the band's height (nil: automatic); the same
        /// below the rows. A height with neither text nor view leaves that much room empty.
        public var headerView: UIView?
        public var headerHeight: Double?
        public var footerView: UIView?
        public var footerHeight: Double?

        public init(header: String? = nil, cells: [UITableViewCell], footer: String? = nil) {
            (self.header, self.cells, self.footer) = (header, cells, footer)
        }
    }

    /// `systemGroupedBackground`, behind inset-grouped sections.
    public static let groupedBackground = UIColor.systemGroupedBackground
    /// The separators' colour, `separator`.
    public static let separatorColor = UIColor.separator

    public let style: Style
    public var rowHeight = 44.0 { didSet { layoutSubviews() } }
    /// A row's height in place of `rowHeight` and the text's, as the delegate's
    /// `tableView(_:heightForRowAt:)` gives it; nil keeps the automatic height.
    public var heightForRow: ((_ section: Int, _ row: Int) -> Double?)? { didSet { layoutSubviews() } }
    /// The height of everything laid out, from the top of the bounds: the content size.
    public private(set) var contentHeight = 0.0
    public var sections: [Section] = [] { didSet { reloadData() } }
    /// Room left above the content beyond the safe area, as `contentInset.top`.
    public var topInset = 0.0 { didSet { layoutSubviews() } }
    /// A view above the first section, as wide as the table, as `tableHeaderView`.
    public var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            layoutSubviews()
        }
    }

    private var sectionViews: [UIView] = []
    private var headerLabels: [UILabel] = []
    /// The sections' header and footer views placed by the last layout pass.
    private var placedSupplementaryViews: [UIView] = []

    public required init?(coder: NSCoder) { return nil }

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : Self.groupedBackground
        // Rows grow with the text size, and everything mirrors right to left.
        resolveWithTraits(.rows) { [unowned self] _ in setNeedsLayout() }
    }

    /// The layout margin: 16 points, 20 on screens 414 points wide and more, as UIKit's readable margins.
    package var layoutMargin: Double { bounds.width >= 414 ? 20 : 16 }

    /// Rebuilds the sections from `sections`. A section's view is kept and refilled, and a cell
    /// that stays where it was is not moved: a view added anew asks for its traits, safe area and
    /// layout again, with everything in it, and a screen that tries row counts reloads often.
    public func reloadData() {
        let kept = min(sectionViews.count, sections.count)
        for view in sectionViews[kept...] { view.removeFromSuperview() }
        sectionViews.removeSubrange(kept...)
        sectionViews += (kept..<sections.count).map { _ in UIView() }
        for (view, section) in zip(sectionViews, sections) {
            for cell in view.subviews where !section.cells.contains(where: { $0 === cell }) { cell.removeFromSuperview() }
            // Cells left out of their order go, and layoutSubviews() adds them back in order.
            let staying = section.cells.filter { $0.superview === view }
            if !view.subviews.elementsEqual(staying, by: ===) {
                for cell in view.subviews { cell.removeFromSuperview() }
            }
        }
        // The sections lie above the headers and the table header, as when they are added last.
        if !subviews.suffix(sectionViews.count).elementsEqual(sectionViews, by: ===) {
            for view in sectionViews { addSubview(view) }
        }
        layoutSubviews()
    }

    /// Where one section goes: its header's and footer's lines, its band and its rows' heights.
    private struct SectionPlan {
        var header: CGRect?
        var headerView: CGRect?
        var frame: CGRect
        var rowHeights: [Double]
        var footer: CGRect?
        var footerView: CGRect?
    }

    /// Where `sections` go in the current bounds and traits: where the content starts (the table
    /// header's top), each section, and the height of it all from the top of the bounds;
    /// `layoutSubviews()` places the views where this says.
    private func plan(_ sections: [Section]) -> (top: Double, sections: [SectionPlan], contentHeight: Double) {
        // Grouped styles band their sections on the grouped background; inset grouped also
        // rounds them inside the layout margins.
        let grouped = style != .plain, rounded = style == .insetGrouped
        let inset = rounded ? layoutMargin : 0
        let width = bounds.width - 2 * inset
        let top = safeAreaInsets.top + topInset
        var y = top
        if let header = tableHeaderView { y += header.frame.height }
        let footnote = UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traitCollection).lineHeight
        let traits = traitCollection
        var plans: [SectionPlan] = []
        for (index, section) in sections.enumerated() {
            // Grouped headers sit in a 38-point band (35 without text); plain ones in 28 points.
            // Both grow with the text size: the line sits 6 points above the rows.
            // A header view is as tall as the delegate says, else its own height, else a text band.
            let textBand = max(grouped ? 38 : 28, footnote + (grouped ? 22 : 12))
            let band: Double = section.headerHeight
                ?? section.headerView.map { Self.ownHeight(of: $0) ?? textBand }
                ?? (section.header == nil ? (grouped ? 35 : 0) : textBand)
            y += band
            let headerView = section.headerView.map { _ in CGRect(x: 0, y: y - band, width: bounds.width, height: band) }
            let header = section.headerView != nil ? nil : section.header.map { _ in
                CGRect(x: inset + layoutMargin, y: y - 6 - footnote, width: width - 2 * layoutMargin, height: footnote)
            }
            let heights = section.cells.indices.map { row in
                heightForRow?(index, row) ?? max(rowHeight, section.cells[row].fittingHeight(with: traits, width: width))
            }
            let frame = CGRect(x: inset, y: y, width: width, height: heights.reduce(0, +))
            y += frame.height
            var footer: CGRect?, footerView: CGRect?
            if let view = section.footerView {
                let height: Double = section.footerHeight ?? Self.ownHeight(of: view) ?? footnote + 12
                footerView = CGRect(x: 0, y: y, width: bounds.width, height: height)
                y += height
            } else if section.footer != nil {
                footer = CGRect(x: inset + layoutMargin, y: y + 6, width: width - 2 * layoutMargin, height: footnote)
                y += max(section.footerHeight ?? 0, footnote + 12)
            } else if let height = section.footerHeight {
                y += height
            }
            plans.append(SectionPlan(header: header, headerView: headerView, frame: frame, rowHeights: heights,
                                     footer: footer, footerView: footerView))
        }
        return (top, plans, y)
    }

    /// The height a section's own header or footer view asks for: its frame's, unless it is a
    /// header-footer view, which takes the band of the text it shows.
    private static func ownHeight(of view: UIView) -> Double? {
        view.frame.height > 0 && !(view is UITableViewHeaderFooterView) ? view.frame.height : nil
    }

    /// The content height `sections` would have here, with nothing moved: a screen choosing
    /// how many rows fit measures with it rather than laying the table out for each count.
    public func contentHeight(of sections: [Section]) -> Double {
        plan(sections).contentHeight
    }

    open override func layoutSubviews() {
        let grouped = style != .plain, rounded = style == .insetGrouped
        let (top, plans, height) = plan(sections)
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: top, width: bounds.width, height: header.frame.height)
        }
        var notes = 0
        var supplementary: [UIView] = []
        for (section, (plan, view)) in zip(sections, zip(plans, sectionViews)) {
            if let text = section.header, let frame = plan.header {
                placeNote(&notes, grouped ? text.uppercased() : text, frame: frame)
            }
            if let header = section.headerView, let frame = plan.headerView {
                place(header, frame: frame, inset: (rounded ? layoutMargin : 0) + layoutMargin)
                supplementary.append(header)
            }
            if let footer = section.footerView, let frame = plan.footerView {
                place(footer, frame: frame, inset: (rounded ? layoutMargin : 0) + layoutMargin)
                supplementary.append(footer)
            }
            view.frame = plan.frame
            view.layer.cornerRadius = rounded ? 10 : 0
            view.clipsToBounds = rounded
            var top = 0.0
            for (row, cell) in section.cells.enumerated() {
                if cell.superview !== view { view.addSubview(cell) }
                cell.layoutMargin = layoutMargin
                cell.restingBackground = grouped ? .secondarySystemGroupedBackground : .systemBackground
                cell.frame = CGRect(x: 0, y: top, width: plan.frame.width, height: plan.rowHeights[row])
                top += plan.rowHeights[row]
                // The last row of a rounded section has no separator: its corners end it.
                cell.showsSeparator = !(rounded && row == section.cells.count - 1)
                cell.layoutSubviews()
            }
            if let text = section.footer, let frame = plan.footer {
                placeNote(&notes, text, frame: frame)
            }
        }
        for note in headerLabels[notes...] { note.removeFromSuperview() }
        headerLabels.removeSubrange(notes...)
        for old in placedSupplementaryViews where !supplementary.contains(where: { $0 === old }) { old.removeFromSuperview() }
        placedSupplementaryViews = supplementary
        contentHeight = height
    }

    /// Puts a section's header or footer view at `frame`; a header-footer view's text starts
    /// `inset` points in, where the rows' text does.
    private func place(_ view: UIView, frame: CGRect, inset: Double) {
        if view.superview !== self { addSubview(view) }
        (view as? UITableViewHeaderFooterView)?.textInset = inset
        if view.frame != frame { view.frame = frame }
    }

    /// Places the `notes`-th section header or footer, a line of footnote text. The labels of
    /// the last pass are kept and moved: a label added here would ask for another layout pass,
    /// and the list would be laid out again at every frame.
    private func placeNote(_ notes: inout Int, _ text: String, frame: CGRect) {
        defer { notes += 1 }
        if notes < headerLabels.count {
            // A label's new text asks its superview, this view, for another pass: set only a change.
            if headerLabels[notes].text != text { headerLabels[notes].text = text }
            headerLabels[notes].frame = frame
            return
        }
        let note = UILabel(frame: frame)
        note.text = text
        note.font = .preferredFont(forTextStyle: .footnote)
        note.adjustsFontForContentSizeCategory = true
        note.textColor = .secondaryLabel
        addSubview(note)
        headerLabels.append(note)
    }
}
