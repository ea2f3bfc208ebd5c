@_exported import CoreLocation
import Foundation

/// A region's extent in degrees, as `MKCoordinateSpan`.
public struct MKCoordinateSpan: Hashable, Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A centre and a span, as `MKCoordinateRegion`.
public struct MKCoordinateRegion: Hashable, Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide: a degree of latitude is
    /// 111 132 m, a degree of longitude that times the cosine of the latitude.
    public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = 111_132.0
        let longitudeScale = max(cos(centerCoordinate.latitude * .pi / 180), 1e-9)
        self.init(center: centerCoordinate, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metresPerDegree,
                                                                   longitudeDelta: longitudinalMeters / (metresPerDegree * longitudeScale)))
    }
}

public func MKCoordinateRegionMakeWithDistance(_ centerCoordinate: CLLocationCoordinate2D, _ latitudinalMeters: CLLocationDistance, _ longitudinalMeters: CLLocationDistance) -> MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: latitudinalMeters, longitudinalMeters: longitudinalMeters)
}

/// What a map shows, as `MKMapType`; the stand-in draws every type alike.
public enum MKMapType: UInt, Sendable { case standard, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard }

/// How a map follows the person, as `MKUserTrackingMode`.
public enum MKUserTrackingMode: Int, Sendable { case none, follow, followWithHeading }
