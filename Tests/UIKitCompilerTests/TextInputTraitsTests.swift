import NibGraph
import Testing

/// `<textInputTraits>` on text fields and text views: the trait keys on the
/// object itself, in the mapping notes' Appendix C.5 order (Xcode 12.4, iOS 14
/// SDK), defaults left out as Apple's iOS 10 and iOS 7 pairs show.
struct TextInputTraitsTests {
    @Test func textFieldTraitsFollowTheClearButtonOffset() throws {
        let compilation = try compileXIB("""
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \
            borderStyle="roundedRect" minimumFontSize="17" id="1">
                <rect key="frame" x="20" y="20" width="280" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits" autocapitalizationType="words" autocorrectionType="no" \
            keyboardType="emailAddress" returnKeyType="next" enablesReturnKeyAutomatically="YES" smartDashesType="no"/>
            </textField>
            """, sdk: 14)
        let field = try #require(compilation.graph.objects(ofClass: "UITextField").first)
        let after = Array(field.keys.drop { $0 != "UIClearButtonOffset" })
        #expect(after == ["UIClearButtonOffset", "UIAutocapitalizationType", "UIAutocorrectionType", "UIKeyboardType",
                          "UIReturnKeyType", "UIEnablesReturnKeyAutomatically", "UITextSmartDashesType",
                          "UIDisableTextColorUpdateOnTraitCollectionChange"])
        #expect(field["UIAutocapitalizationType"] == .integer(1, .int8))
        #expect(field["UIAutocorrectionType"] == .integer(1, .int8))
        #expect(field["UIKeyboardType"] == .integer(7, .int8))
        #expect(field["UIReturnKeyType"] == .integer(4, .int8))
        #expect(field["UIEnablesReturnKeyAutomatically"] == .bool(true))
        // Every trait's place is the one Appendix C.5 shows, so nothing is assumed.
        #expect(compilation.diagnostics.isEmpty)
    }

    @Test func emptyTraitsWriteNothing() throws {
        // ViewControllerName.nib (iOS 10 SDK pair): a field with `<textInputTraits key="textInputTraits"/>` has no trait key.
        let compilation = try compileXIB("""
            <textField opaque="NO" contentMode="scaleToFill" id="1">
                <rect key="frame" x="20" y="20" width="280" height="34"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """, sdk: 10)
        let field = try #require(compilation.graph.objects(ofClass: "UITextField").first)
        #expect(!field.keys.contains { $0.hasPrefix("UIAutocap") || $0.hasPrefix("UIReturn") })
        #expect(compilation.diagnostics.isEmpty)
    }

    @Test func textViewSentencesIsItsDefault() throws {
        // RecruitDetailViewController.nib (iOS 7 SDK pair): `autocapitalizationType="sentences"` writes no key.
        let compilation = try compileXIB("""
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="1">
                <rect key="frame" x="10" y="10" width="300" height="128"/>
                <textInputTraits key="textInputTraits" autocapitalizationType="sentences" secureTextEntry="YES" returnKeyType="done"/>
            </textView>
            """, sdk: 14)
        let view = try #require(compilation.graph.objects(ofClass: "UITextView").first)
        #expect(Array(view.keys.suffix(3)) == ["UITextAlignment", "UIReturnKeyType", "UISecureTextEntry"])
        #expect(view["UISecureTextEntry"] == .bool(true))
        // The secure entry key's place is assumed, said once.
        #expect(compilation.diagnostics.filter { $0.message.contains("text input traits") }.count == 1)
    }

    @Test func clearsOnBeginEditingFollowsTheClearButtonMode() throws {
        let compilation = try compileXIB("""
            <textField opaque="NO" contentMode="scaleToFill" clearsOnBeginEditing="YES" clearButtonMode="whileEditing" id="1">
                <rect key="frame" x="20" y="20" width="280" height="34"/>
            </textField>
            """, sdk: 14)
        let field = try #require(compilation.graph.objects(ofClass: "UITextField").first)
        let after = Array(field.keys.drop { $0 != "UIClearButtonMode" }.prefix(3))
        #expect(after == ["UIClearButtonMode", "UIClearsOnBeginEditing", "UIClearButtonOffset"])
        #expect(compilation.diagnostics.map(\.message).contains { $0.contains("UIClearsOnBeginEditing") })
    }
}
