import CoreLocation
import Foundation
import MapKit
import Testing
import UIKit

/// A map screen: no location arrives, the map is a plain ground, and what the screen sets up is kept.
@Suite struct LocationStandInTests {
    final class NearbyController: UIViewController, CLLocationManagerDelegate, MKMapViewDelegate {
        let manager = CLLocationManager()
        let mapView = MKMapView()
        var failures: [Error] = []
        var made: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            mapView.frame = view.bounds
            mapView.delegate = self
            mapView.register(MKMarkerAnnotationView.self, forAnnotationViewWithReuseIdentifier: "cafe")
            view.addSubview(mapView)
            manager.delegate = self
            manager.desiredAccuracy = kCLLocationAccuracyBest
            if manager.authorizationStatus == .notDetermined { manager.requestWhenInUseAuthorization() }
            manager.requestLocation()
            let cafe = MKPointAnnotation()
            cafe.coordinate = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
            cafe.title = "Café"
            mapView.addAnnotation(cafe)
            mapView.setRegion(MKCoordinateRegion(center: cafe.coordinate, latitudinalMeters: 1000, longitudinalMeters: 1000), animated: false)
        }

        func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) { failures.append(error) }

        func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
            let view = mapView.dequeueReusableAnnotationView(withIdentifier: "cafe", for: annotation)
            made.append(annotation.title.flatMap { $0 } ?? "")
            return view
        }
    }

    @Test func noLocationArrivesAndTheMapKeepsItsRegionAndPins() throws {
        let nearby = NearbyController()
        nearby.loadViewIfNeeded()
        #expect(nearby.manager.authorizationStatus == .notDetermined && nearby.manager.location == nil)
        #expect((nearby.failures.first as? CLError)?.code == .locationUnknown)
        #expect(nearby.mapView.backgroundColor == MKMapView.groundColor)
        #expect(nearby.mapView.annotations.count == 1)
        let span = nearby.mapView.region.span
        #expect(abs(span.latitudeDelta - 1000 / 111_132) < 1e-9)
        #expect(abs(span.longitudeDelta - 1000 / (111_132 * cos(48.8566 * .pi / 180))) < 1e-9)
        let annotation = try #require(nearby.mapView.annotations.first)
        let view = nearby.mapView.view(for: annotation)
        #expect(view is MKMarkerAnnotationView && view?.reuseIdentifier == "cafe" && nearby.made == ["Café"])
    }

    @Test func aPointAtTheRegionsCentreIsAtTheMapsCentre() {
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let centre = CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12)
        map.region = MKCoordinateRegion(center: centre, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.4))
        #expect(map.convert(centre, toPointTo: map) == CGPoint(x: 150, y: 100))
        let northEast = map.convert(CLLocationCoordinate2D(latitude: 51.6, longitude: 0.08), toPointTo: map)
        #expect(abs(northEast.x - 300) < 1e-6 && abs(northEast.y) < 1e-6)
    }

    /// Paris to London is 343.5 km along a great circle (6 371 km mean radius).
    @Test func distancesFollowTheGreatCircle() {
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522), london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        #expect(abs(paris.distance(from: london) - 343_550) < 500)
        var placemarks: [CLPlacemark]?, failure: Error?
        CLGeocoder().reverseGeocodeLocation(paris) { placemarks = $0; failure = $1 }
        #expect(placemarks == nil && (failure as? CLError)?.code == .network)
    }

    @Test func directionsCannotBeFetched() {
        let request = MKDirections.Request()
        request.source = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35)))
        request.destination = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 48.86, longitude: 2.29)))
        request.transportType = .walking
        var failure: Error?
        MKDirections(request: request).calculate { response, error in
            #expect(response == nil)
            failure = error
        }
        #expect((failure as? MKError)?.code == .serverFailure)
        #expect(request.destination?.placemark.location?.coordinate.longitude == 2.29)
        #expect(request.destination?.openInMaps() == false)
    }

    /// A search screen as apps write it: a natural-language query in a region, the response's map
    /// items, or the error as an NSError; and walking directions handed to the Maps app.
    @Test func aLocalSearchFailsAtOnceAndMapsCannotBeOpened() {
        let request = MKLocalSearch.Request()
        request.naturalLanguageQuery = "coffee"
        request.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35),
                                            latitudinalMeters: 2000, longitudinalMeters: 2000)
        var found: [MKMapItem]?
        var failure: NSError?
        MKLocalSearch(request: request).start { response, error in
            found = response?.mapItems
            failure = error.map { $0 as NSError }
        }
        #expect(found == nil && failure != nil)
        let cafe = MKMapItem(placemark: MKPlacemark(coordinate: request.region.center))
        #expect(!MKMapItem.openMaps(with: [MKMapItem.forCurrentLocation(), cafe],
                                    launchOptions: [MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeWalking]))
    }

    /// `mapView(_:rendererFor:)` answering `MKOverlayRenderer()` for overlays it does not draw.
    @Test func aPlainOverlayRendererCanBeMade() {
        let renderer = MKOverlayRenderer()
        #expect(renderer.alpha == 1 && (renderer.overlay as? MKPolyline)?.pointCount == 0)
    }

    /// Miles and feet in the United States (the default locale), kilometres and metres elsewhere
    /// or when asked; feet or metres under a tenth, rounded to tens.
    @Test func distancesAreWrittenInTheLocalesUnits() {
        let formatter = MKDistanceFormatter()
        formatter.unitStyle = .abbreviated
        #expect(formatter.string(fromDistance: 100) == "330 ft")
        #expect(formatter.string(fromDistance: 2_500) == "1.6 mi")
        #expect(formatter.string(fromDistance: 40_000) == "25 mi")
        formatter.units = .metric
        #expect(formatter.string(fromDistance: 64) == "60 m")
        #expect(formatter.string(fromDistance: 2_500) == "2.5 km")
        formatter.unitStyle = .full
        formatter.units = .default
        formatter.locale = Locale(identifier: "fr_FR")
        #expect(formatter.string(fromDistance: 12_400) == "12 kilometers")
    }
}
