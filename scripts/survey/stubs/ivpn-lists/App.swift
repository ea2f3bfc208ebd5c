import UIKit

// App-side pieces of the IVPN port and AntiTracker lists whose own files reach into the app's
// Core Data store, keychain wrapper (a pod), server list parser and storyboards (left out of the
// survey). Values are fixed; nothing is stored.

/// The app's settings, as one object: the chosen connection protocol and the server list.
final class Application {
    static let shared = Application()
    var settings = Settings()
    var serverList = VPNServerList()

    struct Settings {
        var connectionProtocol: ConnectionSettings = Config.defaultProtocol
    }
}

/// The parsed server list: the ports each protocol may use and the AntiTracker block lists.
struct VPNServerList {
    var ports: [ConnectionSettings] = [.wireguard(.udp, 2049), .wireguard(.udp, 53), .openvpn(.udp, 1194), .openvpn(.tcp, 443)]
    var antiTrackerBasicList = [
        AntiTrackerDns(name: "Basic", description: "Basic", normal: "10.0.254.2", hardcore: "10.0.254.3"),
    ]
    var antiTrackerIndividualList = [
        AntiTrackerDns(name: "Oisdbig", description: "OISD Big", normal: "10.0.254.4", hardcore: "10.0.254.5"),
    ]

    func getPortRanges(tunnelType: String) -> [PortRange] {
        [PortRange(tunnelType: tunnelType, protocolType: "UDP", ranges: [30000...65000])]
    }
}

/// Build-time constants.
enum Config {
    static let defaultProtocol = ConnectionSettings.wireguard(.udp, 2049)
}

/// The keychain items the app reads; none are set here.
enum KeyChain {
    static var sessionToken: String? { nil }
}

extension UserDefaults {
    /// The app group's defaults, shared with its extensions; here the standard defaults.
    static var shared: UserDefaults { .standard }

    /// The keys the app stores its settings under.
    enum Key {
        static let antiTrackerDns = "antiTrackerDns"
        static let selectedProtocol = "selectedProtocol"
    }

    var isMultiHop: Bool { bool(forKey: "isMultiHop") }
    var isV2ray: Bool { bool(forKey: "isV2ray") }
    var v2rayProtocol: String { string(forKey: "v2rayProtocol") ?? "udp" }
    var isAntiTracker: Bool { bool(forKey: "isAntiTracker") }
    var isAntiTrackerHardcore: Bool { bool(forKey: "isAntiTrackerHardcore") }
}

/// A port the user added by hand, as the Core Data store returns it.
struct CustomPort {
    var vpnProtocol: String?
    var type: String?
    var port: Int32
}

/// The app's Core Data store; here it holds no custom ports.
enum StorageManager {
    static func fetchCustomPorts(vpnProtocol: String) -> [CustomPort]? { [] }
    static func saveCustomPort(vpnProtocol: String, type: String, port: Int) {}
}

/// What the add-port sheet reports back.
protocol AddCustomPortViewControllerDelegate: AnyObject {
    func customPortAdded(port: ConnectionSettings) -> Bool
    func portSelected()
}

/// Builds the app's storyboard screens; here a plain controller stands in for the add-port sheet.
enum NavigationManager {
    static func getAddCustomPortViewController(delegate: AddCustomPortViewControllerDelegate) -> UIViewController {
        UIViewController()
    }
}

/// A port row (a storyboard prototype cell in the app): the port's title, checked when chosen.
final class PortTableViewCell: UITableViewCell {
    func setup(port: ConnectionSettings, selectedPort: ConnectionSettings, ports: [ConnectionSettings]) {
        textLabel?.text = port.formatTitle()
        accessoryType = port == selectedPort ? .checkmark : .none
    }
}
