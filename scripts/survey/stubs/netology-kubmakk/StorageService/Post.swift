import Foundation

/// The app's StorageService framework (an in-repository target, not part of the survey): one
/// post of the feed, as the profile and post screens show it.
public struct Post {
    public let author: String
    public let description: String
    public let image: String
    public let likes: Int
    public let views: Int

    public init(author: String, description: String, image: String, likes: Int, views: Int) {
        (self.author, self.description, self.image, self.likes, self.views) = (author, description, image, likes, views)
    }
}
