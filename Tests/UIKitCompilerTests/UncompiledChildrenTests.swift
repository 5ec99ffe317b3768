import Testing

/// Children no element kind compiles yet (a text field's attributed text) are
/// said, not dropped silently, as is a button configuration before the iOS 15
/// SDK; size-class variations are compiled (`TraitVariationTests`), so they are not said.
struct UncompiledChildrenTests {
    @Test func attributedStringsAreWarningsVariationsAreNot() throws {
        let compilation = try compileXIB("""
            <view contentMode="scaleToFill" id="1">
                <subviews>
                    <label opaque="NO" text="Label" id="2">
                        <attributedString key="attributedText"><fragment content="Label"/></attributedString>
                        <variation key="widthClass=compact"/>
                    </label>
                    <textField opaque="NO" contentMode="scaleToFill" id="5">
                        <attributedString key="attributedText"><fragment content="Field"/></attributedString>
                    </textField>
                    <button opaque="NO" contentMode="scaleToFill" id="3">
                        <state key="normal"><attributedString key="attributedTitle"><fragment content="Go"/></attributedString></state>
                        <buttonConfiguration key="configuration" style="plain"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstAttribute="width" constant="10" id="4"><variation key="widthClass=regular" constant="30"/></constraint>
                </constraints>
                <variation key="default"><mask key="constraints"><exclude reference="4"/></mask></variation>
            </view>
            """, sdk: 14, autolayout: true)
        let messages = compilation.diagnostics.map(\.message)
        // A label's attributed text and a button's attributed title are compiled (`AttributedStringTests`); a text field's is not.
        #expect(!messages.contains("<attributedString key=\"attributedText\"> in <label> is not supported yet; left out"))
        #expect(!messages.contains("<attributedString key=\"attributedTitle\"> in <button> is not supported yet; left out"))
        #expect(messages.contains("<attributedString key=\"attributedText\"> in <textField> is not supported yet; left out"))
        #expect(messages.contains("<buttonConfiguration> is iOS 15's; the iOS 14 SDK has none, so it is left out"))
        #expect(!messages.contains { $0.contains("<variation") })
    }
}
