import Foundation

/// A tappable-looking view with a centred title, as a custom-type `UIButton`.
///
///     let enter = Button(frame: Rect(x: 100, y: 100, width: 100, height: 50))
///     enter.backgroundColor = .red
///     enter.setTitle("Enter", for: .normal)
open class Button: View {
    /// The states a title can be set for, as `UIControl.State`; only `.normal` is ever shown.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

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
