import UIKit

// The screens the login coordinator shows, whose files the survey sets apart in
// netology-kubmakk-apart (they import FirebaseAuth, SnapKit and iOSIntPackage): plain controllers
// with the coordinator they report back to.

final class LoginViewController: UIViewController {
    weak var coordinator: LoginCoordinator?
}

class PhotosViewController: UIViewController {}

final class ProfileViewController: UIViewController {
    weak var coordinator: LoginCoordinator?
}
