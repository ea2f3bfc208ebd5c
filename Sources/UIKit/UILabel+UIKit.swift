import Foundation
import TransitionKit

/// How a label cuts text that does not fit, as `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// `UILabel`'s members with UIKit's types (`text` is optional) and those TransitionKit's label
/// leaves out; it draws one line, so line settings are kept for ported code to read back.
extension Label {
    public var text: String? {
        get { textValue }
        set { textValue = newValue ?? "" }
    }

    public var numberOfLines: Int { get { setting("numberOfLines", 1) } set { layer.keyedValues["label.numberOfLines"] = newValue } }
    public var lineBreakMode: NSLineBreakMode { get { setting("lineBreakMode", .byTruncatingTail) } set { layer.keyedValues["label.lineBreakMode"] = newValue } }
    public var adjustsFontSizeToFitWidth: Bool { get { setting("adjustsFontSizeToFitWidth", false) } set { layer.keyedValues["label.adjustsFontSizeToFitWidth"] = newValue } }
    public var minimumScaleFactor: CGFloat { get { setting("minimumScaleFactor", 0) } set { layer.keyedValues["label.minimumScaleFactor"] = newValue } }
    public var isHighlighted: Bool { get { setting("isHighlighted", false) } set { layer.keyedValues["label.isHighlighted"] = newValue } }
    public var isEnabled: Bool { get { setting("isEnabled", true) } set { layer.keyedValues["label.isEnabled"] = newValue } }

    public convenience init(text: String) {
        self.init(frame: .zero)
        self.text = text
    }


    private func setting<Value>(_ key: String, _ fallback: Value) -> Value { layer.keyedValues["label." + key] as? Value ?? fallback }
}

/// `UIButton`'s members with UIKit's types (`titleLabel` is optional) and the ones TransitionKit's
/// button leaves out.
extension Button {
    /// How a button draws itself, as `UIButton.ButtonType`; every type draws as `.custom` here.
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    public convenience init(type buttonType: ButtonType) { self.init(frame: .zero) }

    public var titleLabel: UILabel? { titleLabelView }

    public var imageView: UIImageView? {
        if let view = layer.keyedValues["button.imageView"] as? UIImageView { return view }
        let view = UIImageView(frame: bounds)
        view.contentMode = .scaleAspectFit
        insertSubview(view, at: 0)
        layer.keyedValues["button.imageView"] = view
        return view
    }

    public func setImage(_ image: UIImage?, for state: State) { if state == .normal { imageView?.image = image } }
    public func image(for state: State) -> UIImage? { state == .normal ? imageView?.image : nil }
    public func setBackgroundImage(_ image: UIImage?, for state: State) { setImage(image, for: state) }
    public func setAttributedTitle(_ title: Any?, for state: State) {}

    public var contentEdgeInsets: UIEdgeInsets { get { setting("contentEdgeInsets", .zero) } set { layer.keyedValues["button.contentEdgeInsets"] = newValue } }

    private func setting<Value>(_ key: String, _ fallback: Value) -> Value { layer.keyedValues["button." + key] as? Value ?? fallback }
}

