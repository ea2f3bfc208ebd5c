import Foundation
import QuartzCore

/// A tappable-looking view with a centred title, as a custom-type `UIButton`.
///
///     let enter = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
///     enter.backgroundColor = .red
///     enter.setTitle("Enter", for: .normal)
/// Titles are set per `UIControl.State`; only the `.normal` one is shown.
open class UIButton: UIControl {
    /// How a button draws itself, as `UIButton.ButtonType`; every type draws as `.custom` here.
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    /// The label showing the title; optional, as UIKit's, though a button here always has one.
    public var titleLabel: UILabel? { title }
    private let title = UILabel()
    private var titles: [State: String] = [:]
    private var titleColors: [State: UIColor] = [:]
    private var images: [State: UIImage] = [:]
    private var shownImage: UIImageView?
    public let buttonType: ButtonType
    open var contentEdgeInsets = UIEdgeInsets.zero

    public init(frame: CGRect = .zero, type: ButtonType) {
        buttonType = type
        super.init(frame: frame)
        title.font = .systemFont(ofSize: 15)
        title.textColor = .white
        title.textAlignment = .center
        addSubview(title)
        layoutSubviews()
    }

    public override convenience init(frame: CGRect = .zero) { self.init(frame: frame, type: .custom) }

    public convenience init(type buttonType: ButtonType) { self.init(frame: .zero, type: buttonType) }

    public required init?(coder: NSCoder) { return nil }

    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        self.title.text = titles[.normal] ?? ""
    }

    open func title(for state: State) -> String? { titles[state] }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        title.textColor = titleColors[.normal] ?? .white
    }

    open func titleColor(for state: State) -> UIColor? { titleColors[state] }

    /// The view showing the image, made on first use, behind the title.
    public var imageView: UIImageView? {
        if let shownImage { return shownImage }
        let view = UIImageView(frame: bounds)
        view.contentMode = .scaleAspectFit
        insertSubview(view, at: 0)
        shownImage = view
        return view
    }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        if state == .normal { imageView?.image = image }
    }
    open func image(for state: State) -> UIImage? { images[state] }
    open func setBackgroundImage(_ image: UIImage?, for state: State) { setImage(image, for: state) }
    /// Kept: the plain title is shown.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {}

    open override func layoutSubviews() {
        title.frame = bounds
    }
}
