import NibBytes
import NibGraph
import NIBArchive

/// Synthetic nibs of any size, for scaling and instantiation benchmarks: a
/// root view whose `UISubviews` holds `count` labels, each with bounds,
/// center, a tag and a text, as ibtool writes a UIKit nib.
public enum SyntheticNib {
    public static func graph(labels count: Int) -> NibGraph {
        var objects: [NibGraph.Object] = [NibGraph.Object(className: "NSObject")]
        func add(_ object: NibGraph.Object) -> Int {
            objects.append(object)
            return objects.count - 1
        }
        func geometry(_ values: [Double]) -> NibGraph.Value {
            .data(ByteView(copying: NIBFloatArray(elementType: .float64, values: values).encoded))
        }
        let root = add(NibGraph.Object(className: "UIView"))
        var labels: [NibGraph.Value] = []
        for index in 0..<count {
            let text = add(NibGraph.Object(className: "NSString", entries: [.init("NS.bytes", .data(ByteView(copying: Array("Label \(index)".utf8))))]))
            labels.append(.object(add(NibGraph.Object(className: "UILabel", entries: [
                .init("UIBounds", geometry([0, 0, 100, 21])), .init("UICenter", geometry([50, Double(index) * 21 + 10.5])),
                .init("UITag", .integer(Int64(index))), .init("UIText", .object(text)),
            ]))))
        }
        let subviews = add(NibGraph.Object(className: "NSArray", entries: [.init("NS.objects", .array(labels))]))
        objects[root].entries = [.init("UIBounds", geometry([0, 0, 320, 480])), .init("UICenter", geometry([160, 240])),
                                 .init("UISubviews", .object(subviews))]
        let top = add(NibGraph.Object(className: "NSArray", entries: [.init("NS.objects", .array([.object(root)]))]))
        let all = add(NibGraph.Object(className: "NSArray", entries: [.init("NS.objects", .array([.object(root)] + labels))]))
        objects[0].entries = [.init("UINibTopLevelObjectsKey", .object(top)), .init("UINibObjectsKey", .object(all)),
                              .init("UINibConnectionsKey", .object(add(NibGraph.Object(className: "NSArray", entries: [.init("NS.objects", .array([]))]))))]
        return NibGraph(objects: objects)
    }

    public static func nibArchive(labels count: Int) -> ByteView {
        var warnings: [NibGraphWarning] = []
        return ByteView(copying: try! graph(labels: count).nibArchiveBytes(warnings: &warnings))
    }

    public static func keyedArchive(labels count: Int) -> ByteView {
        var warnings: [NibGraphWarning] = []
        return ByteView(copying: try! graph(labels: count).keyedArchiveBytes(warnings: &warnings))
    }
}
