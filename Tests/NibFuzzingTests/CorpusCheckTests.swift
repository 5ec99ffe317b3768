import NibBytes
import NibCoding
@testable import NibFuzzing
import NibGraph
import Testing
import TestSupport

/// The decode checks pass on real nibs and on damaged copies of them, so a
/// finding from the fuzzer is a bug in the code, not in the check.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct CorpusCheckTests {
    @Test func nibArchiveDecodeCheckPassesOnTheCorpus() throws {
        let paths = SharedCorpus.files(startingWith: "NIBArchive")
        #expect(paths.count >= 200)
        var generator = SeededGenerator(seed: 0x10_0C)
        for path in paths {
            let original = try ByteView(FileBytes.read(path: path)).array
            var inputs = [original, Array(original.prefix(original.count / 2))]
            inputs.append(generator.damaged(original, flips: 1))
            for input in inputs {
                #expect(FuzzTarget.nibArchiveDecode.check(ByteView(copying: input)) == nil, "\(path)")
            }
        }
    }
}

/// The instantiation check (a NIBArchive read in place and through its graph
/// decodes the same values) on real nibs and damaged copies.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct InstantiationCheckTests {
    @Test func readingInPlaceMatchesTheGraphOnTheCorpus() throws {
        let paths = SharedCorpus.files(startingWith: "NIBArchive")
        #expect(paths.count >= 200)
        var generator = SeededGenerator(seed: 0x1A_57)
        var probes = 0
        for path in paths {
            let original = try ByteView(FileBytes.read(path: path)).array
            for input in [original, generator.damaged(original, flips: 4)] {
                #expect(FuzzTarget.instantiateNib.check(ByteView(copying: input)) == nil, "\(path)")
            }
            // The comparison is not empty: the probes decoded values of real objects.
            let trace = InstantiationChecks.traced(try NibFile(bytes: ByteView(copying: original))).trace
            probes += trace.filter { $0.hasPrefix("probe ") }.count
        }
        #expect(probes >= 300)  // 391 probe objects on the shared corpus
    }

    @Test func keyedArchivesReadInPlaceMatchTheGraphOnTheCorpus() throws {
        let paths = SharedCorpus.files(startingWith: "bplist00")
        #expect(paths.count >= 100)
        var generator = SeededGenerator(seed: 0x4E_1D)
        var inPlace = 0, probes = 0
        for path in paths {
            let original = try ByteView(FileBytes.read(path: path)).array
            for input in [original, generator.damaged(original, flips: 4)] {
                #expect(FuzzTarget.instantiateNib.check(ByteView(copying: input)) == nil, "\(path)")
            }
            guard let file = try? NibFile(bytes: ByteView(copying: original)) else { continue }
            if case .keyedArchive = file.objects { inPlace += 1 }
            probes += InstantiationChecks.traced(file).trace.filter { $0.hasPrefix("probe ") }.count
        }
        // The keyed nibs are read in place (112 of the 130 files; the others are
        // plain property lists), and the probes decoded real objects from them (271).
        #expect(inPlace >= 100, "\(inPlace) of \(paths.count) read in place")
        #expect(probes >= 200, "\(probes) probes")
    }

    /// The keyed corpus is mostly AppKit, whose nibs have no geometry strings;
    /// the UIKit NIBArchives converted to keyed archives have many.
    @Test func convertedUIKitNibsReadInPlaceMatchTheGraph() throws {
        var geometry = 0
        for path in SharedCorpus.files(startingWith: "NIBArchive") {
            var graph = try NibGraph(nibArchiveBytes: ByteView(FileBytes.read(path: path)))
            graph.archiveLayout = nil  // no `$nibarchive` entry, which the in-place reader leaves to the graph
            var warnings: [NibGraphWarning] = []
            let keyed = ByteView(copying: try graph.keyedArchiveBytes(warnings: &warnings))
            #expect(FuzzTarget.instantiateNib.check(keyed) == nil, "\(path)")
            let file = try NibFile(bytes: keyed)
            guard case .keyedArchive = file.objects else {
                Issue.record("\(path): not read in place")
                continue
            }
            geometry += InstantiationChecks.traced(file).trace.filter { $0.contains("UIBounds: data 33") }.count
        }
        #expect(geometry >= 20, "\(geometry) UIBounds blobs decoded")  // 22 on the shared corpus
    }
}

/// The CLI check on real files of every kind the CLI reads.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct CLICheckTests {
    @Test func cliInspectCheckPassesOnCorpusFiles() throws {
        let kinds = ["NIBArchive", "bplist00", "<?xml"]
        for kind in kinds {
            let paths = SharedCorpus.files(startingWith: kind)
            #expect(!paths.isEmpty, "no corpus file starts with \(kind)")
            for path in paths.prefix(8) {
                let bytes = try ByteView(FileBytes.read(path: path))
                #expect(FuzzTarget.cliInspect.check(bytes) == nil, "\(path)")
            }
        }
    }
}
