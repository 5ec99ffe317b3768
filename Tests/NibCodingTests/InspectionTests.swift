import NibBytes
import NibCoding
import NibGraph
import Testing

/// `NibInspection` read from graphs built in the test: summaries, shared
/// destination arrays and class counts.
struct InspectionTests {
    static func string(_ text: String) -> NibGraph.Object {
        .init(className: "NSString", entries: [.init("NS.bytes", .data(ByteView(copying: Array(text.utf8))))])
    }

    static func array(_ elements: [Int]) -> NibGraph.Object {
        .init(className: "NSArray", entries: [.init("NS.objects", .array(elements.map { .object($0) }))])
    }

    /// 0 root, 1 top-level array, 2 objects array, 3 connections array, 4 shared array,
    /// 5-6 views, 7 name string, 8-9 swappers naming 7, 10 swapper with its own string 11,
    /// 12-13 collections naming 4, 14 a view of class "Shared".
    static let graph = NibGraph(objects: [
        .init(className: "NSObject", entries: [.init("UINibTopLevelObjectsKey", .object(1)), .init("UINibObjectsKey", .object(2)),
                                               .init("UINibConnectionsKey", .object(3))]),
        array([5, 8]), array([5, 6, 8, 9, 10]), array([12, 13]), array([5, 6, 5]),
        .init(className: "UIView", entries: [.init("UISubviews", .object(4))]), .init(className: "UIView"),
        string("Shared"),
        .init(className: "UIClassSwapper", entries: [.init("UIClassName", .object(7))]),
        .init(className: "UIClassSwapper", entries: [.init("UIClassName", .object(7))]),
        .init(className: "UIClassSwapper", entries: [.init("UIClassName", .object(11))]),
        string("Shared"),
        .init(className: "UIRuntimeOutletCollectionConnection", entries: [.init("UIDestination", .object(4))]),
        .init(className: "UIRuntimeOutletCollectionConnection", entries: [.init("UIDestination", .object(4))]),
        .init(className: "Shared"),
    ])

    @Test func objectsAreNamedAndMarkedTopLevel() {
        let objects = NibInspection(graph: Self.graph).objects
        #expect(objects.map(\.index) == [5, 6, 8, 9, 10])
        #expect(objects.map(\.className) == ["UIView", "UIView", "Shared", "Shared", "Shared"])
        #expect(objects.map(\.isTopLevel) == [true, false, true, false, false])
        #expect(objects[2].archivedClassName == "UIClassSwapper")
    }

    @Test func collectionsSharingAnArrayEachListItsElements() {
        let connections = NibInspection(graph: Self.graph).connections
        #expect(connections.count == 2)
        #expect(connections.allSatisfy { $0.kind == .outletCollection && $0.destinations.map(\.index) == [5, 6, 5] })
        #expect(connections[0].destinations[0].isTopLevel && !connections[0].destinations[1].isTopLevel)
    }

    @Test func hierarchyFollowsSubviewsOnce() {
        let hierarchy = NibInspection(graph: Self.graph).hierarchy
        #expect(hierarchy.map(\.object.index) == [5, 8])
        #expect(hierarchy[0].subviews.map(\.object.index) == [6])   // 5 is already on the path
    }

    @Test func classesAddUpNamesFromStringsAndClasses() {
        let classes = NibInspection(graph: Self.graph).classes
        let shared = classes.first { $0.name == "Shared" }
        #expect(shared?.count == 4)   // three swappers through two strings, one object of that class
        #expect(shared?.isCustom == true)
        #expect(classes.first { $0.name == "NSString" }?.count == 2)
        #expect(classes.map(\.name).filter { $0 == "Shared" }.count == 1)
    }
}
