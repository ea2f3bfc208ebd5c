import Foundation
import UIKit

/// A photo library's grid of coloured tiles, four to a row and 2 points apart: busy, saturated
/// content for the system materials to blur.
final class PhotoTilesView: UIView {
    static let columns = 4
    static let spacing = 2.0

    init(width: CGFloat, rows: Int) {
        let side = (width - Double(Self.columns - 1) * Self.spacing) / Double(Self.columns)
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: Double(rows) * (side + Self.spacing) - Self.spacing))
        backgroundColor = .systemBackground
        for index in 0..<(rows * Self.columns) {
            let (row, column) = (index / Self.columns, index % Self.columns)
            let tile = UIView(frame: CGRect(x: Double(column) * (side + Self.spacing), y: Double(row) * (side + Self.spacing),
                                            width: side, height: side))
            tile.backgroundColor = Self.color(row: row, column: column)
            // A lighter disc off the tile's centre, as a photo's subject, so the blur has edges to soften.
            let disc = UIView(frame: CGRect(x: side * 0.2, y: side * 0.3, width: side * 0.45, height: side * 0.45))
            disc.backgroundColor = UIColor(white: 1, alpha: 0.35)
            disc.layer.cornerRadius = side * 0.225
            tile.addSubview(disc)
            addSubview(tile)
        }
    }

    required init?(coder: NSCoder) { return nil }

    /// A hue that walks around the wheel across the grid, with brightness and saturation varying
    /// by row, so neighbouring tiles differ.
    static func color(row: Int, column: Int) -> UIColor {
        let hue = (Double(row) * 0.083 + Double(column) * 0.21).truncatingRemainder(dividingBy: 1)
        return UIColor(hue: hue, saturation: 0.55 + 0.1 * Double(row % 3), brightness: 0.7 + 0.1 * Double((row + column) % 3), alpha: 1)
    }
}

/// The photo library screen: the tiles in a scroll view, scrolled part way so rows pass under the
/// navigation bar and the toolbar, which then show their material; its toolbar holds share, add
/// and delete buttons spread by flexible spaces, as Photos' does.
final class PhotoTilesViewController: UIViewController {
    private let size: CGSize
    /// How far the grid is scrolled from its top, in points.
    private let scrolledBy: CGFloat

    init(size: CGSize, scrolledBy: CGFloat = 240) {
        (self.size, self.scrolledBy) = (size, scrolledBy)
        super.init(nibName: nil, bundle: nil)
        title = "Library"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Select", style: .plain, target: nil, action: nil)
        toolbarItems = [UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil), .flexibleSpace(),
                        UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil), .flexibleSpace(),
                        UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
    }

    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        let scrollView = UIScrollView(frame: CGRect(origin: .zero, size: size))
        scrollView.backgroundColor = .systemBackground
        let tiles = PhotoTilesView(width: size.width, rows: 16)
        scrollView.addSubview(tiles)
        scrollView.contentSize = tiles.bounds.size
        scrollView.contentOffset = CGPoint(x: 0, y: scrolledBy)
        view = scrollView
    }

    /// The library in a navigation controller with its toolbar shown.
    static func inNavigation(size: CGSize) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: PhotoTilesViewController(size: size))
        navigation.isToolbarHidden = false
        return navigation
    }
}

/// A card of the system material over the tiles, its text and rules vibrant: a title in the label
/// style, a subtitle in the secondary one, a note in the tertiary one, a separator, and a button
/// on a vibrant fill; one ordinary blue label beside them shows what vibrancy changes.
final class VibrantCardViewController: UIViewController {
    private let size: CGSize

    init(size: CGSize) {
        self.size = size
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        let screen = UIView(frame: CGRect(origin: .zero, size: size))
        screen.addSubview(PhotoTilesView(width: size.width, rows: Int(size.height / 90) + 1))
        let blur = UIBlurEffect(style: .systemMaterial)
        let card = UIVisualEffectView(effect: blur)
        card.frame = CGRect(x: 16, y: (size.height - 236) / 2, width: size.width - 32, height: 236)
        card.layer.cornerRadius = 16
        card.clipsToBounds = true
        screen.addSubview(card)
        let width = card.bounds.width - 40
        func vibrant(_ style: UIVibrancyEffectStyle, _ frame: CGRect, _ content: UIView) {
            let view = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: style))
            view.frame = frame
            content.frame = view.bounds
            view.contentView.addSubview(content)
            card.contentView.addSubview(view)
        }
        func label(_ text: String, _ font: UIFont) -> UILabel {
            let label = UILabel()
            (label.text, label.font) = (text, font)
            return label
        }
        vibrant(.label, CGRect(x: 20, y: 20, width: width, height: 28), label("Now Playing", .systemFont(ofSize: 22, weight: .bold)))
        vibrant(.secondaryLabel, CGRect(x: 20, y: 52, width: width, height: 22), label("Summer, in colour", .preferredFont(forTextStyle: .body)))
        vibrant(.tertiaryLabel, CGRect(x: 20, y: 76, width: width, height: 18), label("Updated just now", .preferredFont(forTextStyle: .footnote)))
        vibrant(.separator, CGRect(x: 20, y: 108, width: width, height: 1), UIView(backgroundColor: .black))
        let fill = UIView(backgroundColor: .black)
        fill.layer.cornerRadius = 10
        vibrant(.fill, CGRect(x: 20, y: 124, width: width, height: 44), fill)
        let play = label("Play", .systemFont(ofSize: 17, weight: .semibold))
        play.textAlignment = .center
        vibrant(.label, CGRect(x: 20, y: 124, width: width, height: 44), play)
        let plain = label("Not vibrant: systemBlue", .preferredFont(forTextStyle: .subheadline))
        plain.textColor = .systemBlue
        plain.frame = CGRect(x: 20, y: 186, width: width, height: 22)
        card.contentView.addSubview(plain)
        view = screen
    }
}

private extension UIView {
    convenience init(backgroundColor: UIColor) {
        self.init(frame: .zero)
        self.backgroundColor = backgroundColor
    }
}

/// The alert UIKit shows to confirm deleting photos, growing in over the scrolled library.
enum PhotoAlert {
    static let scenario = Scenario(
        id: "materials-alert", source: "beyond", summary: "an alert grows in over the photo grid and blurs it", duration: 0.4
    ) { stage in
        let navigation = PhotoTilesViewController.inNavigation(size: stage.size)
        stage.showWindow(rootViewController: navigation)
        let alert = UIAlertController(title: "Delete 3 Photos?", message: "These photos will be deleted from all your devices.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        stage.startTransition { navigation.present(alert, animated: true) }
    }
}
