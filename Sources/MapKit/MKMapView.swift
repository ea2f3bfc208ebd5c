import CoreLocation
import Foundation
import UIKit

/// What a map view tells its delegate, as `MKMapViewDelegate`; every method is optional, as on iOS.
public protocol MKMapViewDelegate: AnyObject {
    func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView?
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
    func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
}

extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? { nil }
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer { MKOverlayRenderer(overlay: overlay) }
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {}
    public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
    public func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
}

/// A map, as `MKMapView`: no tiles can be fetched, so it draws a plain neutral ground, the
/// colour of Apple Maps' land before its tiles arrive; it keeps its region, annotations and
/// overlays, and makes annotation views through its delegate or its registered classes, but
/// draws none of them. See docs/STAND-INS.md.
open class MKMapView: UIView {
    open weak var delegate: MKMapViewDelegate?
    open var mapType = MKMapType.standard
    open var isZoomEnabled = true
    open var isScrollEnabled = true
    open var isRotateEnabled = true
    open var isPitchEnabled = true
    open var showsUserLocation = false
    open var showsCompass = true
    open var showsScale = false
    open var showsTraffic = false
    open var showsBuildings = true
    open var pointOfInterestFilter: Any?
    open var userTrackingMode = MKUserTrackingMode.none
    public let userLocation = MKUserLocation()
    open var isUserLocationVisible: Bool { false }
    open private(set) var annotations: [MKAnnotation] = []
    open private(set) var overlays: [MKOverlay] = []
    open private(set) var selectedAnnotations: [MKAnnotation] = []
    open var region: MKCoordinateRegion {
        get { storedRegion }
        set { setRegion(newValue, animated: false) }
    }
    open var centerCoordinate: CLLocationCoordinate2D {
        get { storedRegion.center }
        set { setCenter(newValue, animated: false) }
    }
    private var storedRegion = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 37.33, longitude: -96.0),
                                                  span: MKCoordinateSpan(latitudeDelta: 60, longitudeDelta: 60))
    private var registered: [String: MKAnnotationView.Type] = [:]
    private var reusable: [String: [MKAnnotationView]] = [:]

    /// Apple Maps' light land colour, which a map shows where it has no tile yet.
    package static let groundColor = UIColor(red: 0.976, green: 0.961, blue: 0.929, alpha: 1)

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = Self.groundColor
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) { return nil }

    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        delegate?.mapView(self, regionWillChangeAnimated: animated)
        storedRegion = region
        delegate?.mapView(self, regionDidChangeAnimated: animated)
    }

    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        setRegion(MKCoordinateRegion(center: coordinate, span: storedRegion.span), animated: animated)
    }

    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion { region }

    open func addAnnotation(_ annotation: MKAnnotation) { annotations.append(annotation) }
    open func addAnnotations(_ annotations: [MKAnnotation]) { self.annotations += annotations }
    open func removeAnnotation(_ annotation: MKAnnotation) { annotations.removeAll { $0 === annotation } }
    open func removeAnnotations(_ annotations: [MKAnnotation]) {
        self.annotations.removeAll { candidate in annotations.contains { $0 === candidate } }
    }

    /// Shows the annotations: the region becomes the smallest that holds them all.
    open func showAnnotations(_ annotations: [MKAnnotation], animated: Bool) {
        let coordinates = annotations.map(\.coordinate).filter(CLLocationCoordinate2DIsValid)
        guard let first = coordinates.first else { return }
        let latitudes = coordinates.map(\.latitude), longitudes = coordinates.map(\.longitude)
        let (south, north) = (latitudes.min() ?? first.latitude, latitudes.max() ?? first.latitude)
        let (west, east) = (longitudes.min() ?? first.longitude, longitudes.max() ?? first.longitude)
        setRegion(MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: (south + north) / 2, longitude: (west + east) / 2),
                                     span: MKCoordinateSpan(latitudeDelta: north - south, longitudeDelta: east - west)), animated: animated)
    }

    open func selectAnnotation(_ annotation: MKAnnotation, animated: Bool) {
        selectedAnnotations = [annotation]
        if let view = view(for: annotation) { delegate?.mapView(self, didSelect: view) }
    }

    open func deselectAnnotation(_ annotation: MKAnnotation?, animated: Bool) {
        selectedAnnotations.removeAll { $0 === annotation }
    }

    /// The annotation's view, made by the delegate, a class registered for its reuse identifier,
    /// or a marker, as iOS makes one for an annotation the delegate has no view for.
    open func view(for annotation: MKAnnotation) -> MKAnnotationView? {
        guard annotations.contains(where: { $0 === annotation }) else { return nil }
        return delegate?.mapView(self, viewFor: annotation) ?? MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
    }

    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        registered[identifier] = viewClass as? MKAnnotationView.Type
    }

    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
        guard let view = reusable[identifier]?.popLast() else { return nil }
        view.prepareForReuse()
        return view
    }

    /// A reused view or a new one of the class registered for `identifier`, showing `annotation`.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: MKAnnotation) -> MKAnnotationView {
        let view = dequeueReusableAnnotationView(withIdentifier: identifier)
            ?? (registered[identifier] ?? MKMarkerAnnotationView.self).init(dequeuedFor: annotation, reuseIdentifier: identifier)
        view.annotation = annotation
        return view
    }

    open func addOverlay(_ overlay: MKOverlay) { overlays.append(overlay) }
    open func addOverlays(_ overlays: [MKOverlay]) { self.overlays += overlays }
    open func removeOverlay(_ overlay: MKOverlay) { overlays.removeAll { $0 === overlay } }
    open func removeOverlays(_ overlays: [MKOverlay]) {
        self.overlays.removeAll { candidate in overlays.contains { $0 === candidate } }
    }

    /// Where `coordinate` falls in `view`, by the equirectangular projection of the region onto
    /// the bounds (Apple's Mercator differs away from the equator).
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        let span = storedRegion.span, center = storedRegion.center
        let x = bounds.midX + CGFloat((coordinate.longitude - center.longitude) / max(span.longitudeDelta, 1e-9)) * bounds.width
        let y = bounds.midY - CGFloat((coordinate.latitude - center.latitude) / max(span.latitudeDelta, 1e-9)) * bounds.height
        return convert(CGPoint(x: x, y: y), to: view)
    }

    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        let local = convert(point, from: view), span = storedRegion.span, center = storedRegion.center
        return CLLocationCoordinate2D(latitude: center.latitude - Double((local.y - bounds.midY) / max(bounds.height, 1)) * span.latitudeDelta,
                                      longitude: center.longitude + Double((local.x - bounds.midX) / max(bounds.width, 1)) * span.longitudeDelta)
    }
}
