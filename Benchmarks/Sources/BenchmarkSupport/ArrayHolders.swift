import Foundation
import NibBytes
import NibGraph

/// Many small arrays of the same size: `count` objects, each holding a
/// two-string array under `items`. Foundation's NSKeyedArchiver on Linux
/// numbers objects through a hash table, and an `NSArray`'s hash is its
/// count, so equal-sized arrays all collide and every lookup compares
/// contents: encoding this graph is quadratic there. ``SyntheticNib`` has
/// only four arrays, so it does not show this.
public enum ArrayHolders {
    /// The graph for swift-nib's encoders.
    public static func graph(count: Int) -> NibGraph {
        var objects: [NibGraph.Object] = [NibGraph.Object(className: "NSObject")]
        func add(_ object: NibGraph.Object) -> Int {
            objects.append(object)
            return objects.count - 1
        }
        func string(_ text: String) -> NibGraph.Value {
            .object(add(NibGraph.Object(className: "NSString", entries: [.init("NS.bytes", .data(ByteView(copying: Array(text.utf8))))])))
        }
        var holders: [NibGraph.Value] = []
        for index in 0..<count {
            let items = add(NibGraph.Object(className: "NSArray", entries: [.init("NS.objects", .array([string("a\(index)"), string("b\(index)")]))]))
            holders.append(.object(add(NibGraph.Object(className: "Holder", entries: [.init("items", .object(items))]))))
        }
        let root = add(NibGraph.Object(className: "NSArray", entries: [.init("NS.objects", .array(holders))]))
        objects[0].entries = [.init("root", .object(root))]
        return NibGraph(objects: objects)
    }

    /// The same objects for NSKeyedArchiver.
    public static func foundationObjects(count: Int) -> [FoundationArrayHolder] {
        (0..<count).map { FoundationArrayHolder(items: ["a\($0)", "b\($0)"]) }
    }

    /// `holders` archived by NSKeyedArchiver under the key `root`.
    public static func archive(_ holders: [FoundationArrayHolder]) -> Data {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(holders, forKey: "root")
        archiver.finishEncoding()
        return archiver.encodedData
    }
}

/// An object holding one small array, for ``ArrayHolders``.
public final class FoundationArrayHolder: NSObject, NSCoding {
    public let items: [Any]

    public init(items: [Any]) {
        self.items = items
    }

    public init?(coder: NSCoder) {
        items = coder.decodeObject(forKey: "items") as? [Any] ?? []
    }

    public func encode(with coder: NSCoder) {
        coder.encode(items, forKey: "items")
    }
}
