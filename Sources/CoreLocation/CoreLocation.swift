import Foundation

// Core Location as a stand-in: coordinates, distances and a manager that is never authorised,
// so no location ever arrives. See docs/STAND-INS.md.

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationDirection = Double

public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLDistanceFilterNone: CLLocationDistance = -1
public let CLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// A latitude and longitude in degrees, as `CLLocationCoordinate2D`.
public struct CLLocationCoordinate2D: Hashable, Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { self.init(latitude: 0, longitude: 0) }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

/// A place at a time, as `CLLocation`.
open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let course: CLLocationDirection
    public let speed: CLLocationSpeed
    public let timestamp: Date

    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        horizontalAccuracy = hAccuracy
        verticalAccuracy = vAccuracy
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
        super.init()
    }

    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                            verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: -1, speed: -1, timestamp: timestamp)
    }

    /// A location with no altitude, timestamped at the reference date so that it is the same
    /// on every run (iOS stamps it with the moment it is made).
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0, horizontalAccuracy: 0,
                  verticalAccuracy: -1, timestamp: Date(timeIntervalSinceReferenceDate: 0))
    }

    /// The great-circle distance in metres, on a sphere of the Earth's mean radius (6 371 009 m).
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let radians = Double.pi / 180
        let (φ1, φ2) = (coordinate.latitude * radians, location.coordinate.latitude * radians)
        let Δφ = φ2 - φ1, Δλ = (location.coordinate.longitude - coordinate.longitude) * radians
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * 6_371_009 * atan2(sqrt(a), sqrt(1 - a))
    }
}

/// Whether the app may use location, as `CLAuthorizationStatus`.
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
    public static let authorized = CLAuthorizationStatus.authorizedAlways
}

/// How precise locations may be, as `CLAccuracyAuthorization`.
public enum CLAccuracyAuthorization: Int, Sendable { case fullAccuracy, reducedAccuracy }

/// A Core Location failure, as `CLError`.
public struct CLError: Error, Sendable {
    /// What failed, as `CLError.Code`.
    public enum Code: Int, Sendable { case locationUnknown, denied, network, headingFailure }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}

/// What a location manager tells its delegate, as `CLLocationManagerDelegate`. Every method is
/// optional, as on iOS.
public protocol CLLocationManagerDelegate: AnyObject {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
}

/// Locations and authorisation, as `CLLocationManager`.
///
/// Authorisation stays `.notDetermined`, as before a person answers the prompt, and no location
/// arrives: `location` is nil, and `requestLocation()` tells the delegate it failed with
/// `CLError(.locationUnknown)`.
open class CLLocationManager: NSObject {
    open weak var delegate: CLLocationManagerDelegate?
    open var desiredAccuracy = kCLLocationAccuracyBest
    open var distanceFilter = kCLDistanceFilterNone
    open var activityType = CLActivityType.other
    open var allowsBackgroundLocationUpdates = false
    open var pausesLocationUpdatesAutomatically = true
    open var showsBackgroundLocationIndicator = false
    open var location: CLLocation? { nil }
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
    open private(set) var isUpdatingLocation = false

    public override init() { super.init() }

    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    open class func locationServicesEnabled() -> Bool { true }
    open class func headingAvailable() -> Bool { false }
    open class func significantLocationChangeMonitoringAvailable() -> Bool { false }

    /// Asks nothing: no prompt is shown and nobody answers it.
    open func requestWhenInUseAuthorization() {}
    open func requestAlwaysAuthorization() {}
    open func startUpdatingLocation() { isUpdatingLocation = true }
    open func stopUpdatingLocation() { isUpdatingLocation = false }
    open func startUpdatingHeading() {}
    open func stopUpdatingHeading() {}
    open func startMonitoringSignificantLocationChanges() {}
    open func stopMonitoringSignificantLocationChanges() {}

    open func requestLocation() {
        delegate?.locationManager(self, didFailWithError: CLError(.locationUnknown))
    }
}

/// What a person is doing while located, as `CLActivityType`.
public enum CLActivityType: Int, Sendable { case other = 1, automotiveNavigation, fitness, otherNavigation, airborne }

/// An address, as `CLPlacemark`.
open class CLPlacemark: NSObject, @unchecked Sendable {
    open var location: CLLocation? { nil }
    open var name: String? { nil }
    open var thoroughfare: String? { nil }
    open var subThoroughfare: String? { nil }
    open var locality: String? { nil }
    open var subLocality: String? { nil }
    open var administrativeArea: String? { nil }
    open var postalCode: String? { nil }
    open var country: String? { nil }
    open var isoCountryCode: String? { nil }
}

public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, Error?) -> Void

/// Addresses to places and back, as `CLGeocoder`: it needs Apple's servers, so every request
/// fails at once with `CLError(.network)`.
open class CLGeocoder: NSObject {
    open private(set) var isGeocoding = false
    public override init() { super.init() }

    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        completionHandler(nil, CLError(.network))
    }

    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        completionHandler(nil, CLError(.network))
    }

    open func cancelGeocode() {}
}
