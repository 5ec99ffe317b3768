import KeyedArchive
import NIBArchive
import NibBytes
import NibGraph
import Testing
import TestSupport

/// Conversions between NIBArchive, the graph and keyed archives over every corpus file.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct CorpusConversionTests {
    static let nibArchives = SharedCorpus.files(startingWith: "NIBArchive")

    @Test func corpusHasTheFiles() {
        #expect(Self.nibArchives.count >= 229)
        #expect(SharedCorpus.keyedArchives.count >= 100)
    }

    @Test func everyNIBArchiveGoesThroughTheGraphByteForByte() throws {
        for path in Self.nibArchives {
            let original = ByteView(try FileBytes.read(path: path))
            do {
                let graph = try NibGraph(nibArchiveBytes: original)
                var warnings: [NibGraphWarning] = []
                let bytes = try graph.nibArchiveBytes(warnings: &warnings)
                let same = original.equals(bytes)
                #expect(same, "\(path)")
                #expect(warnings.isEmpty, "\(path): \(warnings)")
            } catch {
                Issue.record("\(path): \(error)")
            }
        }
    }

    @Test func everyNIBArchiveConvertsToKeyedAndBackByteForByte() throws {
        for path in Self.nibArchives {
            let original = ByteView(try FileBytes.read(path: path))
            do {
                var warnings: [NibGraphWarning] = []
                let keyed = try NibGraph(nibArchiveBytes: original).keyedArchiveBytes(warnings: &warnings)
                #expect(warnings.isEmpty, "\(path): \(warnings)")
                let graph = try NibGraph(keyedArchiveBytes: ByteView(copying: keyed))
                let back = try graph.nibArchiveBytes(warnings: &warnings)
                let same = original.equals(back)
                #expect(same, "\(path)")
                #expect(warnings.isEmpty, "\(path): \(warnings)")
            } catch {
                Issue.record("\(path): \(error)")
            }
        }
    }

    @Test func everyKeyedNibDecodesAndReencodesToAnEqualGraph() throws {
        for path in SharedCorpus.keyedArchives {
            let original = ByteView(try FileBytes.read(path: path))
            do {
                let graph = try NibGraph(keyedArchiveBytes: original)
                var warnings: [NibGraphWarning] = []
                let bytes = try graph.keyedArchiveBytes(warnings: &warnings)
                #expect(warnings.isEmpty, "\(path): \(warnings)")
                let again = try NibGraph(keyedArchiveBytes: ByteView(copying: bytes))
                #expect(again == graph, "\(path)")
            } catch {
                Issue.record("\(path): \(error)")
            }
        }
    }
}
