import NibGraph
import Testing
@testable import UIKitCompiler

/// `<mapView>`: MapKit's keys, order, types and defaults as
/// `-[MKMapView encodeWithCoder:]` of iOS 18.2 writes them (decompiled MapKit,
/// `EthanArbuckle/iPhone17-1_18.2_22C152_Restore`, `MKMapView.m`), the
/// defaults `_commonInitFromIB:` sets; no Apple nib of the corpus holds a map view.
struct MapViewTests {
    /// The encoder's keys after `UIView`'s on the iOS 17 SDK and later.
    static let keys = [
        "MKDelegate", "MKMapType", "MKZoomEnabled", "MKScrollEnabled", "MKShowsUserLocation", "MKPitchButtonVisibility",
        "MKPitchEnabled", "MKRotateEnabled", "MKShowsBuildings", "MKShowsTraffic", "MKShowsCompass", "MKShowsScaleKey",
        "MKShowsUserTrackingButton", "MKShowsPointsOfInterest",
    ]

    /// A map view without attributes: every key, with MapKit's defaults.
    @Test func defaultsFollowTheEncoder() throws {
        let compilation = try compileXIB("""
            <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            </mapView>
            """, sdk: 17)
        let map = try #require(compilation.graph.objects(ofClass: "MKMapView").first)
        #expect(Array(map.keys.suffix(Self.keys.count)) == Self.keys)
        #expect(map.keys.first == "UIBounds")
        #expect(map["MKDelegate"] == .null)
        #expect(map["MKMapType"] == .integer(0))
        #expect(map["MKPitchButtonVisibility"] == .integer(1))
        for key in ["MKZoomEnabled", "MKScrollEnabled", "MKPitchEnabled", "MKRotateEnabled", "MKShowsBuildings",
                    "MKShowsCompass", "MKShowsPointsOfInterest"] {
            #expect(map[key] == .bool(true), "\(key)")
        }
        for key in ["MKShowsUserLocation", "MKShowsTraffic", "MKShowsScaleKey", "MKShowsUserTrackingButton"] {
            #expect(map[key] == .bool(false), "\(key)")
        }
        #expect(!map.keys.contains("MKPreferredConfiguration"))
        #expect(compilation.diagnostics.map(\.message) == [MapViewElement.unverified])
    }

    /// The document's map type (by its `MKMapType` number) and switches.
    @Test func attributesAreWritten() throws {
        let compilation = try compileXIB("""
            <mapView contentMode="scaleToFill" mapType="hybridFlyover" zoomEnabled="NO" scrollEnabled="NO" \
            rotateEnabled="NO" pitchEnabled="NO" showsUserLocation="YES" showsBuildings="NO" showsTraffic="YES" \
            showsCompass="NO" showsScale="YES" showsPointsOfInterest="NO" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            </mapView>
            """, sdk: 18)
        let map = try #require(compilation.graph.objects(ofClass: "MKMapView").first)
        #expect(map["MKMapType"] == .integer(4))
        for key in ["MKZoomEnabled", "MKScrollEnabled", "MKPitchEnabled", "MKRotateEnabled", "MKShowsBuildings",
                    "MKShowsCompass", "MKShowsPointsOfInterest"] {
            #expect(map[key] == .bool(false), "\(key)")
        }
        for key in ["MKShowsUserLocation", "MKShowsTraffic", "MKShowsScaleKey"] {
            #expect(map[key] == .bool(true), "\(key)")
        }
        #expect(compilation.diagnostics.map(\.message) == [MapViewElement.unverified])
    }

    /// Before the iOS 17 SDK (the one that brought the pitch and user-tracking
    /// buttons to the map view) their two keys are not written; an unknown
    /// map type is a warning and the standard map.
    @Test func olderSDKsLeaveOutTheButtonKeys() throws {
        let compilation = try compileXIB("""
            <mapView contentMode="scaleToFill" mapType="globe" id="1"/>
            """, sdk: 14)
        let map = try #require(compilation.graph.objects(ofClass: "MKMapView").first)
        #expect(Array(map.keys.suffix(Self.keys.count - 2))
                == Self.keys.filter { $0 != "MKPitchButtonVisibility" && $0 != "MKShowsUserTrackingButton" })
        #expect(map["MKMapType"] == .integer(0))
        #expect(compilation.diagnostics.map(\.message).contains("mapType \"globe\" is not known; the default is written"))
    }

    /// A map view's subviews and constraints are compiled as any view's: the
    /// label is its subview, and its constraints hold the label's.
    @Test func subviewsAndConstraintsSurvive() throws {
        let compilation = try compileXIB("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \
            translatesAutoresizingMaskIntoConstraints="NO" id="map">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Pin" \
            translatesAutoresizingMaskIntoConstraints="NO" id="pin">
                                <rect key="frame" x="10" y="10" width="40" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="pin" firstAttribute="top" secondItem="map" secondAttribute="top" \
            constant="10" id="c1"/>
                            <constraint firstItem="pin" firstAttribute="leading" secondItem="map" \
            secondAttribute="leading" constant="10" id="c2"/>
                        </constraints>
                    </mapView>
                </subviews>
            </view>
            """, sdk: 17, autolayout: true)
        let graph = compilation.graph
        let map = try #require(graph.objects(ofClass: "MKMapView").first)
        let subviews = graph.elements(graph.target(map["UISubviews"]))
        #expect(subviews.map(\.className) == ["UILabel"])
        let constraints = graph.elements(graph.target(map["UIViewAutolayoutConstraints"]))
        #expect(constraints.count == 2)
        #expect(constraints.allSatisfy { $0.className == "NSLayoutConstraint" })
        let root = try #require(graph.objects(ofClass: "UIView").first)
        #expect(graph.elements(graph.target(root["UISubviews"])).map(\.className) == ["MKMapView"])
        #expect(!compilation.diagnostics.contains { $0.message.contains("left out") })
    }
}
