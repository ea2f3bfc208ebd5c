import UIKit

/// A sign-in screen written as an app writes one, with UIKit's package API only: two fields
/// pinned 40 points below the safe area's top, a note of several lines and a button, all
/// inside the layout margins and following the reader's text size, and a title set in
/// `viewDidLoad`. The catalog shows it on the smallest and largest iPhones, large and at AX5,
/// and in Japanese and Korean.
package final class LoginViewController: UIViewController {
    /// The screen's words in one language.
    package struct Copy: Sendable {
        package var title, email, password, note: String

        package static let english = Copy(
            title: "Sign In", email: "Email", password: "Password",
            note: "Use your company email address and the password you chose when you joined.")
        package static let japanese = Copy(
            title: "ログイン", email: "メールアドレス", password: "パスワード",
            note: "会社のメールアドレスと、登録時に設定したパスワードを入力してください。パスワードを忘れた場合は、「サポート」までお問い合わせください。")
        package static let korean = Copy(
            title: "로그인", email: "이메일", password: "비밀번호",
            note: "회사 이메일 주소와 가입할 때 설정한 비밀번호를 입력하세요. 비밀번호를 잊으셨다면 관리자에게 문의하세요.")
    }

    package let email = UITextField()
    package let password = UITextField()
    package let note = UILabel()
    package let signIn = UIButton(type: .system)
    private let copy: Copy

    package init(copy: Copy = .english) {
        self.copy = copy
        super.init(nibName: nil, bundle: nil)
    }

    package required init?(coder: NSCoder) { return nil }

    package override func viewDidLoad() {
        super.viewDidLoad()
        title = copy.title
        view.backgroundColor = .systemBackground
        email.placeholder = copy.email
        email.keyboardType = .emailAddress
        password.placeholder = copy.password
        password.isSecureTextEntry = true
        for field in [email, password] {
            field.borderStyle = .roundedRect
            field.font = .preferredFont(forTextStyle: .body)
            field.adjustsFontForContentSizeCategory = true
        }
        note.text = copy.note
        note.numberOfLines = 0
        note.textColor = .secondaryLabel
        note.font = .preferredFont(forTextStyle: .footnote)
        note.adjustsFontForContentSizeCategory = true
        signIn.setTitle(copy.title, for: .normal)
        signIn.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        signIn.titleLabel?.adjustsFontForContentSizeCategory = true

        for item in [email, password, note, signIn] as [UIView] {
            item.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(item)
            NSLayoutConstraint.activate([
                item.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                item.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ])
        }
        NSLayoutConstraint.activate([
            email.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            password.topAnchor.constraint(equalTo: email.bottomAnchor, constant: 12),
            note.topAnchor.constraint(equalTo: password.bottomAnchor, constant: 12),
            signIn.topAnchor.constraint(equalTo: note.bottomAnchor, constant: 20),
        ])
    }
}
