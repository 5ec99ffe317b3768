import AppKitCompiler
import Foundation
import IBDocument
import NibBytes
import NibCompiler
import NibGraph
import PropertyList
import Testing
import TestSupport
import UIKitCompiler

/// viraptor/ibtool's macOS storyboards, each next to the files of the
/// `.storyboardc` Apple's ibtool compiled from it (flattened as
/// `NAME.storyboardc-FILE`), compiled and compared file by file: the same
/// file names, each nib by ``NibGraphComparison`` and `Info.plist` as a
/// property list.
///
/// ibtool gives each scene controller a random UUID every build
/// (`uniqueIdentifierForStoryboardCompilation`, repeated in `Info.plist`'s
/// `NSViewControllerIdentifiersToUUIDs`); both sides compare with those
/// replaced by one placeholder. ibtool also lists the connectors it makes in
/// a scene nib in an order that changes from build to build (sb_basic_wc and
/// Base.lproj_sb_localized hold one storyboard and two orders): a scene nib's
/// connectors compare in one canonical order on both sides.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct StoryboardPairTests {
    /// The pairs whose every file compiles to Apple's (folder names after `viraptor__ibtool__`).
    static let equal: [String] = [
        "sb__sb_basic_wc",
        "sb__sb_button_hug",
        "sb__sb_imagecell_nsstyle",
        "sb__sb_swift_wc",
        "sb__Base.lproj_sb_localized",
        "sb__sb_imagecell_style",
        "sb__sb_textview",
        "sb__sb_toolbar",
        "sb__sb_toolbar_colors_tv",
        "sb__sb_tv_customclass",
    ]

    /// Every other pair, with what differs and why.
    static let unequal: [String: String] = [:]

    static let uuidPlaceholder = "UUID"

    /// Every storyboard pair, by its folder name after `viraptor__ibtool__`.
    static func allPairs() throws -> [String] {
        try SharedCorpus.names(in: "pairs").filter { $0.hasPrefix("viraptor__ibtool__sb__") }
            .map { String($0.dropFirst("viraptor__ibtool__".count)) }
    }

    /// Apple's `sb_tv_customclass` is `sb_textview` with a custom class on
    /// the text view (and its sizes, which set the spelling-correction bit):
    /// its text view and clip view keep the 480 points the scroller narrows
    /// to 463 without the class, and its `NSFlags` has 0x102_0000 more, the
    /// form `TextViewElement.customClassInStoryboardFlags` writes.
    @Test func customClassTextViewIsUntiled() throws {
        func textView(_ pair: String) throws -> (flags: Int64?, size: String?) {
            let (apple, _, _) = try Self.compile(pair)
            let graph = try NibGraph(nibArchiveBytes: ByteView(copying: try #require(apple["vc1-00-020-view-vw1-00-020.nib"])))
            let view = try #require(graph.objects.first { $0["NSSharedData"] != nil })
            let shared = try #require(graph.objects.first { $0.className == "NSTextViewSharedData" })
            guard case .integer(let flags, _)? = shared["NSFlags"] else { return (nil, graph.text(view["NSFrameSize"])) }
            return (flags, graph.text(view["NSFrameSize"]))
        }
        let plain = try textView("sb__sb_textview"), custom = try textView("sb__sb_tv_customclass")
        #expect(plain.size == "{463, 270}" && custom.size == "{480, 270}")
        let (customFlags, plainFlags) = (try #require(custom.flags), try #require(plain.flags))
        // The spelling-correction bit 0x400_0000 comes with the sizes; 0x2_0000 and 0x100_0000 with the class.
        #expect(customFlags == plainFlags | 0x400_0000 | 0x102_0000)
    }

    @Test func everyPairIsListed() throws {
        #expect(Set(Self.equal).isDisjoint(with: Self.unequal.keys))
        #expect(Set(Self.equal).union(Self.unequal.keys) == Set(try Self.allPairs()))
    }

    /// Apple's files and ours, by file name inside the `.storyboardc`.
    static func compile(_ pair: String) throws -> (apple: [String: [UInt8]], ours: [String: [UInt8]], output: NibCompiler.Output) {
        let folder = "pairs/viraptor__ibtool__" + pair
        let names = try SharedCorpus.names(in: folder)
        let source = try #require(names.first { $0.hasSuffix(".storyboard") })
        let prefix = source + "c-"
        var apple: [String: [UInt8]] = [:]
        for name in names where name.hasPrefix(prefix) {
            apple[String(name.dropFirst(prefix.count))] = ByteView(try FileBytes.read(path: SharedCorpus.path(folder + "/" + name))).array
        }
        let path = SharedCorpus.path(folder + "/" + source)
        // A storyboard in a .lproj folder compiles with localizable texts (ibtool's output in that folder),
        // in Base.lproj with Base internationalization's layout direction too.
        let localizable = pair.contains(".lproj")
        let options = NibCompilerOptions(uikit: UIKitCompilerOptions(localizableStrings: localizable), colorProfiles: corpusProfiles,
                                         machine: pairsMachine, baseLocalization: pair.contains("Base.lproj"))
        let output = try NibCompiler.compile(ByteView(try FileBytes.read(path: path)), path: path, options: options)
        var ours: [String: [UInt8]] = [:]
        for file in output.directory ?? [] { ours[file.name] = file.bytes }
        return (apple, ours, output)
    }

    /// What differs between Apple's files and ours (empty when every file is equal).
    static func differences(_ pair: String) throws -> [String] {
        let (apple, ours, output) = try compile(pair)
        guard !output.hasErrors else { return output.diagnostics.map(\.description) }
        var found: [String] = []
        if Set(apple.keys) != Set(ours.keys) { found.append("files \(apple.keys.sorted()) ≠ \(ours.keys.sorted())") }
        for (name, bytes) in apple.sorted(by: { $0.key < $1.key }) {
            guard let mine = ours[name] else { continue }
            if name == "Info.plist" {
                let a = normalizedInfo(try BinaryPropertyList.decode(ByteView(copying: bytes)))
                let b = normalizedInfo(try BinaryPropertyList.decode(ByteView(copying: mine)))
                if a != b { found.append("Info.plist: \(a) ≠ \(b)") }
                continue
            }
            let isScene = !name.contains("-view-") && name != "MainMenu.nib"
            let a = normalized(try NibGraph(nibArchiveBytes: ByteView(copying: bytes)), isScene: isScene)
            let b = normalized(try NibGraph(nibArchiveBytes: ByteView(copying: mine)), isScene: isScene)
            let comparison = NibGraphComparison(a, b, options: .init(limit: 5))
            found += comparison.differences.map { "\(name): \($0.path) \($0.kind.rawValue)" }
        }
        return found
    }

    @Test(arguments: equal)
    func compilesToApplesFiles(_ pair: String) throws {
        let differences = try Self.differences(pair)
        #expect(differences.isEmpty, "\(differences)")
    }

    /// The list is exactly the pairs that compile equal, and every pair compiles.
    @Test func equalListIsExact() throws {
        var equalNow: [String] = []
        for pair in try Self.allPairs() where try Self.differences(pair).isEmpty { equalNow.append(pair) }
        #expect(equalNow.sorted() == Self.equal.sorted())
    }

    /// Our unique identifiers repeat from build to build, and a scene nib's
    /// controller carries the one `Info.plist` gives its identifier.
    @Test func uniqueIdentifiersAreStableAndAgree() throws {
        let (_, ours, _) = try Self.compile("sb__sb_swift_wc")
        let (_, again, _) = try Self.compile("sb__sb_swift_wc")
        #expect(ours == again)
        let info = try BinaryPropertyList.decode(ByteView(copying: try #require(ours["Info.plist"])))
        guard case .dictionary(let entries) = info,
              case .dictionary(let uuids)? = entries.first(where: { $0.key == .string("NSViewControllerIdentifiersToUUIDs") })?.value,
              case .string(let uuid)? = uuids.first(where: { $0.key == .string("MainWC") })?.value
        else {
            Issue.record("no UUID for MainWC in \(info)")
            return
        }
        let graph = try NibGraph(nibArchiveBytes: ByteView(copying: try #require(ours["MainWC.nib"])))
        let controller = try #require(graph.objects.first { $0.className == "NSClassSwapper" && $0["IBWindowTemplate"] != nil })
        #expect(graph.text(controller["uniqueIdentifierForStoryboardCompilation"]) == uuid)
        #expect(uuid.count == 36)
    }

    // MARK: Normal forms

    /// `info` with every controller's UUID replaced by the placeholder, and
    /// dictionaries in key order (a property list dictionary has no order).
    static func normalizedInfo(_ info: PropertyListValue) -> PropertyListValue {
        func sorted(_ value: PropertyListValue, uuids: Bool = false) -> PropertyListValue {
            guard case .dictionary(let entries) = value else { return uuids ? .string(uuidPlaceholder) : value }
            return .dictionary(entries.map { entry in
                let isUUIDs = entry.key == .string("NSViewControllerIdentifiersToUUIDs")
                return PropertyListEntry(key: entry.key, value: uuids ? .string(uuidPlaceholder) : sorted(entry.value, uuids: isUUIDs))
            }.sorted { "\($0.key)" < "\($1.key)" })
        }
        return sorted(info)
    }

    /// `graph` with each `uniqueIdentifierForStoryboardCompilation` replaced
    /// by the placeholder and, for a scene nib, its connectors in canonical order.
    static func normalized(_ graph: NibGraph, isScene: Bool) -> NibGraph {
        var graph = graph
        for index in graph.objects.indices {
            guard case .object(let string)? = graph.objects[index]["uniqueIdentifierForStoryboardCompilation"] else { continue }
            graph.objects[string].entries = [NibGraph.Entry("NS.bytes", .data(ByteView(copying: Array(uuidPlaceholder.utf8))))]
        }
        if isScene { orderConnectorsCanonically(&graph) }
        return graph
    }

    /// Orders `NSConnections` (and the connectors' place at the end of
    /// `NSOidsKeys`) by the object id of each connector's source, then its label.
    static func orderConnectorsCanonically(_ graph: inout NibGraph) {
        guard case .object(let data)? = graph.objects[0]["IB.objectdata"],
              case .object(let connectionsList)? = graph.objects[data]["NSConnections"],
              case .object(let oidsList)? = graph.objects[data]["NSOidsKeys"],
              case .array(let connections)? = graph.objects[connectionsList]["NS.objects"],
              case .array(let oids)? = graph.objects[oidsList]["NS.objects"] else { return }
        func position(_ value: NibGraph.Value?) -> Int { value.flatMap { oids.firstIndex(of: $0) } ?? -1 }
        func key(_ connector: NibGraph.Value) -> (Int, String) {
            guard case .object(let index) = connector else { return (-1, "") }
            let object = graph.objects[index]
            return (position(object["NSSource"] ?? object["NSObject"]), graph.text(object["NSLabel"]) ?? "")
        }
        let ordered = connections.sorted { key($0) < key($1) }
        let connectorSet = Set(connections)
        let others = oids.filter { !connectorSet.contains($0) }
        setList(&graph, connectionsList, ordered)
        setList(&graph, oidsList, others + ordered)
    }

    private static func setList(_ graph: inout NibGraph, _ list: Int, _ values: [NibGraph.Value]) {
        guard let entry = graph.objects[list].entries.firstIndex(where: { $0.key == "NS.objects" }) else { return }
        graph.objects[list].entries[entry].value = .array(values)
    }
}
