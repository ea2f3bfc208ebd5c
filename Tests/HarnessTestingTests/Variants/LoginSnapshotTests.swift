import Foundation
import HarnessTesting
import Scenarios
import Testing
import UIKit

/// A user's still snapshot: a login screen on the smallest and the largest iPhone, light and
/// dark, at the default and the largest accessibility text size, left to right and right to
/// left, in one declaration; the goldens sit in `Goldens/login/<variant>/` at the package's root.
@Suite struct LoginSnapshotTests {
    /// A form laid out from the safe area, with text styles and system colours, as an app builds it.
    final class LoginView: UIView {
        let title = UILabel(), email = UILabel(), password = UILabel(), signIn = UIButton()
        let fields = [UIView(), UIView()]

        override init(frame: CGRect = .zero) {
            super.init(frame: frame)
            backgroundColor = .systemBackground
            title.text = "Sign in"
            title.textColor = .label
            for (field, placeholder) in zip(fields, [email, password]) {
                field.backgroundColor = .secondarySystemBackground
                field.layer.cornerRadius = 10
                placeholder.textColor = .secondaryLabel
                field.addSubview(placeholder)
                addSubview(field)
            }
            email.text = "Email"
            password.text = "Password"
            signIn.backgroundColor = .systemBlue
            signIn.layer.cornerRadius = 12
            signIn.setTitle("Continue", for: .normal)
            addSubview(title)
            addSubview(signIn)
        }

        required init?(coder: NSCoder) { return nil }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            layoutSubviews()
        }

        override func layoutSubviews() {
            let traits = traitCollection
            let area = safeAreaLayoutGuide.layoutFrame
            let width = bounds.width - 40
            title.font = .preferredFont(forTextStyle: .largeTitle, compatibleWith: traits)
            title.frame = leadingRect(leading: 20, y: area.minY + 24, width: width, height: title.font.lineHeight)
            let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits)
            var y = title.frame.maxY + 24
            for (field, placeholder) in zip(fields, [email, password]) {
                field.frame = leadingRect(leading: 20, y: y, width: width, height: body.lineHeight + 24)
                placeholder.font = body
                placeholder.frame = CGRect(x: 14, y: 0, width: width - 28, height: field.bounds.height)
                y = field.frame.maxY + 12
            }
            signIn.titleLabel!.font = .preferredFont(forTextStyle: .headline, compatibleWith: traits)
            let buttonHeight = max(50, signIn.titleLabel!.font.lineHeight + 20)
            signIn.frame = leadingRect(leading: 20, y: area.maxY - 20 - buttonHeight, width: width, height: buttonHeight)
        }
    }

    static let variants = Variants(devices: [.iPhoneSE3, .iPhone15ProMax], styles: [.light, .dark],
                                   sizes: [.large, .accessibilityExtraExtraExtraLarge], directions: [.leftToRight, .rightToLeft]).all

    @Test func loginInSixteenVariants() {
        let verdicts = expectGoldenImage(of: LoginView(), as: .image(on: Self.variants), named: "login")
        #expect(verdicts.map(\.outcome.id) == Self.variants.map { "login/\($0.name)" })
    }
}
