import Foundation
import QuartzCore

/// A button of an alert or action sheet, as `UIAlertAction`.
public final class UIAlertAction {
    public enum Style: Int, Sendable { case `default`, cancel, destructive }

    public let title: String?
    public let style: Style
    public var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        (self.title, self.style, self.handler) = (title, style, handler)
    }
}

/// An alert or an action sheet, as `UIAlertController`, drawn as iOS 15 and later draw them:
/// an alert is a 270-point card in the middle of a dimmed screen, which grows in from a little
/// larger as it fades in; an action sheet rises from the bottom, its cancel button apart. There
/// are no touches: `tapAction(_:)` plays a tap on a button, which dismisses the alert and then
/// runs the action's handler, as iOS does.
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }

    open var message: String?
    public let preferredStyle: Style
    open private(set) var actions: [UIAlertAction] = []
    open var preferredAction: UIAlertAction?
    open private(set) var textFields: [UITextField]?
    /// Presents and dismisses the alert with its own animations; held here, as transitioning
    /// delegates are held weakly.
    private let presenter = AlertTransitioning()

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(style: preferredStyle)
        self.title = title
        self.message = message
    }

    init(style: Style) {
        preferredStyle = style
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = presenter
    }

    public required init?(coder: NSCoder) { return nil }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 238, height: 26))
        field.backgroundColor = .systemBackground
        field.font = .systemFont(ofSize: 13)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// Plays a tap on `action`'s button: the alert is dismissed, then the handler runs.
    open func tapAction(_ action: UIAlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        presentingViewController?.dismiss(animated: true) { action.handler?(action) }
    }

    /// The card (or the sheet's cards) the animations move.
    let card = UIView()
    /// The title and message, with the dynamic colours they are drawn in.
    private var texts: [(layer: CATextLayer, color: UIColor)] = []

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        switch preferredStyle {
        case .alert: buildAlert()
        case .actionSheet: buildSheet()
        }
        view.addSubview(card)
    }

    // MARK: Layout

    private static let alertWidth: CGFloat = 270
    /// The alert's material: what is behind it blurred (as `UIBlurEffect`'s styles blur it), under a
    /// light or dark wash that leaves a little of it showing.
    private static let material = UIColor(light: UIColor(white: 0.97, alpha: 0.82), dark: UIColor(white: 0.17, alpha: 0.82))
    private static let backdrop = UIBlurEffect(style: .systemMaterial).backdrop
    private static let separator = UIColor(light: UIColor(white: 0, alpha: 0.15), dark: UIColor(white: 1, alpha: 0.15))

    private func buildAlert() {
        let width = Self.alertWidth
        var y: CGFloat = 19
        y = addText(title, font: .systemFont(ofSize: 17, weight: .semibold), color: .label, width: width, at: y, to: card)
        if message != nil { y += 2 }
        y = addText(message, font: .systemFont(ofSize: 13), color: .label, width: width, at: y, to: card)
        for field in textFields ?? [] {
            y += 12
            field.frame = CGRect(x: 16, y: y, width: width - 32, height: 26)
            card.addSubview(field)
            y += 26
        }
        y += 19
        let sideBySide = actions.count == 2
        let rows = sideBySide ? [actions] : actions.map { [$0] }
        for row in rows {
            addSeparator(CGRect(x: 0, y: y, width: width, height: hairline), to: card)
            for (index, action) in row.enumerated() {
                let buttonWidth = width / CGFloat(row.count)
                if index > 0 { addSeparator(CGRect(x: buttonWidth * CGFloat(index), y: y, width: hairline, height: 44), to: card) }
                let emphasized = action === preferredAction || (preferredAction == nil && action.style == .cancel)
                addButton(action, frame: CGRect(x: buttonWidth * CGFloat(index), y: y, width: buttonWidth, height: 44),
                          size: 17, bold: emphasized, to: card)
            }
            y += 44
        }
        card.frame = CGRect(x: 0, y: 0, width: width, height: y)
        card.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        card.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        card.backgroundColor = Self.material
        card.layer.backdropFilter = Self.backdrop
        card.layer.cornerRadius = 14
        card.clipsToBounds = true
    }

    private func buildSheet() {
        let width = min(view.bounds.width - 16, 359)
        let body = UIView(), cancel = actions.first { $0.style == .cancel }
        var y: CGFloat = 0
        if title != nil || message != nil {
            y = 14
            y = addText(title, font: .systemFont(ofSize: 13, weight: .semibold), color: .secondaryLabel, width: width, at: y, to: body)
            y = addText(message, font: .systemFont(ofSize: 13), color: .secondaryLabel, width: width, at: y, to: body)
            y += 14
        }
        for action in actions where action !== cancel {
            if y > 0 { addSeparator(CGRect(x: 0, y: y, width: width, height: hairline), to: body) }
            addButton(action, frame: CGRect(x: 0, y: y, width: width, height: 57), size: 20, bold: action === preferredAction, to: body)
            y += 57
        }
        body.frame = CGRect(x: 0, y: 0, width: width, height: y)
        body.backgroundColor = Self.material
        body.layer.backdropFilter = Self.backdrop
        body.layer.cornerRadius = 13
        body.clipsToBounds = true
        card.addSubview(body)
        var height = y
        if let cancel {
            let button = UIView(frame: CGRect(x: 0, y: y + 8, width: width, height: 57))
            button.backgroundColor = UIColor(light: .white, dark: UIColor(white: 0.17, alpha: 1))
            button.layer.cornerRadius = 13
            addButton(cancel, frame: button.bounds, size: 20, bold: true, to: button)
            card.addSubview(button)
            height = button.frame.maxY
        }
        let bottomInset = max(view.safeAreaInsets.bottom, 8)
        card.frame = CGRect(x: (view.bounds.width - width) / 2, y: view.bounds.height - bottomInset - height, width: width, height: height)
    }

    /// Adds `text` centred in `width`, wrapped to as many lines as it needs, and returns the y
    /// below it.
    private func addText(_ text: String?, font: UIFont, color: UIColor, width: CGFloat, at y: CGFloat, to view: UIView) -> CGFloat {
        guard let text, !text.isEmpty else { return y }
        let usable = width - 32
        let perLine = max(1, Int(usable / (font.pointSize * 0.55)))
        let lines = max(1, Int((Double(text.count) / Double(perLine)).rounded(.up)))
        let height = CGFloat(lines) * font.lineHeight
        let label = CATextLayer()
        label.frame = CGRect(x: 16, y: y, width: usable, height: height)
        label.string = text
        label.fontSize = font.pointSize
        label.font = font
        label.foregroundColor = color.cgColor(for: traitCollection)
        label.alignmentMode = .center
        label.isWrapped = lines > 1
        view.layer.addSublayer(label)
        texts.append((label, color))
        return y + height
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        for (layer, color) in texts { layer.foregroundColor = color.cgColor(for: traitCollection) }
    }

    private func addButton(_ action: UIAlertAction, frame: CGRect, size: CGFloat, bold: Bool, to view: UIView) {
        let label = UILabel(frame: frame)
        label.text = action.title
        label.textAlignment = .center
        label.font = .systemFont(ofSize: size, weight: bold ? .semibold : .regular)
        label.textColor = !action.isEnabled ? .tertiaryLabel : action.style == .destructive ? .systemRed : .systemBlue
        view.addSubview(label)
    }

    /// One pixel of the screen the alert is shown on, as UIKit's separators are.
    private var hairline: CGFloat { 1 / UIScreen.main.scale }

    private func addSeparator(_ frame: CGRect, to view: UIView) {
        let line = UIView(frame: frame)
        line.backgroundColor = Self.separator
        view.addSubview(line)
    }
}

/// The alert's presentation and dismissal: a dimming view fades, and the card grows in from
/// 1.2 times its size (an alert) or rises from below the screen (an action sheet).
private final class AlertTransitioning: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    private var isPresenting = true
    private let dimming = UIView()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = false
        return self
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? 0.4 : 0.25
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let alert = transitionContext.viewController(forKey: key) as? UIAlertController else {
            return transitionContext.completeTransition(true)
        }
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let isSheet = alert.preferredStyle == .actionSheet
        let offscreen = CGAffineTransform(translationX: 0, y: container.bounds.height - alert.card.frame.minY)
        if isPresenting {
            dimming.frame = container.bounds
            dimming.backgroundColor = UIColor.black.withAlphaComponent(isSheet ? 0.4 : 0.2)
            dimming.alpha = 0
            container.addSubview(dimming)
            alert.view.frame = container.bounds
            container.addSubview(alert.view)
            if isSheet {
                alert.card.transform = offscreen
            } else {
                alert.card.alpha = 0
                alert.card.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
            }
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: isSheet ? 0.9 : 1, initialSpringVelocity: 0,
                           options: [], animations: {
                self.dimming.alpha = 1
                alert.card.alpha = 1
                alert.card.transform = .identity
            }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        } else {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseIn], animations: {
                self.dimming.alpha = 0
                if isSheet { alert.card.transform = offscreen } else { alert.card.alpha = 0 }
            }, completion: { _ in
                self.dimming.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
