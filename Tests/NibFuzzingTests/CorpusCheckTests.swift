import NibBytes
import NibCoding
@testable import NibFuzzing
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
            var damaged = original
            damaged[Int.random(in: 0..<damaged.count, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator)
            inputs.append(damaged)
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
            var damaged = original
            for _ in 0..<4 {
                damaged[Int.random(in: 0..<damaged.count, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator)
            }
            for input in [original, damaged] {
                #expect(FuzzTarget.instantiateNib.check(ByteView(copying: input)) == nil, "\(path)")
            }
            // The comparison is not empty: the probes decoded values of real objects.
            let trace = InstantiationChecks.traced(try NibFile(bytes: ByteView(copying: original))).trace
            probes += trace.filter { $0.hasPrefix("probe ") }.count
        }
        #expect(probes >= 300)  // 391 probe objects on the corpus of November 2026
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
