import Foundation
import Testing

/// `nibtool dump --format json` on corpus nibs, checked against facts read by
/// hand from the raw bytes (offsets and bytes noted beside each fact).
@Suite(.enabled(if: NibToolRunner.corpusShouldRun))
struct DumpJSONTests {
    let corpus = NibToolRunner.corpus.path

    /// iOS, coder version 9.
    @Test func gtmOAuth2ViewTouch() throws {
        let json = try NibToolRunner.dumpJSON(corpus + "/nib-archive/GlassKit__MyGlass-Companion-iOS__GTMOAuth2ViewTouch.nib")
        #expect(json["format"] as? String == "NIBArchive")
        #expect(json["coderVersion"] as? Int == 9)
        #expect((json["objects"] as? [Any])?.count == 68)

        let root = json.object(0)
        #expect(root["class"] as? String == "NSObject")
        #expect(root.values.first?["key"] as? String == "UINibTopLevelObjectsKey")
        #expect(root.values.first?["type"] as? String == "object")
        #expect(root.values.first?["value"] as? Int == 63)

        // Object 4 is the NSString "IBFilesOwner" that UIProxyObject #3 points at.
        #expect(json.object(3)["class"] as? String == "UIProxyObject")
        #expect(json.object(3).value("UIProxiedObjectIdentifier")?["value"] as? Int == 4)
        #expect(json.object(4)["class"] as? String == "NSString")
        #expect(json.object(4).value("NS.bytes")?["string"] as? String == "IBFilesOwner")

        // UIFont #2: fallback class NSFont; UIFontTraits int8 2; UISystemFont is type 4, false.
        #expect(json.object(2)["fallbackClasses"] as? [String] == ["NSFont"])
        #expect(json.object(2).value("UIFontTraits")?["type"] as? String == "int8")
        #expect(json.object(2).value("UIFontTraits")?["value"] as? Int == 2)
        #expect(json.object(2).value("UISystemFont")?["type"] as? String == "bool")
        #expect(json.object(2).value("UISystemFont")?["value"] as? Bool == false)

        // UIView #40: bounds 07 + f64 {0, 0, 60, 30}; autoresizing 36; type 5 is true, type 4 false.
        let view = json.object(40)
        #expect(view["class"] as? String == "UIView")
        #expect(view.value("UIBounds")?["floatType"] as? String == "float64")
        #expect(view.value("UIBounds")?["floats"] as? [Double] == [0, 0, 60, 30])
        #expect(view.value("UIAutoresizingMask")?["value"] as? Int == 36)
        #expect(view.value("UIDeepDrawRect")?["value"] as? Bool == true)
        #expect(view.value("UIClearsContextBeforeDrawing")?["value"] as? Bool == false)

        // NSArray #63 starts with NSInlinedValue = true (type 5).
        #expect(json.object(63).values.first?["key"] as? String == "NSInlinedValue")
        #expect(json.object(63).values.first?["value"] as? Bool == true)
    }

    /// macOS, coder version 10, with nested archives (table-view cells) and a negative int64.
    @Test func reusableViewsOrder() throws {
        let json = try NibToolRunner.dumpJSON(
            corpus + "/pairs/viraptor__ibtool__correct__reusable_views_order/reusable_views_order.nib")
        #expect(json["coderVersion"] as? Int == 10)
        #expect(json.object(0).value("IB.objectdata")?["value"] as? Int == 1)
        #expect(json.object(0).value("IB.systemFontUpdateVersion")?["value"] as? Int == 1)
        #expect(json.object(1)["class"] as? String == "NSIBObjectData")

        // NSTextField #10: NSControlWritingDirection is int64 -1 (Apple writes every negative as int64).
        #expect(json.object(10)["class"] as? String == "NSTextField")
        #expect(json.object(10).value("NSControlWritingDirection")?["type"] as? String == "int64")
        #expect(json.object(10).value("NSControlWritingDirection")?["value"] as? Int == -1)

        // NSData #92 holds a 6,930-byte nested NIBArchive with 43 objects.
        let data = json.object(92)
        #expect(data["class"] as? String == "NSData")
        let nested = try #require(data.value("NS.bytes")?["archive"] as? [String: Any])
        #expect(nested["coderVersion"] as? Int == 10)
        #expect((nested["objects"] as? [Any])?.count == 43)
        #expect(nested.object(1)["class"] as? String == "NSIBObjectData")
        #expect(nested["path"] == nil)
    }

    /// iOS launch-screen view whose file ends with the 4 bytes "LNE\0" after the class table.
    @Test func launchScreenWithTrailingBytes() throws {
        let json = try NibToolRunner.dumpJSON(corpus + "/nib-archive/leaf456__nib-opener__01J-lp-oVM-view-Ze5-6b-2t3.nib")
        #expect(json["coderVersion"] as? Int == 10)
        #expect(json["trailingBytes"] as? String == "TE5FAA==")
        #expect(json.object(0).value("IBUINibLNEVersionKey")?["value"] as? Int == 1)
        #expect(json.object(5).value("NS.bytes")?["string"] as? String == "IBFirstResponder")
        // UIView #6: bounds {0, 0, 375, 667}; UIViewLargeContentStoredProperties is nil (type 9).
        #expect(json.object(6).value("UIBounds")?["floats"] as? [Double] == [0, 0, 375, 667])
        #expect(json.object(6).value("UIViewLargeContentStoredProperties")?["type"] as? String == "nil")
        #expect(json.object(6).value("UIViewLargeContentStoredProperties")?["value"] is NSNull)
        // UIColor #7: UIRed is float32 0.0705882385…, UIRed-Double float64 0.07058823529.
        #expect(json.object(7).value("UIRed")?["type"] as? String == "float32")
        #expect(json.object(7).value("UIRed-Double")?["value"] as? Double == 0.07058823529)
    }
}
