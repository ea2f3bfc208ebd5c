import UIKit

/// A sign-in screen written as an app writes one, with UIKit's package API only: two fields
/// pinned 40 points below the safe area's top, a note of several lines and a button, all
/// inside the layout margins and following the reader's text size, and a title set in
/// `viewDidLoad`. The catalog shows it on the smallest and largest iPhones, large and at AX5.
package final class LoginViewController: UIViewController {
    package let email = UITextField()
    package let password = UITextField()
    package let note = UILabel()
    package let signIn = UIButton(type: .system)

    package override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
        view.backgroundColor = .systemBackground
        email.placeholder = "Email"
        email.keyboardType = .emailAddress
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        for field in [email, password] {
            field.borderStyle = .roundedRect
            field.font = .preferredFont(forTextStyle: .body)
            field.adjustsFontForContentSizeCategory = true
        }
        note.text = "Use your company email address and the password you chose when you joined."
        note.numberOfLines = 0
        note.textColor = .secondaryLabel
        note.font = .preferredFont(forTextStyle: .footnote)
        note.adjustsFontForContentSizeCategory = true
        signIn.setTitle("Sign In", for: .normal)
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
