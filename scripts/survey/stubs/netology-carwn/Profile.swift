import UIKit
import StorageService

// App-side pieces of the login and profile screens whose own files import FirebaseAuth, SnapKit,
// iOSIntPackage or Core Data (left out of the survey).

/// A newly created account, as FirebaseAuth returns it.
struct CreatedUser {
    let displayName: String?
}

/// What the login presenter asks of its checker (the app's own protocol names FirebaseAuth's user
/// type).
protocol LoginViewControllerDelegate: AnyObject {
    func check(login: String, password: String, completion: @escaping (Result<Login, LoginInspectorError>) -> Void)
    func createUser(withEmail: String, password: String, completion: @escaping (Result<CreatedUser, LoginInspectorError>) -> Void)

    var authorizedUser: AuthorizedUserInfo? { get }
}

/// A post row: author, text and counts (the app's own cell filters the image with iOSIntPackage).
class PostTableViewCell: UITableViewCell {
    var doubleTapClosure: (() -> Void)?
    var post: Post? {
        didSet {
            textLabel?.text = post?.author
            detailTextLabel?.text = post?.description
        }
    }
}

/// The saved posts, kept in Core Data by the app; here in memory.
final class StoredPostsManager {
    static let shared = StoredPostsManager()
    private(set) var posts: [Post] = []

    func addPost(_ post: Post, completion: @escaping (Result<Never, Error>) -> Void) {
        posts.append(post)
    }
}

/// The profile header: avatar, name and status (the app's own view lays out with SnapKit).
final class ProfileHeaderView: UIView {
    var avatarViewTappedClosure: (((avatarView: UIView, backgroundView: UIView)) -> Void)?
    private let avatarImageView = UIImageView(frame: CGRect(x: 16, y: 16, width: 100, height: 100))
    private let avatarBackgroundView = UIView()
    private let titleLabel = UILabel(frame: CGRect(x: 132, y: 27, width: 200, height: 22))
    private let statusLabel = UILabel(frame: CGRect(x: 132, y: 70, width: 200, height: 20))

    func configure(image: UIImage?, title: String, currentStatus: String?) {
        avatarImageView.image = image
        titleLabel.text = title
        statusLabel.text = currentStatus
        [avatarImageView, titleLabel, statusLabel].forEach { addSubview($0) }
    }
}
