import UIKit

// The login screens talk to an authentication server over gRPC; the files that do so import
// SwiftGRPC and SwiftProtobuf and sit in pinit-auth-apart. These stand-ins keep the screens' side:
// who is told, and what they are told, with nothing sent over the network.

/// The server's answer to a login: the session token and whether the user owns a robot.
struct LoginResponse {
    var token = ""
    var isOwner = false
}

/// Logs in; here every login succeeds as a rider.
public class LoginServer {
    var delegate: LoginServerDelegate?

    func loginWithCredentials(username: String, password: String) {
        delegate?.didLoginSuccessfully(loginResponse: LoginResponse(token: "token-\(username)", isOwner: false))
    }
}

// The screens the login screen leads to, which are other sets' or left out: plain controllers.

/// The sign-up screen (in pinit-auth-apart).
class RegisterViewController: PinitViewController {}

/// The robot owner's home screen (not in the survey).
class PinitOwnerViewController: UIViewController {}

/// The rider's home screen (surveyed in pinit-user).
class PinitUserViewController: UIViewController {}
