import NibBytes
import NibGraph
import Testing
import TestSupport

/// A NIBArchive read in place gives each object's class and values as its graph does.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct NIBArchiveObjectsTests {
    @Test func everyValueOfTheCorpusReadsInPlaceAsInTheGraph() throws {
        var lookups = 0
        for path in SharedCorpus.files(startingWith: "NIBArchive") {
            let archive = try NIBArchiveObjects(bytes: ByteView(FileBytes.read(path: path)))
            let graph = NibGraph(archive)
            #expect(graph.objects.count == archive.count)
            for (index, object) in graph.objects.enumerated() {
                #expect(archive.className(of: index) == object.className, "\(path) #\(index)")
                #expect(archive.fallbackClassNames(of: index) == object.fallbackClassNames, "\(path) #\(index)")
                // Collections read as NS.objects/NS.keys arrays only through object(at:).
                guard !archive.isCollection(index) else { continue }
                let range = archive.valueRange(of: index)
                #expect(range.map { archive.key(ofValue: $0) } == object.entries.map(\.key), "\(path) #\(index)")
                for entry in object.entries {
                    let found = archive.valueIndex(forKey: entry.key, in: range).map { archive.value($0) }
                    #expect(found == object[entry.key], "\(path) #\(index) \(entry.key)")
                    lookups += 1
                }
                #expect(archive.valueIndex(forKey: "no such key", in: range) == nil)
            }
        }
        #expect(lookups >= 50_000, "\(lookups) lookups")
    }
}
