import NibGraph
import Testing

/// The iOS 13 activity indicator styles, checked against UIKitCore's
/// `-[UIActivityIndicatorView encodeWithCoder:]` and `-_defaultColorForStyle:`
/// (iOS 18.2, decompiled): `UIActivityIndicatorViewStyle-Modern` holds the
/// style (large 101, medium 100), the legacy `UIActivityIndicatorViewStyle`
/// the older style of the same size (whiteLarge 0, white 1), and without a
/// color of the document's the default, `secondaryLabelColor`, goes to
/// `UITintColor`. Its components are those Interface Builder writes for the
/// name in documents' `<systemColor>` resources (60 60 67, alpha 0.6).
struct ActivityIndicatorTests {
    @Test(arguments: [("large", Int64(101), Int64(0)), ("medium", Int64(100), Int64(1))])
    func modernStyleWithoutAColor(style: String, modern: Int64, legacy: Int64) throws {
        let compilation = try compileXIB("""
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" animating="YES" style="\(style)" id="1">
                <rect key="frame" x="150" y="115" width="37" height="37"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </activityIndicatorView>
            """, sdk: 14)
        let graph = compilation.graph
        let indicator = try #require(graph.objects(ofClass: "UIActivityIndicatorView").first)
        #expect(Array(indicator.keys.suffix(5)) == ["UIActivityIndicatorViewStyle-Modern", "UIActivityIndicatorViewStyle",
                                                    "UIHidesWhenStopped", "UIAnimating", "UITintColor"])
        #expect(indicator["UIActivityIndicatorViewStyle-Modern"] == .integer(modern))
        #expect(indicator["UIActivityIndicatorViewStyle"] == .integer(legacy))
        let color = try #require(graph.target(indicator["UITintColor"]))
        #expect(graph.text(color["UISystemColorName"]) == "secondaryLabelColor")
        #expect(color["UIColorComponentCount"] == .integer(4))
        #expect(color["UIRed"] == .float(Float(60.0 / 255)))
        #expect(color["UIBlue"] == .float(Float(67.0 / 255)))
        #expect(color["UIAlpha"] == .float(0.6))
        let messages = compilation.diagnostics.map(\.message)
        #expect(messages == [ActivityIndicatorMessages.modern])
    }

    /// A color of the document's is the indicator's `UITintColor`, the style keys as without one.
    @Test func modernStyleWithAColor() throws {
        let compilation = try compileXIB("""
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="large" id="1">
                <rect key="frame" x="150" y="115" width="37" height="37"/>
                <color key="color" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </activityIndicatorView>
            """, sdk: 14)
        let graph = compilation.graph
        let indicator = try #require(graph.objects(ofClass: "UIActivityIndicatorView").first)
        #expect(indicator["UIActivityIndicatorViewStyle-Modern"] == .integer(101))
        let color = try #require(graph.target(indicator["UITintColor"]))
        #expect(color["UISystemColorName"] == nil)
        #expect(color["UIRed"] == .float(1))
    }
}

/// The compiler's warning for the iOS 13 styles, as a test states it.
enum ActivityIndicatorMessages {
    static let modern = "activity indicator styles medium and large are written as UIKit's encoder writes them "
        + "(UIActivityIndicatorViewStyle-Modern, the legacy UIActivityIndicatorViewStyle, secondaryLabelColor as the "
        + "default UITintColor); no Apple nib of the corpus checks them"
}
