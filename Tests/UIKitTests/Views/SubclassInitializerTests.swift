import Foundation
import Testing
import UIKit

// Subclasses written the way iOS apps write them: each shape must compile against UIKit's
// initializers as Apple declares them (designated, convenience, required) and run its own setup.

/// Overrides both designated initializers; `CardView()` comes from UIView's convenience `init()`.
private final class CardView: UIView {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 12
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Declares only `init()`, calling the designated `init(frame:)`.
private final class BadgeView: UIView {
    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        backgroundColor = .systemRed
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Its own designated initializer and a `fatalError` coder initializer.
private final class HeaderView: UIView {
    let title: String

    init(title: String) {
        self.title = title
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A subclass with no initializers of its own, given one in an extension.
private final class DividerView: UIView {}

extension DividerView {
    convenience init(height: CGFloat) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: height))
        backgroundColor = .separator
    }
}

/// A view drawn by a shape layer, the way UIKit asks for one.
private final class RingView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
}

private final class ProfileController: UIViewController {
    var loaded = false

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Profile"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        loaded = true
    }
}

private final class DetailController: UIViewController {
    let itemID: Int

    init(itemID: Int) {
        self.itemID = itemID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class RootNavigationController: UINavigationController {
    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        navigationBar.prefersLargeTitles = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class PillButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 16
        setTitleColor(.white, for: .normal)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.5 : 1 }
    }
}

private final class PersonCell: UITableViewCell {
    let nameLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        nameLabel.text = nil
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        nameLabel.textColor = selected ? .white : .label
    }
}

private final class AvatarImageView: UIImageView {
    override init(image: UIImage?) {
        super.init(image: image)
        layer.cornerRadius = 20
        clipsToBounds = true
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 20
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class InsetLabel: UILabel {
    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + 16, height: size.height + 8)
    }
}

private final class FormStack: UIStackView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .vertical
        spacing = 8
    }

    required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class SearchField: UITextField {
    override init(frame: CGRect) {
        super.init(frame: frame)
        placeholder = "Search"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class BioTextView: UITextView {}
private final class ToggleSwitch: UISwitch {}
private final class VolumeSlider: UISlider {}
private final class FeedScrollView: UIScrollView {}
private final class LoadingSpinner: UIActivityIndicatorView {}

private final class GroupedTable: UITableView {
    init() {
        super.init(frame: .zero, style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@Suite struct SubclassInitializerTests {
    @Test func aViewOverridingBothDesignatedInitializersIsMadeWithNoArguments() {
        let card = CardView()
        #expect(card.frame == .zero)
        #expect(card.layer.cornerRadius == 12)
        #expect(card.subviews.first === card.titleLabel)
        let sized = CardView(frame: CGRect(x: 0, y: 0, width: 335, height: 200))
        #expect(sized.bounds.size == CGSize(width: 335, height: 200) && sized.layer.cornerRadius == 12)
    }

    @Test func viewsWithTheirOwnInitializersRunThem() {
        #expect(BadgeView().frame.size == CGSize(width: 24, height: 24))
        #expect(BadgeView().backgroundColor == .systemRed)
        #expect(HeaderView(title: "Recent").title == "Recent")
        let divider = DividerView(height: 1)
        #expect(divider.frame.height == 1 && divider.backgroundColor == .separator)
        #expect(DividerView().frame == .zero)
    }

    @Test func aLayerClassOverrideGivesTheViewThatLayer() {
        #expect(RingView().layer is CAShapeLayer)
        #expect(!(UIView().layer is CAShapeLayer))
    }

    @Test func controllersAreMadeThroughTheirDesignatedInitializer() {
        let profile = ProfileController()
        #expect(profile.title == "Profile")
        #expect(!profile.loaded)
        _ = profile.view
        #expect(profile.loaded)
        #expect(DetailController(itemID: 7).itemID == 7)
        #expect(UIViewController().title == nil)

        let navigation = RootNavigationController(rootViewController: profile)
        #expect(navigation.viewControllers.first === profile)
        #expect(navigation.navigationBar.prefersLargeTitles)
        #expect(UINavigationController().viewControllers.isEmpty)
        #expect(UITabBarController().viewControllers == nil)
    }

    @Test func aButtonSubclassIsMadeByTypeAndByFrame() {
        let pill = PillButton(type: .system)
        #expect(pill.buttonType == .system)
        #expect(pill.layer.cornerRadius == 16)
        #expect(pill.titleColor(for: .normal) == .white)
        pill.isHighlighted = true
        #expect(pill.alpha == 0.5)
        let framed = PillButton(frame: CGRect(x: 0, y: 0, width: 120, height: 32))
        #expect(framed.buttonType == .custom && framed.bounds.width == 120)
        #expect(PillButton().layer.cornerRadius == 16)
    }

    @Test func aCellSubclassIsMadeByTheTableAndByHand() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .plain)
        table.register(PersonCell.self, forCellReuseIdentifier: "contact")
        let dequeued = table.dequeueReusableCell(withIdentifier: "contact", for: IndexPath(row: 0, section: 0))
        let cell = try? #require(dequeued as? PersonCell)
        #expect(cell?.reuseIdentifier == "contact")
        #expect(cell?.style == .subtitle)
        #expect(cell?.nameLabel.superview === cell?.contentView)
        cell?.setSelected(true, animated: false)
        #expect(cell?.nameLabel.textColor == .white)

        let plain = PersonCell()
        #expect(plain.reuseIdentifier == nil && plain.style == .subtitle)
        #expect(UITableViewCell().style == .default)
    }

    @Test func otherViewSubclassesKeepTheirSuperclassInitializers() {
        let image = UIImage(systemName: "person.circle")
        let avatar = AvatarImageView(image: image)
        #expect(avatar.image === image && avatar.layer.cornerRadius == 20)
        #expect(AvatarImageView(frame: .zero).layer.cornerRadius == 20)
        let both = UIImageView(image: image, highlightedImage: nil)
        #expect(both.frame.size == image?.size)

        let label = InsetLabel()
        label.text = "New"
        #expect(label.intrinsicContentSize.width == UILabel(frame: .zero).withText("New").intrinsicContentSize.width + 16)

        let form = FormStack(arrangedSubviews: [UILabel(), UILabel()])
        #expect(form.axis == .vertical && form.spacing == 8 && form.arrangedSubviews.count == 2)
        #expect(SearchField().placeholder == "Search")
        #expect(BioTextView().frame == .zero)
        #expect(ToggleSwitch().isOn == false)
        #expect(VolumeSlider().value == 0)
        #expect(FeedScrollView().contentOffset == .zero)
        #expect(LoadingSpinner(style: .large).frame.width == 37)
        #expect(LoadingSpinner().style == .medium)
        #expect(GroupedTable().style == .insetGrouped)
        #expect(UITableView().style == .plain)
        #expect(UISegmentedControl(items: ["One", "Two"]).numberOfSegments == 2)
        #expect(UIProgressView(progressViewStyle: .bar).progressViewStyle == .bar)
    }
}

private extension UILabel {
    func withText(_ text: String) -> UILabel {
        self.text = text
        return self
    }
}
