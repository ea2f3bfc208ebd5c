import Foundation

/// Checks a login against the app's account service; the app's own file signs in with
/// FirebaseAuth and sits in netology-azamat-apart. Here a login succeeds when both fields are
/// filled in, and yields the login it was given.
final class LoginInspector: LogInViewControllerCheckerDelegate {
    struct EmptyField: Error {}

    func login(inputLogin: String, inputPassword: String, completion: @escaping Handler) {
        completion(inputLogin.isEmpty || inputPassword.isEmpty ? .failure(EmptyField()) : .success(inputLogin))
    }

    func signOut() {}
}
