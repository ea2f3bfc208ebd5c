import Foundation
import QuartzCore

/// A cell of a collection, as `UICollectionViewCell`: content goes into `contentView`, which
/// always fills the cell, over its background. Since iOS 14 a cell can be described by
/// configurations instead: `contentConfiguration` for what it shows, `backgroundConfiguration`
/// for what is behind, both updated for the cell's state in `updateConfiguration(using:)`.
open class UICollectionViewCell: UICollectionReusableView {
    /// Called with the cell and its state whenever the configuration updates, as
    /// `UICollectionViewCell.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void

    public let contentView = UIView()
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// A view behind the content, as large as the cell.
    open var backgroundView: UIView? {
        didSet { replace(oldValue, with: backgroundView, below: selectedBackgroundView ?? contentView) }
    }
    /// A view shown over `backgroundView` while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet { replace(oldValue, with: selectedBackgroundView, below: contentView) }
    }
    /// What the cell shows; a `UIListContentConfiguration` is drawn by a view of its own in `contentView`.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { showContentConfiguration() }
    }
    /// What the cell shows behind its content, as `backgroundConfiguration`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { if !isUpdatingConfiguration { setNeedsLayout() } }
    }
    /// Whether the content configuration is updated for each new state (an app's own; a list
    /// content configuration here looks the same in every state).
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The cell's state: selection, highlight and traits, as `configurationState`.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isExpanded = isExpanded
        return state
    }

    /// Whether the item is an expanded parent of an outline, as a diffable data source's section snapshot says.
    var isExpanded = false {
        didSet { if isExpanded != oldValue { setNeedsUpdateConfiguration() } }
    }

    private let configuredBackground = UIView()
    private var listContentView: UIListContentView?
    /// The view an app's own content configuration made, pinned to the content view's edges.
    private var customContentView: (UIView & UIContentView)?
    private var needsConfigurationUpdate = true
    /// While set, a configuration changed by the update itself asks for no further layout.
    private var isUpdatingConfiguration = false

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        configuredBackground.isHidden = true
        addSubview(configuredBackground)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configurations for `state`; subclasses override it to restyle the cell for
    /// selection and other states, as `updateConfiguration(using:)`, and call `super`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
        // A list configuration looks the same in every state here; an app's own gives its look.
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration, !(content is UIListContentConfiguration) {
            contentConfiguration = content.updated(for: state)
        }
    }

    /// The background a cell of this kind takes when the app gives none; a plain cell has none.
    var defaultBackground: UIBackgroundConfiguration? { nil }

    /// Where a list content configuration's text starts in the content view, if the cell shows one.
    var contentLeading: CGFloat? { listContentView?.textLeading }

    /// Runs a pending configuration update now, so a layout pass reads the result.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
        listContentView?.frame = contentView.bounds
        showBackgroundConfiguration()
    }

    override func fittingSize() -> CGSize {
        updateConfigurationIfNeeded()
        return contentView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }

    override func fittingHeight(width: CGFloat) -> CGFloat {
        updateConfigurationIfNeeded()
        if let listContentView { return listContentView.fittingHeight(width: width) }
        return contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel).height
    }

    private func showContentConfiguration() {
        guard let list = contentConfiguration as? UIListContentConfiguration else {
            listContentView?.removeFromSuperview()
            listContentView = nil
            return showCustomContentConfiguration()
        }
        customContentView?.removeFromSuperview()
        customContentView = nil
        if listContentView == nil {
            let view = UIListContentView(configuration: list)
            // It follows the content view, which a list cell narrows for its accessories.
            view.frame = contentView.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(view)
            listContentView = view
        }
        listContentView?.listConfiguration = list
        setNeedsLayout()
    }

    private func showCustomContentConfiguration() {
        customContentView = contentView.show(contentConfiguration, replacing: customContentView)
        if !isUpdatingConfiguration { setNeedsLayout() }
    }

    private func showBackgroundConfiguration() {
        guard let background = backgroundConfiguration ?? defaultBackground else { return configuredBackground.isHidden = true }
        configuredBackground.isHidden = false
        let insets = background.backgroundInsets
        configuredBackground.frame = CGRect(x: insets.leading, y: insets.top, width: bounds.width - insets.leading - insets.trailing,
                                            height: bounds.height - insets.top - insets.bottom)
        configuredBackground.backgroundColor = background.resolvedBackgroundColor(for: tintColor)
        configuredBackground.layer.cornerRadius = background.cornerRadius
        if let stroke = background.strokeColor, background.strokeWidth > 0 {
            configuredBackground.setColor(stroke, for: .border) { [layer = configuredBackground.layer] in layer.borderColor = $0 }
            configuredBackground.layer.borderWidth = background.strokeWidth
        } else {
            configuredBackground.layer.borderWidth = 0
        }
        background.customView.map { custom in
            if custom.superview !== configuredBackground {
                configuredBackground.subviews.forEach { $0.removeFromSuperview() }
                configuredBackground.addSubview(custom)
            }
            custom.frame = configuredBackground.bounds
        }
    }

    private func replace(_ old: UIView?, with new: UIView?, below sibling: UIView) {
        old?.removeFromSuperview()
        if let new { insertSubview(new, belowSubview: sibling) }
        setNeedsLayout()
    }
}
