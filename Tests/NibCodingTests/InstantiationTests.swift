import Foundation
import NibBytes
import NibCoding
import NibGraph
import Testing
import TestSupport

/// Instantiating real nibs with small model types.
struct InstantiationTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let hello = repository.appendingPathComponent("Corpus/samples/Hello.nib").path

    /// Corpus/samples/Hello.nib (written by Corpus/make_samples.py): a view holding a label,
    /// File's Owner's `view` outlet to it.
    @Test func helloSampleInstantiates() throws {
        let owner = TestOwner(accepting: ["view"])
        let log = AwakeLog()
        let result = try NibFile(path: Self.hello).instantiate(owner: owner, registry: uiKitRegistry())
        let view = try #require(owner.outlets["view"] as? TestView)
        #expect(result.topLevelObjects.count == 1)
        #expect(identical(result.topLevelObjects.first, view))   // File's Owner and First Responder are left out
        #expect(view.bounds == NibRect(x: 0, y: 0, width: 320, height: 480))
        #expect(view.center == NibPoint(x: 160, y: 240))
        let label = try #require(view.subviews.first as? TestLabel)
        #expect(label.text == "Hello, nib")
        #expect(label.tag == 7)
        #expect(label.bounds == NibRect(x: 0, y: 0, width: 280, height: 21))
        #expect(label.center == NibPoint(x: 160, y: 100.5))
        #expect(identical(label.superview, view))   // delivered once the view's init(coder:) returned
        // awakeFromNib in UINibObjectsKey order: the view, then the label.
        _ = log
        #expect(result.awakened.map { ObjectIdentifier($0) } == [ObjectIdentifier(view), ObjectIdentifier(label)])
    }

    @Test func referencesShareOneInstance() throws {
        let file = try NibFile(path: Self.hello)
        let unarchiver = NibUnarchiver(objects: file.objects, registry: uiKitRegistry())
        // Object 5 is the view: built only when asked, then memoised.
        #expect(unarchiver.builtObjects.isEmpty)
        let first = try unarchiver.object(at: 5) as AnyObject
        let second = try unarchiver.object(at: 5) as AnyObject
        #expect(identical(first, second))
        #expect(unarchiver.builtObjects == [6, 5])   // the label finished first, inside the view
    }

    @Test func anOutletTheOwnerDoesNotHaveIsAClearError() throws {
        let owner = TestOwner(accepting: [])
        #expect(throws: NibCodingError(.unknownKey(className: "TestOwner", key: "view"))) {
            try NibFile(path: Self.hello).instantiate(owner: owner, registry: uiKitRegistry())
        }
    }

    @Test func allowListRejectsOtherClasses() throws {
        let options = NibDecodingOptions(allowedClassNames: ["UIView", "NSString", "NSNumber", "NSArray", "NSMutableArray", "UIColor"])
        #expect(throws: NibCodingError(.classNotAllowed("UILabel"), object: 6)) {
            try NibFile(path: Self.hello).instantiate(owner: TestOwner(accepting: ["view"]), registry: uiKitRegistry(), options: options)
        }
    }

    /// A keyed archive goes through the same API (Corpus/KeyedArchiveRoundTrip/cycle.keyed, written by plistlib):
    /// the label's custom class MyLabel is unknown, so its fallback UILabel builds it.
    @Test func keyedArchivesInstantiateTheSameWay() throws {
        let path = Self.repository.appendingPathComponent("Corpus/KeyedArchiveRoundTrip/cycle.keyed").path
        let owner = TestOwner(accepting: [])
        var registry = uiKitRegistry()
        registry.register(TestView.self, as: "UIWindow")
        let result = try NibFile(path: path).instantiate(owner: owner, registry: registry)
        let window = try #require(result.topLevelObjects.first as? TestView)
        #expect(window.bounds == NibRect(x: 0, y: 0, width: 320, height: 480))
        let label = try #require(window.subviews.first as? TestLabel)
        #expect(label.text == "héllo")
        #expect(identical(label.superview, window))
        #expect(result.topLevelObjects.count == 1)   // the File's Owner proxy is left out
    }
}

@Suite(.enabled(if: SharedCorpus.shouldRun))
struct CorpusInstantiationTests {
    static let corpus = SharedCorpus.root

    /// GTMOAuth2ViewTouch.nib (Apple-compiled, iOS): nine outlets, two actions; facts read from its dump.
    @Test func outletsAndActionsOfAnAppleNib() throws {
        let path = Self.corpus.appendingPathComponent("nib-archive/GlassKit__MyGlass-Companion-iOS__GTMOAuth2ViewTouch.nib").path
        let owner = TestOwner(accepting: ["backButton", "forwardButton", "initialActivityIndicator", "navButtonsView",
                                          "rightBarButtonItem", "view", "webView"])
        let result = try NibFile(path: path).instantiate(owner: owner, registry: uiKitRegistry())
        #expect(Set(owner.outlets.keys) == ["backButton", "forwardButton", "initialActivityIndicator", "navButtonsView",
                                            "rightBarButtonItem", "view", "webView"])
        let back = try #require(owner.outlets["backButton"] as? TestButton)
        let forward = try #require(owner.outlets["forwardButton"] as? TestButton)
        let webView = try #require(owner.outlets["webView"] as? NibDynamicObject)   // UIWebView: no model type
        #expect(webView.className == "UIWebView")
        #expect(identical(webView.value(forNibKey: "delegate") as AnyObject?, owner))
        #expect(result.actions.count == 2)
        let goBack = try #require(result.actions.first { $0.selector == "goBack" })
        #expect(identical(goBack.source, back))
        #expect(identical(goBack.target, webView))
        #expect(goBack.eventMask == 64)   // UIControlEventTouchUpInside
        #expect(identical(result.actions.first { $0.selector == "goForward" }?.source, forward))
        #expect(result.outlets.count == 9)
        #expect(!result.topLevelObjects.contains { identical($0, owner) })
    }

    /// A storyboard scene: the view controller is a UIClassSwapper to FlutterViewController, registered
    /// here under a module-qualified Swift name; UIStoryboardPlaceholder is an external object.
    @Test func customClassesAndExternalObjects() throws {
        let path = Self.corpus.appendingPathComponent(
            "pairs/BestKai__my_flutter_wechat__build_ios_Debug-iphoneos_Runner.app_Base.lproj_Main.storyboardc/Main.storyboardc-UIViewController-BYZ-38-t0r.nib").path
        var registry = uiKitRegistry()
        registry.register(CustomViewController.self, as: "Flutter.FlutterViewController")
        let storyboard = NibPlaceholder(identifier: "the storyboard")
        #expect(throws: NibCodingError(.missingExternalObject("UIStoryboardPlaceholder"))) {
            try NibFile(path: path).instantiate(owner: TestOwner(accepting: ["sceneViewController"]), registry: registry)
        }
        // Registered as Module.Class, found through the mangled name the nib would hold for a Swift class.
        #expect(registry.type(for: "_TtC7Flutter21FlutterViewController") != nil)
        var plain = uiKitRegistry()
        plain.register(CustomViewController.self, as: "FlutterViewController")
        let owner = TestOwner(accepting: ["sceneViewController"])
        let result = try NibFile(path: path).instantiate(owner: owner, externalObjects: ["UIStoryboardPlaceholder": storyboard], registry: plain)
        let controller = try #require(owner.outlets["sceneViewController"] as? CustomViewController)
        #expect(identical(controller.storyboard, storyboard))
        #expect(controller.nibName == "BYZ-38-t0r-view-8bC-Xf-vdC")
        #expect(result.topLevelObjects.count == 1)
    }

    /// An AppKit nib (Sparkle's SUStatus.nib, NIBArchive from macOS ibtool): four NSNibOutletConnectors
    /// from File's Owner (labels checked with an independent Python parser of the file).
    @Test func appKitOutletsGoToTheOwner() throws {
        let path = Self.corpus.appendingPathComponent("nib-archive/transmission__transmission__macosx_Sparkle.framework_Versions_B_Resources_SUStatus.nib").path
        let owner = TestOwner(accepting: ["_actionButton", "_progressBar", "_statusTextField", "window"])
        let result = try NibFile(path: path).instantiate(owner: owner)
        #expect(owner.outlets.count == 4)
        #expect((owner.outlets["_actionButton"] as? NibDynamicObject)?.className == "NSButton")
        #expect((owner.outlets["window"] as? NibDynamicObject)?.className == "NSWindowTemplate")
        #expect((owner.outlets["_progressBar"] as? NibDynamicObject)?.className == "NSProgressIndicator")
        #expect((owner.outlets["_statusTextField"] as? NibDynamicObject)?.className == "NSTextField")
        #expect(!result.topLevelObjects.isEmpty)
        #expect(!result.topLevelObjects.contains { identical($0, owner) })
    }
}

/// Object identity, outside `#expect` (the macro's closure around `===` on existentials crashes the 6.3 compiler).
func identical(_ a: AnyObject?, _ b: AnyObject?) -> Bool { a === b }

/// Finding objects by type and tag, and walking a view tree.
struct LookupTests {
    @Test func findByTypeTagAndWalk() throws {
        let result = try NibFile(path: InstantiationTests.hello).instantiate(owner: TestOwner(accepting: ["view"]), registry: uiKitRegistry())
        let view = try #require(result.topLevelObject(ofType: TestView.self))
        let tagged = try result.objects(withTag: 7)
        #expect(tagged.count == 1)
        #expect((tagged.first as? TestLabel)?.text == "Hello, nib")
        var visited: [String] = []
        NibInstantiation.walk(view, children: { ($0 as? TestView)?.subviews ?? [] }) { object, depth in
            visited.append("\(depth):\(type(of: object))")
        }
        #expect(visited == ["0:TestView", "1:TestLabel"])
    }
}

/// Found by the InstantiateNib fuzz target (LeakSanitizer): dynamic objects kept their
/// decoder, whose unarchiver kept them — every instantiation leaked its objects.
struct LifetimeTests {
    @Test func instantiatedObjectsAreFreedWithTheResult() throws {
        weak var view: NibDynamicObject?
        weak var label: NibDynamicObject?
        do {
            let result = try NibFile(path: InstantiationTests.hello).instantiate(owner: TestOwner(accepting: ["view"]))
            view = result.topLevelObjects.first as? NibDynamicObject
            label = result.unarchiver.builtObjects.contains(6) ? (try result.unarchiver.object(at: 6) as? NibDynamicObject) : nil
            #expect(view != nil && label != nil)
        }
        #expect(view == nil)
        #expect(label == nil)
    }
}

/// Found by InstantiateNib (LeakSanitizer): an outlet whose value is an array holding the
/// object it is set on (here File's Owner's own top-level array) kept that object alive.
struct ArrayOutletLifetimeTests {
    @Test func arraysSetAsOutletsHoldTheirObjectsWeakly() throws {
        weak var weakObject: NibDynamicObject?
        do {
            let unarchiver = NibUnarchiver(graph: NibGraph(objects: [NibGraph.Object(className: "NSObject"), .init(className: "Thing")]))
            let object = try #require(try unarchiver.object(at: 1) as? NibDynamicObject)
            try object.setValue([object, "text"], forNibKey: "items")
            #expect((object.value(forNibKey: "items") as? [Any])?.count == 2)
            weakObject = object
        }
        #expect(weakObject == nil)
    }
}

/// Outlet collections and user-defined runtime attributes: no corpus nib has them, so the
/// graph is built here in the shapes ibtool writes (`uikit-nib-mapping.md`: a collection
/// connection's UIDestination is the array of members; a UINibKeyValuePair holds
/// UIObject, UIValue, UIKeyPath).
struct ConnectionKindsTests {
    @Test func outletCollectionsAndRuntimeAttributes() throws {
        func string(_ text: String) -> NibGraph.Object {
            .init(className: "NSString", entries: [.init("NS.bytes", .data(ByteView(copying: Array(text.utf8))))])
        }
        func array(_ items: [Int]) -> NibGraph.Object {
            .init(className: "NSArray", entries: [.init("NS.objects", .array(items.map { .object($0) }))])
        }
        let objects: [NibGraph.Object] = [
            .init(className: "NSObject", entries: [
                .init("UINibTopLevelObjectsKey", .object(9)), .init("UINibObjectsKey", .object(9)),
                .init("UINibConnectionsKey", .object(10)), .init("UINibKeyValuePairsKey", .object(11)),
            ]),
            .init(className: "UIProxyObject", entries: [.init("UIProxiedObjectIdentifier", .object(2))]),   // 1
            string("IBFilesOwner"),                                                                            // 2
            .init(className: "UILabel", entries: [.init("UITag", .integer(1))]),                               // 3
            .init(className: "UILabel", entries: [.init("UITag", .integer(2))]),                               // 4
            array([3, 4]),                                                                                     // 5
            .init(className: "UIRuntimeOutletCollectionConnection", entries: [
                .init("UILabel", .object(7)), .init("UISource", .object(1)), .init("UIDestination", .object(5)),
                .init("runtimeCollectionClassName", .object(8)), .init("addsContentToExistingCollection", .bool(false)),
            ]),                                                                                                // 6
            string("labels"),                                                                                  // 7
            string("NSArray"),                                                                                 // 8
            array([1, 3, 4]),                                                                                  // 9
            array([6]),                                                                                        // 10
            array([12]),                                                                                       // 11
            .init(className: "UINibKeyValuePair", entries: [
                .init("UIObject", .object(3)), .init("UIValue", .object(13)), .init("UIKeyPath", .object(14)),
            ]),                                                                                                // 12
            .init(className: "NSNumber", entries: [.init("NS.intval", .integer(22))]),                         // 13
            string("cornerRadius"),                                                                            // 14
        ]
        let owner = TestOwner(accepting: ["labels"])
        let result = try NibFile(graph: NibGraph(objects: objects)).instantiate(owner: owner, registry: uiKitRegistry())
        let labels = try #require(owner.outlets["labels"] as? [Any])
        #expect(labels.compactMap { ($0 as? TestLabel)?.tag } == [1, 2])
        let first = try #require(labels.first as? TestLabel)
        #expect(first.attributes["cornerRadius"] as? Int64 == 22)
        #expect(result.topLevelObjects.count == 2)
    }
}
