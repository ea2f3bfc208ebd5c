import Foundation
import QuartzCore

/// Draws one `UICellAccessory`: the chevrons, the check mark and the reorder bars stroked as SF
/// Symbols draws them, the delete button as a red disc with a white bar, a label in the
/// secondary colour.
final class AccessoryView: UIView {
    let accessory: UICellAccessory
    private let shape = CAShapeLayer()
    private let label = UILabel()

    init(_ accessory: UICellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        layer.addSublayer(shape)
        if case let .label(text, font) = accessory.kind {
            label.text = text
            label.font = font
            label.adjustsFontForContentSizeCategory = true
            label.textColor = accessory.tintColor ?? .secondaryLabel
            addSubview(label)
        }
        if case let .custom(view, _) = accessory.kind {
            if let tint = accessory.tintColor { view.tintColor = tint }
            addSubview(view)
        }
        draw()
    }

    required init?(coder: NSCoder) { return nil }

    /// The accessory's size: the symbols' boxes, or the label's text.
    var size: CGSize {
        switch accessory.kind {
        case .disclosureIndicator, .outlineDisclosure: CGSize(width: 12, height: 14)
        case .checkmark: CGSize(width: 14, height: 14)
        case .reorder: CGSize(width: 20, height: 14)
        case .delete: CGSize(width: 22, height: 22)
        case .label: label.intrinsicContentSize
        case let .custom(view, _): view.frame.size == .zero ? view.intrinsicContentSize : view.frame.size
        }
    }

    override func layoutSubviews() {
        label.frame = bounds
        shape.frame = bounds
        if case let .custom(view, _) = accessory.kind { view.frame = bounds }
    }

    private func draw() {
        var path = BezierPath()
        shape.lineWidth = 2
        shape.lineCap = .round
        shape.lineJoin = .round
        shape.fillColor = nil
        let stroke: UIColor?
        switch accessory.kind {
        case .disclosureIndicator:
            path.move(to: CGPoint(x: 2, y: 1))
            path.addLine(to: CGPoint(x: 8, y: 7))
            path.addLine(to: CGPoint(x: 2, y: 13))
            stroke = accessory.tintColor ?? UITableViewCell.chevronColor
        case .outlineDisclosure:
            path.move(to: CGPoint(x: 3, y: 1))
            path.addLine(to: CGPoint(x: 9, y: 7))
            path.addLine(to: CGPoint(x: 3, y: 13))
            stroke = accessory.tintColor ?? tintColor
        case .checkmark:
            path.move(to: CGPoint(x: 1, y: 7.5))
            path.addLine(to: CGPoint(x: 5.5, y: 12))
            path.addLine(to: CGPoint(x: 13, y: 1))
            stroke = accessory.tintColor ?? tintColor
        case .reorder:
            // Three bars, as the `line.3.horizontal` symbol UIKit shows.
            shape.lineWidth = 1.5
            for y in [2.5, 7.0, 11.5] {
                path.move(to: CGPoint(x: 1.5, y: y))
                path.addLine(to: CGPoint(x: 18.5, y: y))
            }
            stroke = accessory.tintColor ?? .systemGray
        case .delete:
            backgroundColor = accessory.tintColor ?? .systemRed
            layer.cornerRadius = 11
            path.move(to: CGPoint(x: 6, y: 11))
            path.addLine(to: CGPoint(x: 16, y: 11))
            stroke = .white
        case .label, .custom:
            stroke = nil
        }
        shape.pathElements = path
        setColor(stroke, for: .strokeColor) { [shape] in shape.strokeColor = $0 }
    }

    override func tintColorDidChange() {
        draw()
    }
}
