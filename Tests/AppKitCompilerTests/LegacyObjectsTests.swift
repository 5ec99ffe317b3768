import Foundation
import NibBytes
import NibCompiler
import NibGraph
import Testing

/// The objects of a Mac Interface Builder 3 archive copied into a graph, on
/// archives a fuzzer wrote.
struct LegacyObjectsTests {
    /// A dictionary whose value is a reference to itself: that value is left
    /// out with a warning (it overflowed the stack), the rest compiled.
    @Test func dictionaryHoldingItselfIsCut() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus/regressions/XIBCompile/legacy-self-dictionary.xib").path
        let output = try NibCompiler.compile(ByteView(try FileBytes.read(path: path)), path: path)
        #expect(!output.hasErrors)
        #expect(output.diagnostics.map(\.message).contains("dictionary 1007 holds itself; the inner reference is left out (nil)"))
        let graph = try NibGraph(keyedArchiveBytes: ByteView(copying: output.bytes))
        let dictionary = try #require(graph.objects.first { $0.className == "NSDictionary" })
        // Its one value was itself: left out.
        #expect(dictionary["NS.objects"] == .array([]))
        #expect(dictionary["NS.keys"] == .array([]))
    }
}
