import CoreLocation
import Foundation
import UIKit

/// A place's address and coordinate, as `MKPlacemark`.
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let addressDictionary: [String: Any]?

    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]? = nil) {
        self.coordinate = coordinate
        self.addressDictionary = addressDictionary
        super.init()
    }

    open override var location: CLLocation? { CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude) }
    open var title: String? { name }
    open var subtitle: String? { nil }
}

/// A place the Maps app can show, as `MKMapItem`; there is no Maps app to open here.
open class MKMapItem: NSObject {
    public let placemark: MKPlacemark
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    open var isCurrentLocation: Bool { false }

    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        super.init()
    }

    open class func forCurrentLocation() -> MKMapItem {
        MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2DInvalid))
    }

    /// Opens nothing and answers false: there is no Maps app.
    @discardableResult open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }

    /// Opens nothing and answers false: there is no Maps app.
    @discardableResult open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool { false }
}

/// The keys and values of `openInMaps(launchOptions:)`, as MapKit names them.
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
public let MKLaunchOptionsMapTypeKey = "MKLaunchOptionsMapType"
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"
public let MKLaunchOptionsShowsTrafficKey = "MKLaunchOptionsShowsTraffic"

/// A search of Apple's map data, as `MKLocalSearch`: its servers cannot be reached here, so a
/// search fails at once with `MKError(.serverFailure)`, as a device without a network does.
open class MKLocalSearch: NSObject {
    /// What to search for, as `MKLocalSearch.Request`.
    open class Request: NSObject {
        open var naturalLanguageQuery: String?
        open var region = MKCoordinateRegion()
        public override init() { super.init() }
        public convenience init(naturalLanguageQuery: String) {
            self.init()
            self.naturalLanguageQuery = naturalLanguageQuery
        }
    }

    /// The places found, as `MKLocalSearch.Response`.
    open class Response: NSObject {
        open var mapItems: [MKMapItem] { [] }
        open var boundingRegion: MKCoordinateRegion { MKCoordinateRegion() }
    }

    public let request: Request
    open private(set) var isSearching = false

    public init(request: Request) {
        self.request = request
        super.init()
    }

    open func start(completionHandler: @escaping (Response?, Error?) -> Void) {
        completionHandler(nil, MKError(.serverFailure))
    }

    open func cancel() {}
}

/// A distance written for people, as `MKDistanceFormatter`: miles and feet where the locale
/// measures so (United States, Liberia, Myanmar; `en_US` when none is set), else kilometres
/// and metres. Under a tenth of a mile (or a kilometre) it counts feet (or metres), rounded to
/// tens; above, one decimal below ten and whole numbers from ten.
open class MKDistanceFormatter: Formatter, @unchecked Sendable {
    /// The units, as `MKDistanceFormatter.Units`.
    public enum Units: UInt, Sendable { case `default`, metric, imperial, imperialWithYards }
    /// How units are written, as `MKDistanceFormatter.DistanceUnitStyle`.
    public enum DistanceUnitStyle: UInt, Sendable { case `default`, abbreviated, full }

    open var locale: Locale = Locale(identifier: "en_US")
    open var units: Units = .default
    open var unitStyle: DistanceUnitStyle = .default

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func string(fromDistance distance: CLLocationDistance) -> String {
        let region = locale.region?.identifier ?? "US"
        let imperial: Bool = switch units {
        case .default: ["US", "LR", "MM"].contains(region)
        case .metric: false
        case .imperial, .imperialWithYards: true
        }
        let metres = max(0, distance)
        let (large, small) = imperial ? (metres / 1609.344, metres / 0.3048) : (metres / 1000, metres)
        let names: (large: [String], small: [String]) = imperial
            ? (["mi", "mi", "miles"], ["ft", "ft", "feet"]) : (["km", "km", "kilometers"], ["m", "m", "meters"])
        let style = Int(unitStyle.rawValue)
        if large < 0.1 {
            let count = Int((small / 10).rounded()) * 10
            return "\(count) \(names.small[style])"
        }
        let number = large < 10 ? String(format: "%.1f", large) : String(Int(large.rounded()))
        return "\(number) \(names.large[style])"
    }

    open override func string(for object: Any?) -> String? {
        guard let distance = object as? Double else { return nil }
        return string(fromDistance: distance)
    }
}

/// How a route is travelled, as `MKDirectionsTransportType`.
public struct MKDirectionsTransportType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let automobile = MKDirectionsTransportType(rawValue: 1 << 0)
    public static let walking = MKDirectionsTransportType(rawValue: 1 << 1)
    public static let transit = MKDirectionsTransportType(rawValue: 1 << 2)
    public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}

/// A route between two places, as `MKRoute`.
open class MKRoute: NSObject {
    open var polyline: MKPolyline { MKPolyline(coordinates: [], count: 0) }
    open var distance: CLLocationDistance { 0 }
    open var expectedTravelTime: TimeInterval { 0 }
    open var name: String { "" }
}

/// A MapKit failure, as `MKError`.
public struct MKError: Error, Sendable {
    /// What failed, as `MKError.Code`.
    public enum Code: UInt, Sendable { case unknown = 1, serverFailure, loadingThrottled, placemarkNotFound, directionsNotFound }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}

/// Routes from Apple's servers, as `MKDirections`: they cannot be reached here, so a request
/// fails at once with `MKError(.serverFailure)`.
open class MKDirections: NSObject {
    /// Where a route goes from and to, as `MKDirections.Request`.
    open class Request: NSObject {
        open var source: MKMapItem?
        open var destination: MKMapItem?
        open var transportType = MKDirectionsTransportType.automobile
        open var requestsAlternateRoutes = false
        open var departureDate: Date?
        public override init() { super.init() }
    }

    /// The routes found, as `MKDirections.Response`.
    open class Response: NSObject {
        open var routes: [MKRoute] { [] }
    }

    public let request: Request
    open private(set) var isCalculating = false

    public init(request: Request) {
        self.request = request
        super.init()
    }

    open func calculate(completionHandler: @escaping (Response?, Error?) -> Void) {
        completionHandler(nil, MKError(.serverFailure))
    }

    open func cancel() {}
}
