import Foundation

/// The app's persistent settings store (a protocol of some hundred properties over an encrypted
/// database); only the three the device-time-check menu reads and writes, kept in memory.
protocol Store: AnyObject {
    var deviceTimeCheckResult: DeviceTimeCheck.TimeCheckResult { get set }
    var deviceTimeLastStateChange: Date { get set }
    var dmKillDeviceTimeCheck: Bool { get set }
}

/// Compares the device clock with the server's; only its verdict is needed here.
enum DeviceTimeCheck {
    enum TimeCheckResult: Int, Codable {
        case correct
        case assumedCorrect
        case incorrect
    }
}

/// The app's logger; the developer menu logs toggles at info and debug level.
enum Log {
    static func info(_ message: String) {}
    static func debug(_ message: String) {}
}

/// The typed reuse identifier of the app's dynamic table views (used by its table scaffolding,
/// which the survey leaves out).
struct DynamicTableViewCellReuseIdentifier: RawRepresentable {
    let rawValue: String
}
