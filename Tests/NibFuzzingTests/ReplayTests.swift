import Foundation
import NibBytes
import NibFuzzing
import Testing

/// Replays every seed (`Corpus/<target>/`) and every input that ever failed
/// (`Corpus/regressions/<target>/`) through its fuzz target's check.
struct ReplayTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus")

    static func files(_ folder: String) -> [URL] {
        let url = corpus.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { url.appendingPathComponent($0) }
    }

    @Test(arguments: FuzzTarget.allCases)
    func seedsPass(target: FuzzTarget) throws {
        let seeds = Self.files(target.rawValue)
        #expect(seeds.count >= 5, "seeds missing in Corpus/\(target.rawValue)")
        for url in seeds {
            let finding = target.check(ByteView(try FileBytes.read(path: url.path)))
            #expect(finding == nil, "\(url.lastPathComponent): \(finding ?? "")")
        }
    }

    @Test(arguments: FuzzTarget.allCases)
    func regressionsPass(target: FuzzTarget) throws {
        for url in Self.files("regressions/" + target.rawValue) {
            let finding = target.check(ByteView(try FileBytes.read(path: url.path)))
            #expect(finding == nil, "\(url.lastPathComponent): \(finding ?? "")")
        }
    }

    @Test func inputsThatAreNotArchivesAreNoFinding() {
        // Not a NIBArchive: decoding fails with an error inside the input, which is no finding.
        #expect(FuzzTarget.nibArchiveDecode.check(ByteView(copying: Array("hello".utf8))) == nil)
        #expect(FuzzTarget.nibArchiveRoundTrip.check(ByteView(copying: [])) == nil)
    }
}
