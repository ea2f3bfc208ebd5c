import Foundation

// UserNotifications as a stand-in: notifications are never authorised, so a request to show
// one is kept but never delivered. See docs/STAND-INS.md.

/// Whether the app may notify, as `UNAuthorizationStatus`.
public enum UNAuthorizationStatus: Int, Sendable { case notDetermined, denied, authorized, provisional, ephemeral }

/// What a notification may do, as `UNAuthorizationOptions`.
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// How a notification shows while the app is in front, as `UNNotificationPresentationOptions`.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// A notification sound, as `UNNotificationSound`.
open class UNNotificationSound: NSObject, @unchecked Sendable {
    public static let `default` = UNNotificationSound()
}

/// What a notification says, as `UNNotificationContent`.
open class UNNotificationContent: NSObject, @unchecked Sendable {
    open internal(set) var title = ""
    open internal(set) var subtitle = ""
    open internal(set) var body = ""
    open internal(set) var badge: NSNumber?
    open internal(set) var sound: UNNotificationSound?
    open internal(set) var userInfo: [AnyHashable: Any] = [:]
    open internal(set) var categoryIdentifier = ""
    open internal(set) var threadIdentifier = ""
}

/// Notification content being written, as `UNMutableNotificationContent`.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String { get { super.title } set { super.title = newValue } }
    open override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    open override var body: String { get { super.body } set { super.body = newValue } }
    open override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    open override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    open override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    open override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    open override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
}

/// When a notification fires, as `UNNotificationTrigger`.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    public let repeats: Bool
    init(repeats: Bool) {
        self.repeats = repeats
        super.init()
    }
}

/// A trigger after a delay, as `UNTimeIntervalNotificationTrigger`.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
}

/// A trigger at calendar dates, as `UNCalendarNotificationTrigger`.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
}

/// A notification to schedule, as `UNNotificationRequest`.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
        super.init()
    }
}

/// A delivered notification, as `UNNotification`.
open class UNNotification: NSObject, @unchecked Sendable {
    public let request: UNNotificationRequest
    public let date: Date
    init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
        super.init()
    }
}

/// A person's answer to a notification, as `UNNotificationResponse`.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String
    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }
}

public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// The app's notification settings, as `UNNotificationSettings`.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    public let authorizationStatus: UNAuthorizationStatus
    init(authorizationStatus: UNAuthorizationStatus) {
        self.authorizationStatus = authorizationStatus
        super.init()
    }
}

/// What the notification center tells its delegate, as `UNUserNotificationCenterDelegate`.
public protocol UNUserNotificationCenterDelegate: AnyObject {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) { completionHandler([]) }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) { completionHandler() }
}

/// The app's notifications, as `UNUserNotificationCenter`: authorisation is asked and not
/// granted (answered at once), and requests are kept as pending but never delivered.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let instance = UNUserNotificationCenter()
    open class func current() -> UNUserNotificationCenter { instance }

    open weak var delegate: UNUserNotificationCenterDelegate?
    private var pending: [UNNotificationRequest] = []

    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, Error?) -> Void) {
        completionHandler(false, nil)
    }

    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }

    open func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings(authorizationStatus: .notDetermined))
    }

    open func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings(authorizationStatus: .notDetermined) }

    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        pending.removeAll { $0.identifier == request.identifier }
        pending.append(request)
        completionHandler?(nil)
    }

    open func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) { completionHandler(pending) }

    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        pending.removeAll { identifiers.contains($0.identifier) }
    }

    open func removeAllPendingNotificationRequests() { pending.removeAll() }
    open func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) { completionHandler([]) }
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    open func removeAllDeliveredNotifications() {}
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) { completionHandler?(nil) }
}
