import Foundation

/// A tappable-looking view with a centred title, as a custom-type `UIButton`.
///
///     let enter = Button(frame: Rect(x: 100, y: 100, width: 100, height: 50))
///     enter.backgroundColor = .red
///     enter.setTitle("Enter", for: .normal)
/// Titles are set per `Control.State`; only the `.normal` one is shown.
open class Button: Control {
    public let titleLabel = Label()
    private var titles: [State: String] = [:]
    private var titleColors: [State: Color] = [:]

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        titleLabel.font = .systemFont(ofSize: 15)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        layoutSubviews()
    }

    public required init?(coder: NSCoder) { return nil }

    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        titleLabel.text = titles[.normal] ?? ""
    }

    public func title(for state: State) -> String? { titles[state] }

    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state] = color
        titleLabel.textColor = titleColors[.normal] ?? .white
    }

    open override func layoutSubviews() {
        titleLabel.frame = bounds
    }
}
