import UIKit

/// The shopping cart kept in Core Data (the app's StorageManager, left out of the survey); the
/// success screen only empties it.
final class StorageManager {
    static let shared = StorageManager()
    private(set) var itemCount = 0

    func clearCart() { itemCount = 0 }
}

/// The cart tab's screen (left out of the survey); the success screen pops back to it.
class CartViewController: UIViewController {}
