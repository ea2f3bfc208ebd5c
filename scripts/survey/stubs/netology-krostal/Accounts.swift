import UIKit

// The app keeps its accounts in FirebaseAuth; the files that do so sit in netology-krostal-apart.
// These stand-ins keep one account in memory: signing up creates it, logging in checks against it.

/// A signed-in user, as the login and profile screens show them.
final class UserModel {
    let email: String
    let name: String
    let avatar: UIImage?
    let status: String
    let password: String

    init(email: String, password: String) {
        self.email = email
        self.name = "Test User"
        self.avatar = nil
        self.status = "Online"
        self.password = password
    }
}

/// Signs users up and in, against the single account kept in memory.
final class CheckerService {
    static let shared = CheckerService()
    private(set) var currentUser: UserModel?
    var isLogIn: Bool { currentUser != nil }

    private init() {}

    func signUp(email: String, password: String, completion: @escaping (Result<UserModel, AuthenticationError>) -> Void) {
        let user = UserModel(email: email, password: password)
        currentUser = user
        completion(.success(user))
    }

    func checkCredentials(email: String, password: String, completion: @escaping (Result<UserModel, AuthenticationError>) -> Void) {
        if let user = currentUser, user.email == email, user.password == password {
            completion(.success(user))
        } else {
            completion(.failure(.notAuthorized))
        }
    }
}

/// The login screen's checker, which asks the account service.
struct LoginInspector: LoginViewControllerDelegate {
    func checkCredentials(email: String, password: String, completion: @escaping (Result<UserModel, AuthenticationError>) -> Void) {
        CheckerService.shared.checkCredentials(email: email, password: password, completion: completion)
    }
}

// The coordinators live in the app's Coordinators folder, which the survey leaves out (they build
// the whole tab bar): only what the feed and login screens call on them.

/// What the feed screen asks of its coordinator.
protocol FeedCoordinatorProtocol {
    func showPost()
}

/// Moves from the login screen to sign-up, and refreshes the tab bar after a login.
final class LoginCoordinator {
    private(set) var signUpShown = false
    private(set) var tabBarUpdates = 0

    func showSignUpCoordinator() { signUpShown = true }
    func updateTabBar() { tabBarUpdates += 1 }
}
