import UIKit

// App-side pieces of KBTUlife whose own files import Alamofire or SDWebImage (the network layer,
// the news model, two cells and the event detail screen, in kbtulife-apart). The network layer
// here answers at once: nothing is signed in, every list is empty, every request fails.

/// The error every stand-in request fails with.
struct OfflineError: LocalizedError {
    var errorDescription: String? { "The app is offline." }
}

/// The app's API client (Alamofire in the app).
final class NetworkManager {
    static let shared = NetworkManager()

    func login(outlook: String, password: String, completion: @escaping (User?, Error?) -> Void) { completion(nil, OfflineError()) }
    func register(outlook: String, firstName: String, lastName: String, phone: String?, password: String, completion: @escaping (User?, Error?) -> Void) { completion(nil, OfflineError()) }
    func logout(completion: @escaping (Bool, Error?) -> Void) { completion(true, nil) }
    func fetchCurrentUser(completion: @escaping (User?, Error?) -> Void) { completion(nil, OfflineError()) }
    func get<T: Decodable>(url: String, completion: @escaping (T?, Error?) -> Void) { completion(nil, OfflineError()) }
    func fetchEvents(filters: [String: String] = [:], completion: @escaping ([Event]?, Error?) -> Void) { completion([], nil) }
    func fetchNews(completion: @escaping ([NewsItem]?, Error?) -> Void) { completion([], nil) }
    func fetchMyTickets(completion: @escaping ([Ticket]?, Error?) -> Void) { completion([], nil) }
    func markAsPending(ticketId: Int, completion: @escaping (String?, Error?) -> Void) { completion(nil, OfflineError()) }
    func validateQR(qrCode: String, completion: @escaping (Ticket?, Error?) -> Void) { completion(nil, OfflineError()) }
    func fetchClubs(completion: @escaping ([Club]?, Error?) -> Void) { completion([], nil) }
    func fetchClubDetail(_ id: Int, completion: @escaping (Club?, Error?) -> Void) { completion(nil, OfflineError()) }
    func fetchUserClubs(userId: String, completion: @escaping ([Club]?, Error?) -> Void) { completion([], nil) }
    func checkManagerStatus(completion: @escaping (ClubManagerStatusResponse?, Error?) -> Void) { completion(nil, OfflineError()) }
    func getPendingMemberships(clubId: Int, completion: @escaping (Result<[Membership], Error>) -> Void) { completion(.success([])) }
    func updateMembershipStatus(clubId: Int, membershipId: Int, status: String, completion: @escaping (Result<Membership, Error>) -> Void) { completion(.failure(OfflineError())) }
}

/// A news post.
struct NewsItem: Codable {
    let id: Int
    let title: String
    let content: String
    let mediaUrl: String?
    let createdAt: String

    var imageUrl: String? { mediaUrl }
    var date: String { createdAt }
}

/// A club row: the club's name over its description.
class ClubCell: UITableViewCell {
    func configure(with club: Club) {
        textLabel?.text = club.name
        detailTextLabel?.text = club.description
    }
}

/// A news card: the title over the date.
class NewsCardCell: UITableViewCell {
    func configure(with news: NewsItem) {
        textLabel?.text = news.title
        detailTextLabel?.text = news.date
    }
}

/// An event's detail screen.
class EventDetailViewController: UIViewController {
    let event: Event

    init(event: Event) {
        self.event = event
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
