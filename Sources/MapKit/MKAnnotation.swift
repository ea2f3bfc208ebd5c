import CoreLocation
import Foundation
import UIKit

/// Something at a place on a map, as `MKAnnotation`; `title` and `subtitle` are optional, as on iOS.
public protocol MKAnnotation: AnyObject {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// A titled shape, as `MKShape`.
open class MKShape: NSObject {
    open var title: String?
    open var subtitle: String?
}

/// A pin's place and title, as `MKPointAnnotation`.
open class MKPointAnnotation: MKShape, MKAnnotation {
    open var coordinate = CLLocationCoordinate2D()

    public override init() { super.init() }

    public convenience init(coordinate: CLLocationCoordinate2D) {
        self.init()
        self.coordinate = coordinate
    }

    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.init(coordinate: coordinate)
        self.title = title
        self.subtitle = subtitle
    }
}

/// The person's place on a map, as `MKUserLocation`: unknown here, as no location arrives.
open class MKUserLocation: NSObject, MKAnnotation {
    open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2DInvalid }
    open var location: CLLocation? { nil }
    open var isUpdating: Bool { false }
    open var title: String? = "My Location"
    open var subtitle: String?
}

/// An annotation's view, as `MKAnnotationView`.
open class MKAnnotationView: UIView {
    open var annotation: MKAnnotation?
    public let reuseIdentifier: String?
    open var image: UIImage?
    open var centerOffset = CGPoint.zero
    open var calloutOffset = CGPoint.zero
    open var canShowCallout = false
    open var isDraggable = false
    open var isSelected = false
    open var isEnabled = true
    open var leftCalloutAccessoryView: UIView?
    open var rightCalloutAccessoryView: UIView?
    open var detailCalloutAccessoryView: UIView?
    open var clusteringIdentifier: String?
    open var displayPriority = MKFeatureDisplayPriority.required

    public init(annotation: MKAnnotation?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    public override convenience init(frame: CGRect = .zero) { self.init(annotation: nil, reuseIdentifier: nil) }

    public required init?(coder: NSCoder) { return nil }

    /// A view of this class as a map dequeues it: through `init(annotation:reuseIdentifier:)`,
    /// which a subclass overrides, so the map can make views of a registered class.
    public required convenience init(dequeuedFor annotation: MKAnnotation?, reuseIdentifier: String?) {
        self.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
    }

    open func prepareForReuse() {}
    open func prepareForDisplay() {}
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
}

/// How much an annotation may be hidden to make room, as `MKFeatureDisplayPriority`.
public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public static let required = MKFeatureDisplayPriority(rawValue: 1000)
    public static let defaultHigh = MKFeatureDisplayPriority(rawValue: 750)
    public static let defaultLow = MKFeatureDisplayPriority(rawValue: 250)
}

/// A balloon marker, as `MKMarkerAnnotationView`.
open class MKMarkerAnnotationView: MKAnnotationView {
    open var markerTintColor: UIColor?
    open var glyphTintColor: UIColor?
    open var glyphText: String?
    open var glyphImage: UIImage?
    open var selectedGlyphImage: UIImage?
    open var animatesWhenAdded = false
}

/// A pin, as `MKPinAnnotationView` (deprecated in iOS 16).
open class MKPinAnnotationView: MKAnnotationView {
    open var pinTintColor: UIColor? = .systemRed
    open var animatesDrop = false
}

/// A shape laid over a map, as `MKOverlay`.
public protocol MKOverlay: MKAnnotation {}

/// A line of coordinates, as `MKPolyline`.
open class MKPolyline: MKShape, MKOverlay {
    public let coordinates: [CLLocationCoordinate2D]
    public init(coordinates: [CLLocationCoordinate2D], count: Int) {
        self.coordinates = Array(coordinates.prefix(count))
        super.init()
    }
    open var coordinate: CLLocationCoordinate2D { coordinates.first ?? CLLocationCoordinate2D() }
    open var pointCount: Int { coordinates.count }
}

/// A circle on a map, as `MKCircle`.
open class MKCircle: MKShape, MKOverlay {
    public let coordinate: CLLocationCoordinate2D
    public let radius: CLLocationDistance
    public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
        coordinate = coord
        self.radius = radius
        super.init()
    }
}

/// Draws an overlay, as `MKOverlayRenderer`; the stand-in map draws no overlay.
open class MKOverlayRenderer: NSObject {
    public let overlay: MKOverlay
    open var alpha: CGFloat = 1
    public init(overlay: MKOverlay) {
        self.overlay = overlay
        super.init()
    }

    /// A renderer of an empty polyline: what `MKOverlayRenderer()` gives an app that answers
    /// `mapView(_:rendererFor:)` with it for overlays it does not draw (the Objective-C `init`).
    public override convenience init() {
        self.init(overlay: MKPolyline(coordinates: [], count: 0))
    }
}

/// Draws an overlay's path, as `MKOverlayPathRenderer`.
open class MKOverlayPathRenderer: MKOverlayRenderer {
    open var fillColor: UIColor?
    open var strokeColor: UIColor?
    open var lineWidth: CGFloat = 0
}

/// Draws a polyline, as `MKPolylineRenderer`.
open class MKPolylineRenderer: MKOverlayPathRenderer {
    public convenience init(polyline: MKPolyline) { self.init(overlay: polyline) }
}

/// Draws a circle, as `MKCircleRenderer`.
open class MKCircleRenderer: MKOverlayPathRenderer {
    public convenience init(circle: MKCircle) { self.init(overlay: circle) }
}
