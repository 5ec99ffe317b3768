import NibGraph
import Testing

/// An integer and a double of equal value are one `NSNumber`, of the kind
/// Apple's encoder meets first in its depth-first walk (numfmt_dedup: a real
/// minimum 1 encoded before an integer digit count 1).
struct EqualNumberTests {
    /// The number kept for a root holding `first` then `second`.
    static func kept(integerMadeFirst: Bool, integerEncodedFirst: Bool) -> [NibGraph.Entry] {
        var builder = NibGraphBuilder()
        let integer: NibGraphBuilder.Reference, double: NibGraphBuilder.Reference
        if integerMadeFirst {
            integer = builder.number(Int64(1))
            double = builder.number(1.0)
        } else {
            double = builder.number(1.0)
            integer = builder.number(Int64(1))
        }
        let order = integerEncodedFirst ? [integer, double] : [double, integer]
        builder.append("first", .object(order[0]), to: builder.root)
        builder.append("second", .object(order[1]), to: builder.root)
        let graph = builder.graph
        guard case .object(let first)? = graph.objects[0]["first"], case .object(let second)? = graph.objects[0]["second"]
        else { return [] }
        #expect(first == second)
        #expect(graph.objects.count == 2)
        return graph.objects[first].entries
    }

    @Test func theKindEncodedFirstIsKept() {
        for madeFirst in [true, false] {
            #expect(Self.kept(integerMadeFirst: madeFirst, integerEncodedFirst: true) == [.init(FoundationClasses.integerKey, .integer(1))])
            #expect(Self.kept(integerMadeFirst: madeFirst, integerEncodedFirst: false) == [.init(FoundationClasses.doubleKey, .double(1))])
        }
    }
}
