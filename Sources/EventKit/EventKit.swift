import Foundation

// EventKit as a stand-in: a calendar store that is never authorised, holds no event and saves
// none. See docs/STAND-INS.md.

/// Events or reminders, as `EKEntityType`.
public enum EKEntityType: UInt, Sendable { case event, reminder }

/// Whether the app may read calendars, as `EKAuthorizationStatus`.
public enum EKAuthorizationStatus: Int, Sendable {
    case notDetermined, restricted, denied, fullAccess, writeOnly
    public static let authorized = EKAuthorizationStatus.fullAccess
}

/// How far a change reaches, as `EKSpan`.
public enum EKSpan: Int, Sendable { case thisEvent, futureEvents }

/// An EventKit failure, as `EKError`.
public struct EKError: Error, Sendable {
    /// What failed, as `EKError.Code`.
    public enum Code: Int, Sendable { case eventStoreNotAuthorized = 29, calendarIsImmutable = 6, noCalendar = 1 }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}

/// A calendar, as `EKCalendar`.
open class EKCalendar: NSObject {
    open var title = ""
    open var calendarIdentifier = ""
    open var allowsContentModifications: Bool { false }
}

/// Something in a calendar, as `EKCalendarItem`.
open class EKCalendarItem: NSObject {
    open var title: String!
    open var notes: String?
    open var url: URL?
    open var location: String?
    open var calendar: EKCalendar!
    open var hasAlarms: Bool { !alarms.isEmpty }
    open private(set) var alarms: [EKAlarm] = []
    open func addAlarm(_ alarm: EKAlarm) { alarms.append(alarm) }
    open func removeAlarm(_ alarm: EKAlarm) { alarms.removeAll { $0 === alarm } }
}

/// A reminder's alarm, as `EKAlarm`.
open class EKAlarm: NSObject {
    open var relativeOffset: TimeInterval = 0
    open var absoluteDate: Date?
    public init(relativeOffset offset: TimeInterval) {
        relativeOffset = offset
        super.init()
    }
    public init(absoluteDate date: Date) {
        absoluteDate = date
        super.init()
    }
}

/// An event, as `EKEvent`.
open class EKEvent: EKCalendarItem {
    open var startDate: Date!
    open var endDate: Date!
    open var isAllDay = false
    open var eventIdentifier: String! { nil }
    public init(eventStore: EKEventStore) { super.init() }
}

/// A reminder, as `EKReminder`.
open class EKReminder: EKCalendarItem {
    open var isCompleted = false
    open var dueDateComponents: DateComponents?
    public init(eventStore: EKEventStore) { super.init() }
}

/// The calendar database, as `EKEventStore`: access stays `.notDetermined`, a request for it is
/// answered at once with `false`, a search finds nothing and a save fails, not authorised.
open class EKEventStore: NSObject {
    public override init() { super.init() }

    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .notDetermined }

    open func requestAccess(to entityType: EKEntityType, completion: @escaping (Bool, Error?) -> Void) { completion(false, nil) }
    open func requestFullAccessToEvents(completion: @escaping (Bool, Error?) -> Void) { completion(false, nil) }
    open func requestWriteOnlyAccessToEvents(completion: @escaping (Bool, Error?) -> Void) { completion(false, nil) }
    open func requestFullAccessToReminders(completion: @escaping (Bool, Error?) -> Void) { completion(false, nil) }

    open var defaultCalendarForNewEvents: EKCalendar? { nil }
    open func defaultCalendarForNewReminders() -> EKCalendar? { nil }
    open func calendars(for entityType: EKEntityType) -> [EKCalendar] { [] }

    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate(value: false)
    }

    open func events(matching predicate: NSPredicate) -> [EKEvent] { [] }
    open func event(withIdentifier identifier: String) -> EKEvent? { nil }

    open func save(_ event: EKEvent, span: EKSpan) throws { throw EKError(.eventStoreNotAuthorized) }
    open func save(_ event: EKEvent, span: EKSpan, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    open func remove(_ event: EKEvent, span: EKSpan) throws { throw EKError(.eventStoreNotAuthorized) }
    open func save(_ reminder: EKReminder, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    open func commit() throws {}
}
