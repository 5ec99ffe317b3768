import Foundation
import IBToolCLI
import NibGraph
import Testing
import TestSupport

/// The inspection flags (`--objects`, `--connections`, `--hierarchy`,
/// `--classes`, `--all`) on documents and compiled nibs: the sections parse as
/// property lists, and what they list agrees with the document and, for corpus
/// pairs, with the nib Apple's ibtool compiled from it.
struct IBToolInspectionTests {
    static func sections(_ arguments: [String]) throws -> [String: Any] {
        let result = IBTool.run(arguments: arguments)
        #expect(result.status == 0, "\(result.standardError) \(String(decoding: result.standardOutput, as: UTF8.self))")
        return try IBToolCompileTests.plist(result.standardOutput)
    }

    /// The connections of a report, their text fields only.
    static func connections(_ report: [String: Any]) -> [[String: String]] {
        ((report["com.apple.ibtool.document.connections"] as? [String: [String: Any]]) ?? [:]).values.map { fields in
            fields.compactMapValues { $0 as? String }
        }
    }

    @Test func sampleDocument() throws {
        let report = try Self.sections(["--all", IBToolCompileTests.hello])
        #expect(Set(report.keys) == ["com.apple.ibtool.document.classes", "com.apple.ibtool.document.connections",
                                     "com.apple.ibtool.document.hierarchy", "com.apple.ibtool.document.objects"])
        let hierarchy = try #require(report["com.apple.ibtool.document.hierarchy"] as? [[String: Any]])
        #expect(hierarchy.map { $0["object-id"] as? String } == ["-1", "-2", "vw0-00-roo"])
        #expect(hierarchy.map { $0["label"] as? String } == ["File's Owner", "First Responder", "View"])
        let children = try #require(hierarchy[2]["children"] as? [[String: Any]])
        // The view's subviews, then its constraints, as the document holds them.
        #expect(children.map { $0["object-id"] as? String }
            == ["lbl-01-hel", "btn-02-say", "cst-01-top", "cst-02-lea", "cst-03-tra", "cst-04-btn", "cst-05-cen"])

        let connections = try #require(report["com.apple.ibtool.document.connections"] as? [String: [String: String]])
        #expect(connections["out-01-grt"] == [
            "type": "IBCocoaTouchOutletConnection", "label": "greeting",
            "source-id": "-1", "source-label": "File's Owner", "destination-id": "lbl-01-hel", "destination-label": "Label",
        ])
        #expect(connections["act-01-say"]?["type"] == "IBCocoaTouchEventConnection")
        #expect(connections["act-01-say"]?["event-type"] == "touchUpInside")
        #expect(connections["act-01-say"]?["source-id"] == "btn-02-say")

        let objects = try #require(report["com.apple.ibtool.document.objects"] as? [String: [String: String]])
        #expect(objects["lbl-01-hel"]?["class"] == "UILabel")
        #expect(objects["-1"] == ["class": "UIProxyObject", "custom-class": "HelloViewController", "custom-module": "Hello",
                                  "element": "placeholder", "label": "File's Owner"])
        let classes = try #require(report["com.apple.ibtool.document.classes"] as? [String: Any])
        #expect(Set(classes.keys).isSuperset(of: ["UIView", "UILabel", "UIButton", "UIProxyObject"]))
    }

    /// The compiled sample lists the same connections and tree as its document.
    @Test func compiledSample() throws {
        let folder = try IBToolCompileTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nib = folder.appendingPathComponent("Hello.nib").path
        #expect(IBTool.run(arguments: ["--compile", nib, IBToolCompileTests.hello]).status == 0)
        let report = try Self.sections(["--connections", "--hierarchy", nib])
        #expect(Set(report.keys) == ["com.apple.ibtool.document.connections", "com.apple.ibtool.document.hierarchy"])
        let connections = Self.connections(report)
        #expect(Set(connections.map { $0["label"] ?? "" }) == ["greeting", "view", "sayHello:"])
        #expect(connections.first { $0["label"] == "greeting" }?["source-label"] == "File's Owner")
        #expect(connections.first { $0["label"] == "greeting" }?["destination-label"] == "UILabel - Hello, nib")
        let hierarchy = try #require(report["com.apple.ibtool.document.hierarchy"] as? [[String: Any]])
        #expect(hierarchy.map { $0["label"] as? String } == ["File's Owner", "First Responder", "UIView"])
        #expect((hierarchy[2]["children"] as? [Any])?.count == 2)
    }

    /// For every iOS xib pair and a macOS one, the xib's connections and the
    /// connections of the nib Apple compiled from it carry the same labels.
    @Test(.enabled(if: SharedCorpus.shouldRun)) func pairsAgreeOnConnections() throws {
        var pairs = SharedCorpus.pairs(kindPrefix: "xib->NIBArchive").filter { !$0.hasPrefix("viraptor__") }
        pairs.append("viraptor__ibtool__correct__test5_connect")
        var compared = 0
        for pair in pairs {
            let folder = SharedCorpus.path("pairs/" + pair)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            guard let xib = names.first(where: { $0.hasSuffix(".xib") }), let nib = names.first(where: { $0.hasSuffix(".nib") }),
                  let head = FileManager.default.contents(atPath: folder + "/" + xib)?.prefix(400),
                  String(decoding: head, as: UTF8.self).contains("<document") else {
                continue
            }
            let source = try Self.sections(["--connections", folder + "/" + xib])
            let compiled = try Self.sections(["--connections", folder + "/" + nib])
            let ours = Self.connections(source).map { $0["label"] ?? "" }.sorted()
            let apples = Self.connections(compiled).map { $0["label"] ?? "" }.sorted()
            #expect(ours == apples, "\(pair)")
            compared += 1
        }
        #expect(compared >= 20)
    }

    /// A storyboard's hierarchy is its scenes, each holding its objects.
    @Test(.enabled(if: SharedCorpus.shouldRun)) func storyboardScenes() throws {
        let path = SharedCorpus.path("storyboard/AFNetworking__AFNetworking__Example_Today-Extension-Example_Base.lproj_MainInterface.storyboard")
        let report = try Self.sections(["--hierarchy", path])
        let hierarchy = try #require(report["com.apple.ibtool.document.hierarchy"] as? [[String: Any]])
        #expect(hierarchy.map { $0["object-id"] as? String } == ["cwh-vc-ff4"])
        #expect(hierarchy.first?["label"] as? String == "TodayViewController Scene")
        let objects = try #require(hierarchy.first?["children"] as? [[String: Any]])
        #expect(objects.map { $0["object-id"] as? String } == ["M4Y-Lb-cyx", "vXp-U4-Rya"])
    }

    @Test func humanReadableText() throws {
        let result = IBTool.run(arguments: ["--connections", "--output-format", "human-readable-text", IBToolCompileTests.hello])
        let text = String(decoding: result.standardOutput, as: UTF8.self)
        #expect(text.hasPrefix("/* com.apple.ibtool.document.connections */\nact-01-say:\n  destination-id: -1\n"))
        #expect(text.contains("out-01-grt:\n  destination-id: lbl-01-hel\n  destination-label: Label\n  label: greeting\n"))
    }

    /// A hostile nib nesting 5,000 views: the hierarchy stops at its depth
    /// limit instead of exhausting the stack, in both property-list formats.
    @Test(arguments: ["xml1", "binary1"]) func deepNibIsBounded(_ format: String) throws {
        var objects = [NibGraph.Object(className: "NSObject", entries: [NibGraph.Entry("UINibTopLevelObjectsKey", .object(1))])]
        objects.append(NibGraph.Object(className: "NSArray", entries: [NibGraph.Entry("NS.objects", .array([.object(2)]))]))
        let depth = 5_000
        for level in 0..<depth {
            let view = objects.count, list = view + 1
            let last = level == depth - 1
            objects.append(NibGraph.Object(className: "UIView", entries: last ? [] : [NibGraph.Entry("UISubviews", .object(list))]))
            if !last { objects.append(NibGraph.Object(className: "NSArray", entries: [NibGraph.Entry("NS.objects", .array([.object(list + 1)]))])) }
        }
        var warnings: [NibGraphWarning] = []
        let bytes = try NibGraph(objects: objects).nibArchiveBytes(warnings: &warnings)
        let folder = try IBToolCompileTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nib = folder.appendingPathComponent("deep.nib")
        try Data(bytes).write(to: nib)
        let report = try Self.sections(["--hierarchy", "--output-format", format, nib.path])
        var item = try #require((report["com.apple.ibtool.document.hierarchy"] as? [[String: Any]])?.first)
        var levels = 1
        while let next = (item["children"] as? [[String: Any]])?.first { item = next; levels += 1 }
        #expect(levels == 100)
    }

    @Test func notANibIsAnError() throws {
        let folder = try IBToolCompileTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let junk = folder.appendingPathComponent("junk.nib")
        try Data("not a nib at all".utf8).write(to: junk)
        let result = IBTool.run(arguments: ["--objects", junk.path])
        #expect(result.status == 1)
        let report = try IBToolCompileTests.plist(result.standardOutput)
        let errors = try #require(report["com.apple.ibtool.document.errors"] as? [[String: Any]])
        #expect((errors.first?["description"] as? String)?.contains("not a compiled nib") == true)
    }

    /// A `.nib` folder is inspected through the nib a runtime loads from it
    /// (its `keyedobjects.nib` here), and a folder without one is an error.
    @Test(.enabled(if: SharedCorpus.shouldRun)) func nibFolderIsItsRuntimeNib() throws {
        let folder = SharedCorpus.path("nib-bundle/Andro__nv__English.lproj_FindPanel.nib")
        let fromFolder = try Self.sections(["--hierarchy", "--connections", folder])
        let fromFile = try Self.sections(["--hierarchy", "--connections", folder + "/keyedobjects.nib"])
        #expect(!Self.connections(fromFolder).isEmpty)
        #expect(NSDictionary(dictionary: fromFolder) == NSDictionary(dictionary: fromFile))
        let empty = try IBToolCompileTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(IBTool.run(arguments: ["--objects", empty.path]).status == 1)
    }
}
