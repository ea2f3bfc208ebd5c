import UIKit

extension TraitResolutionKey {
    /// What the catalog's scenes resolve with their traits beside UIKit's own.
    static let leadingLayout = Self("leadingLayout")
    static let text = Self("text")
    static let titleFont = Self("titleFont")
}
