import Foundation
import QuartzCore

/// A row of a list layout, as `UICollectionViewListCell`: a list content configuration,
/// accessories at its edges, a separator under it from the text to the trailing edge, and the
/// background of the list's appearance.
///
///     let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
///         var content = cell.defaultContentConfiguration()
///         content.text = name
///         cell.contentConfiguration = content
///         cell.accessories = [.disclosureIndicator()]
///     }
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = [] {
        didSet { showAccessories() }
    }
    /// How deep in an outline the row is; each level indents the content by `indentationWidth`.
    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }
    open var indentationWidth: CGFloat = 10
    /// Set by the list layout that places the cell.
    var placement: ListPlacement? {
        didSet { setNeedsLayout() }
    }

    private var accessoryViews: [AccessoryView] = []
    private let separator = UIView()
    private var separatorGuide: UILayoutGuide?
    private var separatorGuideDefaultLeading: NSLayoutConstraint?

    /// Where the separator runs, as `separatorLayoutGuide`: it starts at the guide's leading edge,
    /// under the text unless a constraint of the app's puts the edge elsewhere
    /// (`separatorLayoutGuide.leadingAnchor.constraint(equalTo: textLayoutGuide.leadingAnchor)`).
    open var separatorLayoutGuide: UILayoutGuide {
        if let separatorGuide { return separatorGuide }
        let guide = UILayoutGuide()
        addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: separatorStart)
        leading.priority = .defaultLow
        NSLayoutConstraint.activate([
            leading, guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor), guide.heightAnchor.constraint(equalToConstant: traitCollection.hairline),
        ])
        (separatorGuide, separatorGuideDefaultLeading) = (guide, leading)
        return guide
    }

    /// Where the separator starts by default: under the content's text.
    private var separatorStart: CGFloat { contentView.frame.minX + (contentLeading ?? listMargin) }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        separator.backgroundColor = .separator
        addSubview(separator)
    }

    public required init?(coder: NSCoder) { return nil }

    /// A configuration of the list's style, empty, to fill in and give back to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch placement?.appearance {
        case .sidebar, .sidebarPlain: .sidebarCell()
        default: .cell()
        }
    }

    override var defaultBackground: UIBackgroundConfiguration? {
        guard let placement else { return nil }
        let background: UIBackgroundConfiguration = switch placement.appearance {
        case _ where placement.isHeader: .listGroupedHeaderFooter()
        case .plain, .sidebarPlain: .listPlainCell()
        case .grouped, .insetGrouped: .listGroupedCell()
        case .sidebar: .listSidebarCell()
        }
        return background.updated(for: configurationState)
    }

    private func showAccessories() {
        accessoryViews.forEach { $0.removeFromSuperview() }
        accessoryViews = accessories.map(AccessoryView.init)
        accessoryViews.forEach { insertSubview($0, belowSubview: separator) }
        setNeedsLayout()
    }

    /// The room the shown accessories take at each edge, with the margins beside them.
    private func accessoryExtents(editing: Bool) -> (leading: CGFloat, trailing: CGFloat) {
        let shown = accessoryViews.filter { $0.accessory.shows(editing: editing) }
        let margin = listMargin
        func extent(_ views: [AccessoryView]) -> CGFloat {
            views.isEmpty ? 0 : views.reduce(0) { $0 + $1.size.width } + CGFloat(views.count - 1) * Self.accessorySpacing + margin
        }
        return (extent(shown.filter(\.accessory.isLeading)), extent(shown.filter { !$0.accessory.isLeading }))
    }

    /// The gap between two accessories and between the content and the first of them.
    private static let accessorySpacing: CGFloat = 10

    /// The margin at each side of the row: 16 points, 20 on screens 414 points wide and more.
    private var listMargin: CGFloat { (window?.bounds.width ?? bounds.width) >= 414 ? 20 : 16 }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let editing = placement?.isEditing ?? false
        let (leading, trailing) = accessoryExtents(editing: editing)
        let indent = CGFloat(indentationLevel) * indentationWidth
        // The content's own trailing margin stays, less the gap to the accessories.
        let contentEnd = trailing > 0 ? bounds.width - trailing + listMargin - Self.accessorySpacing : bounds.width
        contentView.frame = CGRect(x: leading + indent, y: 0, width: max(0, contentEnd - leading - indent), height: bounds.height)
        var x = listMargin
        for view in accessoryViews where view.accessory.isLeading {
            view.isHidden = !view.accessory.shows(editing: editing)
            guard !view.isHidden else { continue }
            view.frame = CGRect(origin: CGPoint(x: x, y: (bounds.height - view.size.height) / 2), size: view.size)
            x += view.size.width + Self.accessorySpacing
        }
        x = bounds.width - listMargin
        for view in accessoryViews.reversed() where !view.accessory.isLeading {
            view.isHidden = !view.accessory.shows(editing: editing)
            guard !view.isHidden else { continue }
            x -= view.size.width
            view.transform = .identity
            view.frame = CGRect(origin: CGPoint(x: x, y: (bounds.height - view.size.height) / 2), size: view.size)
            // An expanded parent's outline chevron points down.
            if case .outlineDisclosure = view.accessory.kind, isExpanded { view.transform = CGAffineTransform(rotationAngle: .pi / 2) }
            x -= Self.accessorySpacing
        }
        let line = traitCollection.hairline
        separatorGuideDefaultLeading?.constant = separatorStart
        let textStart = separatorGuide.map { $0.layoutFrame.minX } ?? separatorStart
        separator.isHidden = !(placement?.showsSeparator ?? false)
        separator.frame = CGRect(x: textStart, y: bounds.height - line, width: bounds.width - textStart, height: line)
        mirrorForLayoutDirection([contentView, separator] + accessoryViews)
    }

    override func fittingHeight(width: CGFloat) -> CGFloat {
        let (leading, trailing) = accessoryExtents(editing: placement?.isEditing ?? false)
        let contentWidth = width - leading - (trailing > 0 ? trailing - listMargin + Self.accessorySpacing : 0)
            - CGFloat(indentationLevel) * indentationWidth
        return super.fittingHeight(width: contentWidth)
    }
}
