import Foundation
import NibBytes
import NibCoding
import NibGraph
import Testing

/// A node that decodes the object under "next" (a chain) and remembers "me" (a self-reference).
final class ChainNode: NibDecodable {
    var next: ChainNode?
    var me: ChainNode?
    var meNow: Any?

    init(coder: NibObjectDecoder) throws {
        next = try coder.decodeObject(of: ChainNode.self, forKey: "next")
        meNow = try coder.decodeObject(forKey: "me")
        try coder.decodeObject(forKey: "me") { [unowned self] in self.me = $0 as? ChainNode }
    }
}

/// Replaces itself after decoding, like `awakeAfter(using:)` returning another object.
final class Replaced: NibDecodable, NibReplacing {
    init(coder: NibObjectDecoder) throws {}
    func awakeAfter(using decoder: NibObjectDecoder) throws -> AnyObject { Replacement() }
}
final class Replacement {}

/// Holds whatever "target" is, to see which object later references get.
final class Holder: NibDecodable {
    var target: AnyObject?
    init(coder: NibObjectDecoder) throws { target = try coder.decodeObject(forKey: "target") as AnyObject? }
}

/// Loads the nib it is in from its own init(coder:): UIKit's infinite-load trap.
final class SelfLoadingView: NibDecodable {
    nonisolated(unsafe) static var nib: NibFile?
    nonisolated(unsafe) static var registry = NibClassRegistry()

    init(coder: NibObjectDecoder) throws {
        _ = try Self.nib?.instantiate(registry: Self.registry)
    }
}

struct HostileGraphTests {
    func graph(_ objects: [NibGraph.Object]) -> NibGraph { NibGraph(objects: objects) }

    func registry() -> NibClassRegistry {
        var registry = NibClassRegistry()
        registry.register(ChainNode.self, as: "Node")
        registry.register(Replaced.self, as: "Replaced")
        registry.register(Holder.self, as: "Holder")
        registry.register(SelfLoadingView.self, as: "SelfLoadingView")
        return registry
    }

    @Test func aDeepChainIsATypedErrorNotAStackOverflow() {
        let count = 100_000
        var objects = [NibGraph.Object(className: "NSObject", entries: [.init("root", .object(1))])]
        for index in 1..<count {
            objects.append(.init(className: "Node", entries: index + 1 < count ? [.init("next", .object(index + 1))] : []))
        }
        let unarchiver = NibUnarchiver(graph: graph(objects), registry: registry())
        #expect(throws: NibCodingError(.tooDeep(limit: 200), object: 201)) { try unarchiver.object(at: 1) }
    }

    @Test func aSelfReferenceIsNilWhileDecodingAndDeliveredAfter() throws {
        let objects = [NibGraph.Object(className: "NSObject"), .init(className: "Node", entries: [.init("me", .object(1))])]
        let unarchiver = NibUnarchiver(graph: graph(objects), registry: registry())
        let node = try #require(try unarchiver.object(at: 1) as? ChainNode)
        #expect(node.meNow == nil)
        #expect(node.me === node)
    }

    @Test func aCollectionContainingItselfIsAnError() {
        let objects = [NibGraph.Object(className: "NSObject"),
                       .init(className: "NSArray", entries: [.init("NS.objects", .array([.object(1)]))])]
        let unarchiver = NibUnarchiver(graph: graph(objects))
        #expect(throws: NibCodingError(.cycle, object: 1, key: "NS.objects")) { try unarchiver.object(at: 1) }
    }

    @Test func aReferenceToAMissingObjectIsAnError() {
        let objects = [NibGraph.Object(className: "NSObject"), .init(className: "Holder", entries: [.init("target", .object(9))])]
        let unarchiver = NibUnarchiver(graph: graph(objects), registry: registry())
        #expect(throws: NibCodingError(.missingObject(9), object: 1, key: "target")) { try unarchiver.object(at: 1) }
    }

    @Test func limitsOnObjectsAndBytes() {
        let objects = [NibGraph.Object(className: "NSObject"),
                       .init(className: "NSArray", entries: [.init("NS.objects", .array([.object(2), .object(3)]))]),
                       .init(className: "NSString", entries: [.init("NS.bytes", .data(ByteView(copying: Array(repeating: 65, count: 600))))]),
                       .init(className: "NSString", entries: [.init("NS.bytes", .data(ByteView(copying: Array(repeating: 66, count: 600))))])]
        #expect(throws: NibCodingError(.tooManyObjects(limit: 2), object: 3)) {
            try NibUnarchiver(graph: graph(objects), options: .init(maximumObjects: 2)).object(at: 1)
        }
        #expect(throws: NibCodingError(.tooManyBytes(limit: 1000), object: 3)) {
            try NibUnarchiver(graph: graph(objects), options: .init(maximumBytes: 1000)).object(at: 1)
        }
        #expect((try? NibUnarchiver(graph: graph(objects)).object(at: 1) as? [Any])?.count == 2)
    }

    @Test func aReplacementIsWhatLaterReferencesGet() throws {
        let objects = [NibGraph.Object(className: "NSObject"), .init(className: "Replaced"),
                       .init(className: "Holder", entries: [.init("target", .object(1))])]
        let unarchiver = NibUnarchiver(graph: graph(objects), registry: registry())
        let replaced = try unarchiver.object(at: 1) as AnyObject
        #expect(replaced is Replacement)
        let holder = try #require(try unarchiver.object(at: 2) as? Holder)
        #expect(holder.target === replaced)
    }

    @Test func aClassThatLoadsItsOwnNibEndsInARecursionError() throws {
        let objects = [NibGraph.Object(className: "NSObject", entries: [
                           .init("UINibTopLevelObjectsKey", .object(2)), .init("UINibObjectsKey", .object(2))]),
                       .init(className: "SelfLoadingView"),
                       .init(className: "NSArray", entries: [.init("NS.objects", .array([.object(1)]))])]
        let nib = NibFile(graph: graph(objects))
        SelfLoadingView.nib = nib
        SelfLoadingView.registry = registry()
        #expect(throws: NibCodingError(.recursiveLoad(depth: 9))) { try nib.instantiate(registry: registry()) }
    }

    @Test func unkeyedValuesDecodeInOrder() throws {
        final class Pair: NibDecodable {
            var first: Any?, second: Any?
            init(coder: NibObjectDecoder) throws {
                var coder = coder
                first = try coder.decodeNextObject()
                second = try coder.decodeNextObject()
            }
        }
        var registry = NibClassRegistry()
        registry.register(Pair.self, as: "Pair")
        let objects = [NibGraph.Object(className: "NSObject"),
                       .init(className: "Pair", entries: [.init("$2", .integer(2)), .init("$1", .integer(1))])]
        let pair = try #require(try NibUnarchiver(graph: graph(objects), registry: registry).object(at: 1) as? Pair)
        #expect(pair.first as? Int64 == 1)
        #expect(pair.second as? Int64 == 2)
    }

    @Test func swiftMangledNames() {
        // The registry finds Module.Class and Class registrations through the runtime's spellings.
        var registry = NibClassRegistry()
        registry.register(ChainNode.self, as: "Module.Outer.Inner")
        registry.register(Holder.self, as: "Plain")
        #expect(registry.type(for: "_TtCC6Module5Outer5Inner") == ChainNode.self)
        #expect(registry.type(for: "_TtC5Other5Plain") == Holder.self)
        #expect(registry.type(for: "Other.Plain") == Holder.self)
        #expect(registry.type(for: "_TtC6Module99Class") == nil)
    }
}
