import Foundation

// App-side pieces of the WireGuard settings and log screens whose own files wrap C code (the
// ring-buffer log, the Go backend, the zip writer) or the NetworkExtension framework (the tunnel
// manager); none is part of the survey. Nothing here touches a tunnel or a file.

/// The version string of the wireguard-go backend (a C macro of the Go bridge).
let WIREGUARD_GO_VERSION = "0.0.20230223"

/// The app's logger over a memory-mapped ring buffer; here there is no log to write.
public class Logger {
    static var global: Logger?

    func writeLog(to targetFile: String) -> Bool { false }
}

/// The levels the app logs at (the app's own function takes os.log's OSLogType; this stand-in
/// keeps the stubs free of that import, so a missing os.log is reported against the app's files).
enum WGLogLevel {
    case debug, info, error
}

/// Logs one line to the app's log.
func wg_log(_ type: WGLogLevel, message msg: String) {}

/// Reads new lines of the ring-buffer log since the last read; here the log is empty.
public class LogViewHelper {
    struct LogEntry {
        let timestamp: String
        let message: String

        func text() -> String { timestamp + " " + message }
    }

    init?(logFilePath: String?) {
        guard logFilePath != nil else { return nil }
    }

    func fetchLogEntriesSinceLastFetch(completion: @escaping ([LogViewHelper.LogEntry]) -> Void) {
        completion([])
    }
}

/// A tunnel's configuration, as exported to a .conf file.
final class TunnelConfiguration {
    var name: String?
    init(name: String?) { self.name = name }
}

/// One tunnel the system knows.
final class TunnelContainer {
    let tunnelConfiguration: TunnelConfiguration?
    init(tunnelConfiguration: TunnelConfiguration?) { self.tunnelConfiguration = tunnelConfiguration }
}

/// The tunnels the app manages (the app's own class drives NETunnelProviderManager); here two.
final class TunnelsManager {
    private let tunnels = [TunnelContainer(tunnelConfiguration: TunnelConfiguration(name: "home")),
                           TunnelContainer(tunnelConfiguration: TunnelConfiguration(name: "office"))]

    func numberOfTunnels() -> Int { tunnels.count }
    func tunnel(at index: Int) -> TunnelContainer { tunnels[index] }
}

/// Writes the tunnels' configurations into a zip file; here it reports success without writing.
enum ZipExporter {
    static func exportConfigFiles(tunnelConfigurations: [TunnelConfiguration], to url: URL, completion: @escaping (WireGuardAppError?) -> Void) {
        completion(nil)
    }
}
