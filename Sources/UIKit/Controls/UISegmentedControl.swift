import Foundation
import QuartzCore

/// Titled segments in a rounded grey bar with the selected one raised in white, as
/// `UISegmentedControl`.
open class UISegmentedControl: UIControl {
    public static let noSegment = -1

    open var selectedSegmentIndex = UISegmentedControl.noSegment { didSet { layoutSubviews() } }
    open var selectedSegmentTintColor: UIColor? { didSet { layoutSubviews() } }
    open var numberOfSegments: Int { labels.count }

    /// Equal segments, each as wide as the widest title and 12 points either side of it (by eye
    /// against iOS 17's), 32 points tall: Auto Layout places the control without a size.
    open override var intrinsicContentSize: CGSize {
        let widest = labels.map { label -> CGFloat in
            let title = NSAttributedString(string: label.text ?? "", attributes: [.font: label.font ?? Self.titleFont])
            return title.size().width.rounded(.up)
        }.max() ?? 0
        return CGSize(width: CGFloat(labels.count) * (widest + 24), height: 32)
    }

    private var labels: [UILabel] = [] {
        didSet { invalidateIntrinsicContentSize() }
    }
    private let selection = UIView()

    /// Segments titled by `items` (strings), 60 points wide each. A designated initializer, as
    /// UIKit's: a subclass's own initializer calls `super.init(items:)`.
    public init(items: [Any]?) {
        super.init(frame: CGRect(x: 0, y: 0, width: 60 * CGFloat(max(items?.count ?? 0, 1)), height: 32))
        setUp()
        labels = (items ?? []).map(makeLabel)
        layoutSubviews()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    private func makeLabel(_ item: Any) -> UILabel {
        let label = UILabel()
        label.text = item as? String ?? ""
        label.font = UISegmentedControl.titleFont
        label.textAlignment = .center
        addSubview(label)
        return label
    }

    /// Adds a segment titled `title` at `segment` (clamped to the ends), as
    /// `insertSegment(withTitle:at:animated:)`; it shows at once.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), labels.count)
        labels.insert(makeLabel(title ?? ""), at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 } else { layoutSubviews() }
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard labels.indices.contains(segment) else { return }
        labels.remove(at: segment).removeFromSuperview()
        if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment }
        else if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 } else { layoutSubviews() }
    }

    open func removeAllSegments() {
        labels.forEach { $0.removeFromSuperview() }
        labels = []
        selectedSegmentIndex = Self.noSegment
    }

    private func setUp() {
        backgroundColor = .systemGray5
        selection.layer.shadowOpacity = 0.12
        selection.layer.shadowRadius = 4
        selection.layer.shadowOffset = CGSize(width: 0, height: 3)
        addSubview(selection)
        layoutSubviews()
    }

    public required init?(coder: NSCoder) { return nil }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard labels.indices.contains(segment) else { return }
        labels[segment].text = title ?? ""
        invalidateIntrinsicContentSize()
    }

    /// The titles' font and colour in `state` (`.normal` or `.selected`), as
    /// `setTitleTextAttributes(_:for:)`: the font and foreground colour are drawn, the rest kept.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state] = attributes
        layoutSubviews()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state] }

    private var titleAttributes: [UIControl.State: [NSAttributedString.Key: Any]] = [:]

    open func titleForSegment(at segment: Int) -> String? {
        labels.indices.contains(segment) ? labels[segment].text : nil
    }

    /// UIKit's segment title: 13 points, medium.
    private static let titleFont = UIFont.systemFont(ofSize: 13, weight: .medium)

    open override func layoutSubviews() {
        layer.cornerRadius = 8
        let width = labels.isEmpty ? 0 : bounds.width / CGFloat(labels.count)
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
            let normal = titleAttributes[.normal] ?? [:]
            let attributes = index == selectedSegmentIndex ? normal.merging(titleAttributes[.selected] ?? [:]) { $1 } : normal
            label.font = attributes[.font] as? UIFont ?? UISegmentedControl.titleFont
            label.textColor = attributes[.foregroundColor] as? UIColor ?? .label
        }
        selection.isHidden = !labels.indices.contains(selectedSegmentIndex)
        selection.frame = CGRect(x: CGFloat(max(selectedSegmentIndex, 0)) * width + 2, y: 2, width: width - 4, height: bounds.height - 4)
        selection.layer.cornerRadius = 7
        selection.backgroundColor = selectedSegmentTintColor ?? .white
    }
}
