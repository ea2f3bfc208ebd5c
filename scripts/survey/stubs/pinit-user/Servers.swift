import Foundation

// The pinit user screens talk to a robot server over gRPC; the files that do so import
// SwiftProtobuf and sit in pinit-user-apart. These stand-ins keep the screens' side of each
// conversation: who is told, and what they are told, with nothing sent over the network.

/// A place the robot can go to: a name and a line about it.
class Location {
    public private(set) var name: String
    public private(set) var description: String

    init(name: String, description: String) {
        self.name = name
        self.description = description
    }
}

/// Where a trip stands, as the trip screen shows it.
public enum PinitTripStatus: Int {
    case GoingToPickUp = 0
    case WaitingForConfrimation = 1
    case GoingToDestination = 2
    case TripCompleted = 3
    case NoStatus = 4
}

/// Asks for a robot; here the request is taken as granted at once.
class RequestRobotServer {
    public var delegate: RobotRequestServerDelegate!

    public func sendRequest(robotRequest: RobotRequest) {
        delegate.robotRequested()
    }
}

/// Lists the places near the user; here two fixed places.
class SelectLocationServer: NSObject {
    public var delegate: SelectLocationServerDelegate?

    public func getLocations() {
        delegate?.didUpdateLocations(locations: [
            Location(name: "Main Entrance", description: "By the front doors"),
            Location(name: "Library", description: ""),
        ])
    }
}

/// Follows the current trip; here it reports that the robot is on its way to the pick-up.
class TripStatusServer {
    public var delegate: TripStatusServerDelegate?

    public func getTripStatus() {
        delegate?.updateTripStatus(status: .GoingToPickUp)
    }

    public func confrimTrip() {}
}

/// The login screen a logout returns to (surveyed in pinit-auth).
class LoginViewController: PinitViewController {}
