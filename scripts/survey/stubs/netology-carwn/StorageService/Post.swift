import Foundation

/// The app's StorageService framework (an in-repository target, not part of the survey): one
/// post of the feed, and the sample feed the login screen hands to the profile.
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

extension Post {
    /// Two short sample posts.
    public static var postsExample: [Post] {
        [
            Post(author: "Daily News", description: "A new bridge opens across the river this weekend.", image: "bridge", likes: 120, views: 900),
            Post(author: "Tech Notes", description: "Three tips for writing layout code by hand.", image: "layout", likes: 45, views: 310),
        ]
    }
}
