import UIKit
import Common

// App-side pieces of the compose-service screens whose own files are large or reach into the
// app's Data layer, generated assets and analytics (left out of the survey).

/// Where the algorithm screen reports the user's choice (the compose flow's coordinator).
protocol ComposeServiceAlgorithmFlowControlling: AnyObject {
    func toChangeAlgorithm(_ algorithm: Algorithm)
}

/// Where the colour picker reports the user's choice.
protocol ColorPickerFlowControlling: AnyObject {
    func toSelectColor(_ color: TintColor)
}

/// The colour picker's presenter: the colour shown as chosen, and what to do with a new choice.
final class ColorPickerPresenter {
    weak var flowController: ColorPickerFlowControlling?
    var currentColor: TintColor = .default

    func handleColorSelection(_ tintColor: TintColor) {
        currentColor = tintColor
        flowController?.toSelectColor(tintColor)
    }
}

/// A grid of colour swatches; here one row of 44-point swatches, the active one outlined.
final class ColorGridSelector: UIView {
    var userAction: ((TintColor) -> Void)?
    private(set) var activeColor: TintColor = .default

    func setActiveColor(_ color: TintColor, animated: Bool) {
        activeColor = color
        subviews.forEach { $0.removeFromSuperview() }
        for (index, tint) in TintColor.allCases.enumerated() {
            let swatch = UIView(frame: CGRect(x: 16 + CGFloat(index % 6) * 52, y: 16 + CGFloat(index / 6) * 52, width: 44, height: 44))
            swatch.backgroundColor = Theme.Colors.tint(tint)
            swatch.layer.cornerRadius = 22
            swatch.layer.borderWidth = tint == color ? 3 : 0
            swatch.layer.borderColor = UIColor.label.cgColor
            addSubview(swatch)
        }
    }
}

/// The settings-style row: an optional icon, a title and an accessory.
final class SettingsMenuTableViewCell: UITableViewCell {
    static let identifier = "SettingsMenuTableViewCell"

    enum AccessoryType {
        case none
        case checkmark
        case arrow
    }

    func update(icon: UIImage?, title: String, kind: AccessoryType) {
        imageView?.image = icon
        textLabel?.text = title
        accessoryType = kind == .checkmark ? .checkmark : kind == .arrow ? .disclosureIndicator : .none
    }
}

/// The app's colours and metrics (generated from its asset catalogue).
enum Theme {
    enum Colors {
        enum Table {
            static let background = UIColor.systemGroupedBackground
        }
        enum Fill {
            static let theme = UIColor.systemBlue
            enum System {
                static let third = UIColor.tertiarySystemBackground
            }
        }
        static func tint(_ color: TintColor) -> UIColor {
            switch color {
            case .default: return .systemBlue
            case .red: return .systemRed
            case .orange: return .systemOrange
            case .yellow: return .systemYellow
            case .green: return .systemGreen
            case .turquoise: return .systemTeal
            case .lightBlue: return .systemCyan
            case .indigo: return .systemIndigo
            case .pink: return .systemPink
            case .purple: return .systemPurple
            case .brown: return .systemBrown
            }
        }
    }
    enum Metrics {
        static let settingsTableViewCellHeight: CGFloat = 44
    }
}

/// The app's localised strings (generated).
enum T {
    enum Tokens {
        static let algorithm = "Algorithm"
    }
}

extension UIView {
    /// The bottom of the safe area.
    var safeBottomAnchor: NSLayoutYAxisAnchor { safeAreaLayoutGuide.bottomAnchor }

    /// Pins this view to every edge of its superview.
    func pinToParent() {
        guard let parent = superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            topAnchor.constraint(equalTo: parent.topAnchor),
            bottomAnchor.constraint(equalTo: parent.bottomAnchor),
        ])
    }

    /// Adds `view` as a subview laid out by `constraints`.
    func addSubview(_ view: UIView, with constraints: [NSLayoutConstraint]) {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        NSLayoutConstraint.activate(constraints)
    }
}
