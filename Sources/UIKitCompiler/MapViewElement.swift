import NibBytes
import XIBReader

/// `<mapView>` → `MKMapView`: the view keys (its subviews and constraints as
/// for any view), then MapKit's own keys in the order
/// `-[MKMapView encodeWithCoder:]` (iOS 18.2) writes them after `UIView`'s:
///
/// - `MKDelegate` (a conditional object: nil, since outlets are connections);
/// - `MKMapType` (integer: standard 0, satellite 1, hybrid 2,
///   satelliteFlyover 3, hybridFlyover 4, mutedStandard 5);
/// - `MKZoomEnabled`, `MKScrollEnabled` (YES), `MKShowsUserLocation` (NO);
/// - from the iOS 17 SDK `MKPitchButtonVisibility` (integer, 1 as
///   `_commonInitFromIB:` sets it);
/// - `MKPitchEnabled`, `MKRotateEnabled`, `MKShowsBuildings` (YES),
///   `MKShowsTraffic` (NO), `MKShowsCompass` (YES), `MKShowsScaleKey` (NO),
///   from the iOS 17 SDK `MKShowsUserTrackingButton` (NO), and
///   `MKShowsPointsOfInterest` (YES).
///
/// Every value is written, as the encoder writes them, with the defaults
/// `_commonInitFromIB:` gives a map view. The encoder ends with
/// `MKPointOfInterestFilter` and `MKPreferredConfiguration` (an
/// `MKMapConfiguration`); they are left out: their classes' keys are not
/// known, and `-[MKMapView initWithCoder:]` reads the map type, traffic,
/// buildings and points of interest from the keys above only when
/// `MKPreferredConfiguration` is absent. No Apple nib of the corpus holds a
/// map view, so a warning says once per document that the encoding is not checked.
enum MapViewElement {
    /// The warning, said once per document, that the keys are MapKit's encoder's.
    static let unverified = "map views are written as -[MKMapView encodeWithCoder:] (iOS 18.2) writes them, without "
        + "MKPointOfInterestFilter and MKPreferredConfiguration (encoding not checked against an Apple nib)"

    /// `MKMapType` by Interface Builder's names.
    static let mapTypes: [String: Int64] = [
        "standard": 0, "satellite": 1, "hybrid": 2, "satelliteFlyover": 3, "hybridFlyover": 4, "mutedStandard": 5,
    ]

    /// The switches after `MKMapType`, in the encoder's order: key, attribute,
    /// default, and the SDK the key starts at.
    static let switches: [(key: String, attribute: String, value: Bool, sdk: Int)] = [
        ("MKZoomEnabled", "zoomEnabled", true, 0),
        ("MKScrollEnabled", "scrollEnabled", true, 0),
        ("MKShowsUserLocation", "showsUserLocation", false, 0),
        ("MKPitchEnabled", "pitchEnabled", true, 0),
        ("MKRotateEnabled", "rotateEnabled", true, 0),
        ("MKShowsBuildings", "showsBuildings", true, 0),
        ("MKShowsTraffic", "showsTraffic", false, 0),
        ("MKShowsCompass", "showsCompass", true, 0),
        ("MKShowsScaleKey", "showsScale", false, 0),
        ("MKShowsUserTrackingButton", "showsUserTrackingButton", false, 17),
        ("MKShowsPointsOfInterest", "showsPointsOfInterest", true, 0),
    ]

    static let attributes = NameSet(switches.map(\.attribute)).union(["mapType"])

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "MKMapView")
        context.warnUnhandled(element, attributes: attributes, children: [])
        context.warn(unverified, at: element)
        context.appendViewKeys(element, to: object)
        context.append("MKDelegate", .null, to: object)
        context.append("MKMapType", .integer(context.enumeration(element, "mapType", mapTypes, default: 0)), to: object)
        for entry in switches where context.sdk >= entry.sdk {
            // The pitch button's visibility sits between the user location and the pitch switch.
            if entry.key == "MKPitchEnabled", context.sdk >= 17 {
                context.append("MKPitchButtonVisibility", .integer(1), to: object)
            }
            context.append(entry.key, .bool(element.bool(entry.attribute) ?? entry.value), to: object)
        }
        context.endObject(object, of: element, className: "MKMapView")
    }
}
