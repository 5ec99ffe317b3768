import Foundation
import IBDocument
import NibBytes
import NibCoding
import NibGraph
import Testing
import TestSupport
@testable import UIKitCompiler

/// Size-class `<variation>`s become the root's `UINibTraitStorageListsKey`.
/// Expected classes and keys are the mapping notes' (§1.6, Appendix C.5, from
/// Xcode 12.4 output) and UIKit's `-encodeWithCoder:` of each class: no Apple
/// nib of the corpus holds a trait storage.
struct TraitVariationTests {
    static let horizontal = "UITraitCollectionBuiltinTrait-_UITraitNameHorizontalSizeClass"
    static let vertical = "UITraitCollectionBuiltinTrait-_UITraitNameVerticalSizeClass"

    /// The trait storage lists of a compiled graph.
    static func lists(_ graph: NibGraph) -> [NibGraph.Object] {
        graph.rootList("UINibTraitStorageListsKey")
    }

    static func integer(_ value: NibGraph.Value?) -> Int64? {
        if case .integer(let number, _)? = value { return number }
        return nil
    }

    static func double(_ value: NibGraph.Value?) -> Double? {
        if case .double(let number)? = value { return number }
        return nil
    }

    /// Compiles `objects` (SDK 14, Auto Layout): no "not supported yet", the
    /// not-checked warning once, and one trait storage list, which is returned.
    static func compiledList(_ objects: String) throws -> (graph: NibGraph, list: NibGraph.Object) {
        let compilation = try compileXIB(objects, sdk: 14, autolayout: true)
        let messages = compilation.diagnostics.map(\.message)
        #expect(!messages.contains { $0.contains("not supported yet") }, "\(messages)")
        #expect(messages.filter { $0 == TraitVariations.unverified }.count == 1)
        let lists = Self.lists(compilation.graph)
        try #require(lists.count == 1)
        return (compilation.graph, lists[0])
    }

    /// A constraint's constant per size class: `encodedConstant` records, the
    /// two-trait one first, the base value (the constraint's own) last with a
    /// key-less trait collection.
    @Test func constraintConstants() throws {
        let (graph, list) = try Self.compiledList("""
            <view contentMode="scaleToFill" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <constraints>
                    <constraint firstAttribute="width" constant="20" id="4">
                        <variation key="widthClass=regular" constant="30"/>
                        <variation key="heightClass=compact-widthClass=compact" constant="40"/>
                    </constraint>
                </constraints>
            </view>
            """)
        #expect(list.className == "_UITraitStorageList")
        #expect(list.keys == ["UITopLevelObject", "UITraitStorages", "UIDescendants"])
        #expect(graph.target(list["UITopLevelObject"])?.className == "UIView")
        let storages = graph.elements(graph.target(list["UITraitStorages"]))
        try #require(storages.count == 1)
        let storage = storages[0]
        #expect(storage.className == "_UIAttributeTraitStorage")
        #expect(storage.keys == ["UIObject", "UIKeyPath", "UIRecords"])
        #expect(graph.text(storage["UIKeyPath"]) == "encodedConstant")
        let constraint = graph.target(storage["UIObject"])
        #expect(constraint?.className == "NSLayoutConstraint")
        // The object keeps the document's base value.
        #expect(Self.double(constraint?["NSConstantV2"]) == 20)
        let descendants = graph.elements(graph.target(list["UIDescendants"]))
        #expect(graph.target(list["UIDescendants"])?.className == "NSSet")
        #expect(descendants.map(\.className) == ["NSLayoutConstraint"])

        #expect(graph.target(storage["UIRecords"])?.className == "NSMutableArray")
        let records = graph.elements(graph.target(storage["UIRecords"]))
        try #require(records.count == 3)
        for record in records {
            #expect(record.className == "_UIAttributeTraitStorageRecord")
            #expect(record.keys == ["UITraitCollection", "UIValue"])
            let value = graph.target(record["UIValue"])
            #expect(value?.className == "_NSLayoutConstraintConstant")
            #expect(value?.keys == ["UISymbolicConstant", "UINumericConstant"])
            #expect(value?["UISymbolicConstant"] == .null)
        }
        let traits = records.map { graph.target($0["UITraitCollection"]) }
        #expect(traits.allSatisfy { $0?.className == "UITraitCollection" })
        #expect(traits[0]?.keys == [Self.horizontal, Self.vertical])
        #expect(Self.integer(traits[0]?[Self.horizontal]) == 1 && Self.integer(traits[0]?[Self.vertical]) == 1)
        #expect(traits[1]?.keys == [Self.horizontal])
        #expect(Self.integer(traits[1]?[Self.horizontal]) == 2)
        #expect(traits[2]?.keys == [])
        let constants = records.map { Self.double(graph.target($0["UIValue"])?["UINumericConstant"]) }
        #expect(constants == [40, 30, 20])
    }

    /// `<mask key="constraints">`: the `default` mask's excluded constraint is
    /// not installed; a relationship storage lists the default record first,
    /// then the size class's, with every constraint as a candidate.
    @Test func constraintMasks() throws {
        let (graph, list) = try Self.compiledList("""
            <view contentMode="scaleToFill" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <constraints>
                    <constraint firstAttribute="width" constant="20" id="a"/>
                    <constraint firstAttribute="height" constant="30" id="b"/>
                </constraints>
                <variation key="default">
                    <mask key="constraints">
                        <exclude reference="b"/>
                    </mask>
                </variation>
                <variation key="widthClass=regular">
                    <mask key="constraints">
                        <exclude reference="a"/>
                        <include reference="b"/>
                    </mask>
                </variation>
            </view>
            """)
        let view = try #require(graph.objects(ofClass: "UIView").first)
        let installed = graph.elements(graph.target(view["UIViewAutolayoutConstraints"]))
        #expect(installed.count == 1)
        #expect(Self.double(installed.first?["NSConstantV2"]) == 20)
        // Both constraints are objects of the nib.
        #expect(graph.rootList("UINibObjectsKey").filter { $0.className == "NSLayoutConstraint" }.count == 2)

        #expect(graph.elements(graph.target(list["UIDescendants"])).isEmpty)
        let storages = graph.elements(graph.target(list["UITraitStorages"]))
        try #require(storages.count == 1)
        let storage = storages[0]
        #expect(storage.className == "_UIRelationshipTraitStorage")
        #expect(storage.keys == ["UIObject", "UIKeyPath", "UIRecords", "UIRelationshipCandidates"])
        #expect(graph.target(storage["UIObject"])?.className == "UIView")
        #expect(graph.text(storage["UIKeyPath"]) == "constraints")
        let candidates = try #require(graph.target(storage["UIRelationshipCandidates"]))
        #expect(candidates.className == "NSOrderedSet")
        #expect(candidates.keys == ["NS.object.0", "NS.object.1"])
        let a = try #require(candidates["NS.object.0"]), b = try #require(candidates["NS.object.1"])
        #expect(Self.double(graph.target(b)?["NSConstantV2"]) == 30)

        let records = graph.elements(graph.target(storage["UIRecords"]))
        try #require(records.count == 2)
        for record in records {
            #expect(record.className == "_UIRelationshipTraitStorageRecord")
            #expect(record.keys == ["UITraitCollection", "UIAddedObjects", "UIRemovedObjects"])
            #expect(graph.target(record["UIAddedObjects"])?.className == "NSSet")
            #expect(graph.target(record["UIRemovedObjects"])?.className == "NSSet")
        }
        func members(_ value: NibGraph.Value?) -> [NibGraph.Value] {
            guard case .array(let items)? = graph.target(value)?["NS.objects"] else { return [] }
            return items
        }
        #expect(graph.target(records[0]["UITraitCollection"])?.keys == [])
        #expect(members(records[0]["UIAddedObjects"]).isEmpty)
        #expect(members(records[0]["UIRemovedObjects"]) == [b])
        #expect(Self.integer(graph.target(records[1]["UITraitCollection"])?[Self.horizontal]) == 2)
        #expect(members(records[1]["UIAddedObjects"]) == [b])
        #expect(members(records[1]["UIRemovedObjects"]) == [a])
    }

    /// A label's font and a stack view's spacing and axis vary as attribute
    /// storages under their UIKit key paths; the varying objects are the list's descendants.
    @Test func fontSpacingAndAxis() throws {
        let (graph, list) = try Self.compiledList("""
            <view contentMode="scaleToFill" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <label opaque="NO" text="Label" id="2">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <variation key="widthClass=compact">
                            <fontDescription key="fontDescription" type="system" pointSize="11"/>
                        </variation>
                    </label>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" id="3">
                        <rect key="frame" x="0.0" y="20" width="100" height="20"/>
                        <variation key="heightClass=compact" axis="horizontal" spacing="15"/>
                    </stackView>
                </subviews>
            </view>
            """)
        let descendants = graph.elements(graph.target(list["UIDescendants"])).map(\.className)
        #expect(descendants == ["UILabel", "UIStackView"])
        let storages = graph.elements(graph.target(list["UITraitStorages"]))
        #expect(storages.map { graph.text($0["UIKeyPath"]) } == ["font", "axis", "spacing"])
        func records(_ storage: NibGraph.Object) -> [NibGraph.Object] {
            graph.elements(graph.target(storage["UIRecords"]))
        }
        let fonts = records(storages[0]).map { graph.target($0["UIValue"]) }
        #expect(fonts.map { $0?.className } == ["UIFont", "UIFont"])
        #expect(fonts.map { Self.double($0?["UIFontPointSize"]) } == [11, 17])
        let axes = records(storages[1]).map { Self.integer(graph.target($0["UIValue"])?["NS.intval"]) }
        #expect(axes == [0, 1])
        let spacings = records(storages[2]).map { Self.double(graph.target($0["UIValue"])?["NS.dblval"]) }
        #expect(spacings == [15, 8])
        // The shared trait collection of heightClass=compact holds the vertical class only.
        let traits = graph.target(records(storages[1])[0]["UITraitCollection"])
        #expect(traits?.keys == [Self.vertical])
        #expect(Self.integer(traits?[Self.vertical]) == 1)
    }

    /// Without variations the list stays the shared empty array.
    @Test func noVariationsNoLists() throws {
        let compilation = try compileXIB("""
            <view contentMode="scaleToFill" id="1"><rect key="frame" x="0.0" y="0.0" width="320" height="200"/></view>
            """, sdk: 14)
        let root = compilation.graph.objects[0]
        #expect(Self.lists(compilation.graph).isEmpty)
        #expect(root["UINibTraitStorageListsKey"] == root["UINibVisibleWindowsKey"])
    }

    /// Before the iOS 8 SDK there are no trait storage lists: the variations are left out, and said so.
    @Test func beforeTraitCollections() throws {
        let compilation = try compileXIB("""
            <view contentMode="scaleToFill" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <variation key="widthClass=compact" hidden="YES"/>
            </view>
            """, sdk: 7)
        #expect(compilation.diagnostics.map(\.message)
            == ["the iOS 8 SDK introduced trait collections: size-class variations are left out for SDK 7"])
        #expect(compilation.graph.objects[0]["UINibTraitStorageListsKey"] == nil)
    }

    /// What is not a size class, or not a known varying value, is a warning at its place.
    @Test func unknownVariationsWarn() throws {
        let compilation = try compileXIB("""
            <view contentMode="scaleToFill" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <variation key="displayGamut=P3"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></variation>
                <variation key="widthClass=compact" hidden="YES"/>
            </view>
            """, sdk: 14)
        let messages = compilation.diagnostics.map(\.message)
        #expect(messages.contains("<variation key=\"displayGamut=P3\"> names no size class; left out"))
        #expect(messages.contains("<variation> attribute hidden of <view> is not supported yet; left out"))
        #expect(Self.lists(compilation.graph).isEmpty)
    }

    /// Every corpus document with size-class variations compiles without
    /// errors, says nothing of `<variation>` being unsupported, and each nib
    /// with trait storages archives, reads back and instantiates.
    @Test(.enabled(if: SharedCorpus.shouldRun)) func corpusVariations() throws {
        var documents = 0, nibsWithLists = 0
        for folder in ["xib-ios", "storyboard"] {
            let directory = SharedCorpus.root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
                let path = directory.appendingPathComponent(name).path
                guard name.hasSuffix(".xib") || name.hasSuffix(".storyboard"),
                      try String(contentsOfFile: path, encoding: .utf8).contains("<variation ") else { continue }
                let document = try IBDocument(bytes: ByteView(try FileBytes.read(path: path)), path: path)
                var graphs: [NibGraph] = []
                var diagnostics: [IBDiagnostic] = []
                if document.kind == .xib {
                    let compiled = try UIKitCompiler.compile(document)
                    graphs = [compiled.graph]
                    diagnostics = compiled.diagnostics
                } else {
                    let compiled = try UIKitCompiler.compileStoryboard(document)
                    graphs = compiled.nibs.map(\.graph)
                    diagnostics = compiled.diagnostics
                }
                documents += 1
                #expect(!diagnostics.contains { $0.severity == .error }, "\(name)")
                let unsupported = diagnostics.filter { $0.message.contains("<variation") && $0.message.contains("not supported yet") }
                #expect(unsupported.isEmpty, "\(name): \(unsupported.map(\.message))")
                for graph in graphs where !Self.lists(graph).isEmpty {
                    var warnings: [NibGraphWarning] = []
                    let archived = try graph.nibArchiveBytes(warnings: &warnings)
                    #expect(warnings.isEmpty, "\(name): \(warnings)")
                    let file = try NibFile(bytes: ByteView(copying: archived))
                    let names = graph.objects(ofClass: "UIProxyObject").compactMap { graph.text($0["UIProxiedObjectIdentifier"]) }
                    let stand = NibPlaceholder(identifier: "external")
                    let externals = Dictionary(uniqueKeysWithValues: names.filter { $0.hasPrefix("Upstream") }.map { ($0, stand as AnyObject) })
                    _ = try file.instantiate(owner: stand, externalObjects: externals)
                    nibsWithLists += 1
                }
            }
        }
        // 11 xibs and 3 storyboards carry variations today.
        #expect(documents == 14)
        #expect(nibsWithLists >= 14)
    }
}
