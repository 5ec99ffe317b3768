import AppKitCompiler
import NibGraph
import Testing

/// Tool tips, runtime attributes, accessibility and bindings, and the order
/// of `NSConnections`, as viraptor's pairs (tooltip_*, test_udra,
/// test_accessibility, binding_options_order, transmission_MainMenu) show them.
struct ConnectorExtrasTests {
    static let button = """
        <button id="b" toolTip="Via attribute">
            <rect key="frame" x="20" y="20" width="100" height="32"/>
            <buttonCell key="cell" type="push" title="B" bezelStyle="rounded" alignment="center" borderStyle="border" id="bc">
                <font key="font" metaFont="system"/>
            </buttonCell>
        </button>
        <customView id="v2">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
            <string key="toolTip">Via child</string>
        </customView>
        <customView id="v3">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
            <string key="toolTip" base64-UTF8="YES">KFJldHVybik=</string>
        </customView>
        """

    @Test func toolTipsAreHelpConnectors() throws {
        let compilation = try compileMacWindow(Self.button)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let connections = graph.elements(graph.objectData?["NSConnections"])
        // A base64 tip makes no connector.
        #expect(connections.map(\.className) == ["NSIBHelpConnector", "NSIBHelpConnector"])
        #expect(connections.map(\.keys) == Array(repeating: ["NSDestination", "NSFile", "NSMarker"], count: 2))
        #expect(connections.map { graph.text($0["NSFile"]) } == ["NSToolTipHelpKey", "NSToolTipHelpKey"])
        #expect(connections.map { graph.text($0["NSMarker"]) } == ["Via attribute", "Via child"])
        #expect(graph.target(connections[0]["NSDestination"])?.className == "NSButton")
    }

    @Test func runtimeAttributesAreOneConnectorPerObject() throws {
        let graph = try compileMacWindow("""
            <customView id="c">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="editable" value="NO"/>
                    <userDefinedRuntimeAttribute type="string" keyPath="placeholderString" value="Enter text"/>
                </userDefinedRuntimeAttributes>
            </customView>
            """).graph
        let connections = graph.elements(graph.objectData?["NSConnections"])
        let connector = try #require(connections.first)
        #expect(connector.className == "NSIBUserDefinedRuntimeAttributesConnector")
        #expect(connector.keys == ["NSObject", "NSValues", "NSKeyPaths"])
        #expect(graph.elements(connector["NSValues"]).map { $0["NS.boolval"] } == [.bool(false), nil])
        #expect(graph.elements(connector["NSKeyPaths"]).count == 2)
        #expect(graph.target(connector["NSObject"])?.className == "NSCustomView")
    }

    @Test func accessibilityDescriptionIsAnAttributeConnectorNumberedLast() throws {
        let graph = try compileMacWindow("""
            <customView id="c">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <accessibility description="Confirm"/>
            </customView>
            """).graph
        let data = try #require(graph.objectData)
        let connectors = graph.elements(data["NSAccessibilityConnectors"])
        let connector = try #require(connectors.first)
        #expect(connector.className == "NSNibAXAttributeConnector")
        #expect(connector.keys == ["AXDestinationArchiveKey", "AXAttributeTypeArchiveKey", "AXAttributeValueArchiveKey"])
        #expect(graph.target(connector["AXAttributeTypeArchiveKey"])?.className == "NSMutableString")
        #expect(graph.text(connector["AXAttributeValueArchiveKey"]) == "Confirm")
        // Owner, Application, window, content view, custom view: the connector is 6.
        #expect(graph.elements(data["NSAccessibilityOidsValues"]).map { $0["NS.intval"] } == [.integer(6, .int8)])
        #expect(graph.elements(data["NSConnections"]).isEmpty)
    }

    /// `<accessibilityConnection>` is an `NSNibAXRelationshipConnector`, an
    /// `NSNibConnector` (AppKit's class hierarchy) with a connector's keys in
    /// the order Apple's control connectors show them, listed and numbered
    /// with the accessibility connectors after the connections (as the
    /// attribute connector above). No Apple nib shows one: one warning says so.
    @Test func accessibilityConnectionIsARelationshipConnector() throws {
        let compilation = try compileMacWindow("""
            <textField id="label">
                <rect key="frame" x="0" y="40" width="60" height="16"/>
                <textFieldCell key="cell" title="Name" id="labelCell">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            <customView id="c">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <accessibility description="Confirm"/>
                <connections>
                    <accessibilityConnection property="title" destination="label" id="ax1"/>
                    <outlet property="nextKeyView" destination="label" id="o1"/>
                </connections>
            </customView>
            <customView id="d">
                <rect key="frame" x="20" y="0" width="10" height="10"/>
                <connections>
                    <accessibilityConnection property="title" destination="label" id="ax2"/>
                </connections>
            </customView>
            """)
        #expect(compilation.diagnostics.map(\.message) == [
            "accessibility connections are written as NSNibAXRelationshipConnectors (NSSource, NSDestination, NSLabel "
                + "\"AXTitleUIElement\") among the accessibility connectors; no Apple nib of the corpus checks the encoding",
        ])
        let graph = compilation.graph
        let data = try #require(graph.objectData)
        #expect(graph.elements(data["NSConnections"]).map(\.className) == ["NSNibOutletConnector"])
        let connectors = graph.elements(data["NSAccessibilityConnectors"])
        // By owner id: c's attribute, c's relationship, then d's relationship.
        #expect(connectors.map(\.className)
            == ["NSNibAXAttributeConnector", "NSNibAXRelationshipConnector", "NSNibAXRelationshipConnector"])
        let relationship = connectors[1]
        #expect(relationship.keys == ["NSSource", "NSDestination", "NSLabel"])
        #expect(graph.target(relationship["NSSource"])?.className == "NSCustomView")
        #expect(graph.target(relationship["NSDestination"])?.className == "NSTextField")
        #expect(graph.text(relationship["NSLabel"]) == "AXTitleUIElement")
        // Owner, Application, window, content view, text field and cell, two views, the outlet: 10 to 12.
        #expect(graph.elements(data["NSAccessibilityOidsValues"]).map { $0["NS.intval"] }
            == [.integer(10, .int8), .integer(11, .int8), .integer(12, .int8)])
    }

    @Test func bindingsNameKeyPathAndOptions() throws {
        let graph = try compileMacWindow("""
            <customView id="c">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <connections>
                    <binding destination="-2" name="enabled2" keyPath="isActive" id="5">
                        <dictionary key="options">
                            <integer key="NSNullPlaceholder" value="-1"/>
                            <string key="NSValueTransformerName">NSNegateBoolean</string>
                        </dictionary>
                    </binding>
                    <binding destination="-2" name="hidden" keyPath="isHidden" id="6"/>
                </connections>
            </customView>
            """).graph
        let connections = graph.elements(graph.objectData?["NSConnections"])
        #expect(connections.map(\.keys) == [
            ["NSSource", "NSDestination", "NSLabel", "NSBinding", "NSKeyPath", "NSOptions", "NSNibBindingConnectorVersion"],
            ["NSSource", "NSDestination", "NSLabel", "NSBinding", "NSKeyPath", "NSNibBindingConnectorVersion"],
        ])
        #expect(graph.text(connections[0]["NSLabel"]) == "enabled2: isActive")
        #expect(connections[0]["NSNibBindingConnectorVersion"] == .integer(2, .int8))
        let options = try #require(graph.target(connections[0]["NSOptions"]))
        #expect(options.className == "NSDictionary")
    }

    /// Outlets, then actions, then bindings; each kind by its owner's id
    /// (integers by value first, then the other ids by their bytes).
    @Test func connectionsByKindThenOwnerID() throws {
        let graph = try compileMacXIB("""
            <customObject id="b-2" customClass="B">
                <connections>
                    <binding destination="-2" name="value" keyPath="x" id="k1"/>
                    <action selector="act:" target="-2" id="k2"/>
                    <outlet property="second" destination="-2" id="k3"/>
                </connections>
            </customObject>
            <customObject id="21" customClass="A">
                <connections>
                    <action selector="early:" target="-2" id="k4"/>
                    <outlet property="zeta" destination="-2" id="k5"/>
                    <outlet property="alpha" destination="-2" id="k6"/>
                </connections>
            </customObject>
            <customObject id="206" customClass="C">
                <connections>
                    <outlet property="third" destination="-2" id="k7"/>
                </connections>
            </customObject>
            <customObject id="A-1" customClass="D">
                <connections>
                    <outlet property="fourth" destination="-2" id="k8"/>
                </connections>
            </customObject>
            """).graph
        let connections = graph.elements(graph.objectData?["NSConnections"])
        #expect(connections.map { graph.text($0["NSLabel"]) } == [
            "zeta", "alpha", "third", "fourth", "second", "early:", "act:", "value: x",
        ])
    }
    /// Bindings go by their owner's id descending (integers after the other
    /// ids), an owner's by their own ids ascending, whatever the document
    /// order: Apple's Flycut bundle (MainMenu.nib, owner 473 binds `value`
    /// (853) before `maxValue` (852) and the nib lists `maxValue` first;
    /// `x34-dK-wxl` before `wZv-HJ-VdW` before `914` before `390`), the sparkle
    /// SUStatus nib (owners 16, 12, 11, 8, 7, 5) and caffeine's bundle.
    @Test func bindingsByOwnerIDDescending() throws {
        let graph = try compileMacXIB("""
            <customObject id="390" customClass="A">
                <connections>
                    <binding destination="-2" name="value" keyPath="a" id="811"/>
                </connections>
            </customObject>
            <customObject id="473" customClass="B">
                <connections>
                    <binding destination="-2" name="value" keyPath="b" id="853"/>
                    <binding destination="-2" name="maxValue" keyPath="b" id="852"/>
                    <outlet property="first" destination="-2" id="o1"/>
                </connections>
            </customObject>
            <customObject id="wZv-HJ-VdW" customClass="C">
                <connections>
                    <binding destination="-2" name="value" keyPath="c" id="nUm-81-DgP"/>
                </connections>
            </customObject>
            <customObject id="x34-dK-wxl" customClass="D">
                <connections>
                    <binding destination="-2" name="value" keyPath="d" id="Wbn-u9-3vY"/>
                </connections>
            </customObject>
            """).graph
        let connections = graph.elements(graph.objectData?["NSConnections"])
        #expect(connections.map { graph.text($0["NSLabel"]) } == [
            "first", "value: d", "value: c", "maxValue: b", "value: b", "value: a",
        ])
    }
}
