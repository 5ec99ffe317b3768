import AppKitCompiler
import NibBytes
import NibGraph
import Testing

/// Matrices and predicate editors, checked against Apple's output for the
/// same markup in viraptor's pairs (test_matrix_flags, predicateEditor, pred_compound_chain).
struct MatrixPredicateEditorTests {
    static let radioCell = """
        imagePosition="left" alignment="left" inset="2">
            <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
            <font key="font" metaFont="system"/>
        </buttonCell>
        """

    static func matrix(_ attributes: String) -> String {
        """
        <matrix verticalHuggingPriority="750" \(attributes) id="m">
            <rect key="frame" x="20" y="100" width="100" height="40"/>
            <autoresizingMask key="autoresizingMask"/>
            <color key="backgroundColor" name="controlColor" catalog="System" colorSpace="catalog"/>
            <size key="cellSize" width="100" height="18"/>
            <size key="intercellSpacing" width="4" height="2"/>
            <buttonCell key="prototype" type="radio" title="Radio" id="p" \(radioCell)
            <cells>
                <column>
                    <buttonCell type="radio" title="A" id="a" \(radioCell)
                    <buttonCell type="radio" title="B" state="on" id="b" \(radioCell)
                </column>
            </cells>
        </matrix>
        """
    }

    @Test func radioMatrix() throws {
        let compilation = try compileMacWindow(Self.matrix(""))
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let matrix = try #require(graph.objects(ofClass: "NSMatrix").first)
        #expect(Array(matrix.keys.drop { $0 != "NSEnabled" }) == [
            "NSEnabled", "NSCell", "NSCellIsDiscardable", "NSAllowsLogicalLayoutDirection", "NSControlSize",
            "NSControlContinuous", "NSControlRefusesFirstResponder", "NSControlUsesSingleLineMode", "NSControlTextAlignment",
            "NSControlLineBreakMode", "NSControlWritingDirection", "NSControlSendActionMask", "NSNumRows", "NSNumCols",
            "NSCells", "NSCellSize", "NSIntercellSpacing", "NSMatrixFlags", "NSCellClass", "NSProtoCell", "NSSelectedRow",
            "NSSelectedCol", "NSBackgroundColor", "NSCellBackgroundColor",
        ])
        #expect(matrix["NSHuggingPriority"] == nil)
        #expect(matrix["NSMatrixFlags"] == .integer(1_417_674_752, .int32))
        #expect(matrix["NSNumRows"] == .integer(2, .int8))
        #expect(matrix["NSNumCols"] == .integer(1, .int8))
        #expect(matrix["NSSelectedRow"] == .integer(-1, .int64))
        #expect(graph.text(matrix["NSCellClass"]) == "NSActionCell")
        let actionCell = try #require(graph.target(matrix["NSCell"]))
        #expect(actionCell.className == "NSActionCell")
        #expect(actionCell["NSCellFlags"] == .integer(32, .int8))
        #expect(actionCell["NSCellFlags2"] == .integer(8192, .int16))
        let cells = graph.elements(matrix["NSCells"])
        #expect(cells.map { graph.text($0["NSContents"]) } == ["A", "B"])
        // A matrix's cells write no control view, and share their radio image source.
        #expect(cells.allSatisfy { $0["NSControlView"] == nil })
        #expect(cells[0]["NSAlternateImage"] == cells[1]["NSAlternateImage"])
        #expect(cells[1]["NSCellFlags"] == .integer(-2_080_374_784, .int64))
        #expect(graph.text(graph.target(matrix["NSProtoCell"])?["NSContents"]) == "Radio")
        #expect(matrix["NSBackgroundColor"] == matrix["NSCellBackgroundColor"])
    }

    @Test func matrixWithoutEmptySelection() throws {
        let graph = try compileMacWindow(Self.matrix("allowsEmptySelection=\"NO\"")).graph
        let matrix = try #require(graph.objects(ofClass: "NSMatrix").first)
        #expect(matrix["NSMatrixFlags"] == .integer(1_149_239_296, .int32))
    }

    @Test func matrixCellsAreRowByRow() throws {
        let compilation = try compileMacWindow("""
            <matrix mode="highlight" autosizesCells="NO" id="m">
                <rect key="frame" x="0" y="0" width="100" height="40"/>
                <cells>
                    <column>
                        <buttonCell type="check" title="A1" id="a1"/>
                        <buttonCell type="check" title="A2" id="a2"/>
                    </column>
                    <column>
                        <buttonCell type="check" title="B1" id="b1"/>
                        <buttonCell type="check" title="B2" id="b2"/>
                    </column>
                </cells>
            </matrix>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let matrix = try #require(graph.objects(ofClass: "NSMatrix").first)
        #expect(graph.elements(matrix["NSCells"]).map { graph.text($0["NSContents"]) } == ["A1", "B1", "A2", "B2"])
        #expect(matrix["NSNumCols"] == .integer(2, .int8))
        // Highlight mode, empty selection and selection by rectangle; no autosizing.
        #expect(matrix["NSMatrixFlags"] == .integer(-1_811_939_328, .int64))
        #expect(matrix["NSProtoCell"] == nil)
    }

    static func predicateEditor(items: String) -> String {
        """
        <predicateEditor verticalHuggingPriority="750" nestingMode="compound" rowHeight="25" id="pe">
            <rect key="frame" x="0.0" y="0.0" width="290" height="180"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <rowTemplates>
                <predicateEditorRowTemplate rowType="compound" id="t">
                    <popUpMenus>
                        <menu id="m1">
                            <items>
        \(items)
                            </items>
                        </menu>
                        <menu id="m2">
                            <items>
                                <menuItem title="of the following are true" state="on" id="of"/>
                            </items>
                        </menu>
                    </popUpMenus>
                </predicateEditorRowTemplate>
            </rowTemplates>
        </predicateEditor>
        """
    }

    @Test func compoundPredicateEditor() throws {
        let compilation = try compileMacWindow(Self.predicateEditor(items: """
            <menuItem title="Any" state="on" id="any"><integer key="representedObject" value="2"/></menuItem>
            <menuItem title="All" id="all"><integer key="representedObject" value="1"/></menuItem>
            """))
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let editor = try #require(graph.objects(ofClass: "NSPredicateEditor").first)
        #expect(editor["NSCell"] == nil)
        #expect(editor["NSHuggingPriority"] == nil)
        #expect(editor["NSRuleEditorNestingMode"] == .integer(2, .int8))
        #expect(editor["NSRuleEditorSliceHeight"] == .double(25))
        #expect(editor["NSControlSendActionMask"] == .integer(4, .int8))
        #expect(Array(editor.keys.suffix(2)) == ["NSPredicateTemplates", "NSPredicateEditorPredicate"])
        let holder = try #require(graph.elements(editor["NSSubviews"]).first)
        #expect(holder.className == "_NSRuleEditorViewSliceHolder")
        #expect(graph.target(editor["NSNextKeyView"])?.className == "_NSRuleEditorViewSliceHolder")
        #expect(graph.text(holder["NSFrameSize"]) == "{290, 180}")
        #expect(holder["NSvFlags"] == .integer(274, .int16))
        #expect(graph.elements(editor["NSDragTypes"]).count == 1)
        #expect(editor.keys.firstIndex(of: "NSDragTypes") == editor.keys.firstIndex(of: "NSSubviews").map { $0 + 1 })

        let template = try #require(graph.elements(editor["NSPredicateTemplates"]).first)
        #expect(template["NSPredicateTemplateType"] == .integer(2, .int8))
        let popUps = graph.elements(template["NSPredicateTemplateViews"])
        #expect(popUps.map { graph.text($0["NSFrame"]) } == ["{{7, 1}, {68, 24}}", "{{81, 1}, {173, 24}}"])
        #expect(graph.target(popUps[0]["NSNextKeyView"])?["NSFrame"] == popUps[1]["NSFrame"])
        #expect(popUps[1]["NSNextKeyView"] == .null)
        #expect(popUps[0]["NSSuperview"] == .null && popUps[0]["NSSubviews"] == nil)
        #expect(popUps[0]["NSTag"] == .integer(-1, .int64))
        let cell = try #require(graph.target(popUps[0]["NSCell"]))
        #expect(cell["NSContents"] == nil)
        #expect(cell["NSButtonFlags"] == .integer(-2_038_415_360, .int64))
        #expect(cell["NSAuxButtonType"] == .integer(-1, .int64))
        let item = try #require(graph.target(cell["NSMenuItem"]))
        #expect(graph.text(item["NSTitle"]) == "Any")
        // The cell's represented object is its selected item's, one number object.
        #expect(cell["NSRepresentedObject"] == item["NSRepObject"])
        #expect(Array(item.keys.drop { $0 != "NSAction" }.prefix(3)) == ["NSAction", "NSRepObject", "NSTarget"])
    }

    @Test func simpleRowTemplatesAreLeftOutWithAWarning() throws {
        let compilation = try compileMacWindow("""
            <predicateEditor id="pe">
                <rect key="frame" x="0.0" y="0.0" width="290" height="180"/>
                <rowTemplates>
                    <predicateEditorRowTemplate id="t"/>
                </rowTemplates>
            </predicateEditor>
            """)
        #expect(compilation.diagnostics.count == 1)
        #expect(compilation.diagnostics.first?.message.contains("simple predicate editor row template") == true)
        let editor = try #require(compilation.graph.objects(ofClass: "NSPredicateEditor").first)
        #expect(compilation.graph.elements(editor["NSPredicateTemplates"]).isEmpty)
    }
}

/// Visual effect views, checked against Apple's output for HSChooserWindow's.
struct VisualEffectViewTests {
    @Test func sidebarBehindWindow() throws {
        let compilation = try compileMacWindow("""
            <visualEffectView wantsLayer="YES" blendingMode="behindWindow" material="sidebar" \
            state="followsWindowActiveState" id="v">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <autoresizingMask key="autoresizingMask"/>
            </visualEffectView>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let view = try #require(compilation.graph.objects(ofClass: "NSVisualEffectView").first)
        #expect(view["NSViewIsLayerTreeHost"] == .bool(true))
        #expect(Array(view.keys.suffix(6)) == [
            "NSVisualEffectViewBlendingMode", "NSVisualEffectViewState", "NSVisualEffectViewMaskImage",
            "NSVisualEffectViewMaterial", "IBVisualEffectViewExternalMaterial", "IBVisualEffectViewAppearanceType",
        ])
        #expect(view["NSVisualEffectViewBlendingMode"] == .integer(0, .int8))
        #expect(view["NSVisualEffectViewState"] == .integer(0, .int8))
        #expect(view["NSVisualEffectViewMaskImage"] == .null)
        #expect(view["NSVisualEffectViewMaterial"] == .integer(7, .int8))
        #expect(view["IBVisualEffectViewExternalMaterial"] == .integer(7, .int8))
    }
}
