import Foundation

/// One lab computer as the lab screens show it (the app's own model parses it from JSON with
/// SwiftyJSON, a third-party library the survey leaves out).
class LabMachine: NSObject {
    let lab: String
    let name: String
    let uptime: String
    let status: Bool
    let occupied: Bool
    let load: Double

    init(lab: String, name: String, uptime: String, status: Bool, occupied: Bool, load: Double) {
        self.lab = lab
        self.name = name
        self.uptime = uptime
        self.status = status
        self.occupied = occupied
        self.load = load
    }
}
