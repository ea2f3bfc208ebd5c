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
