import Foundation
import NibBytes
import NibCompiler
import NibGraph
import TestSupport

/// The corpus's Apple-compiled NIBArchives and the NIBArchives the compiler
/// makes from the corpus's documents, one platform at a time, read and
/// compiled once for the tests that hold the second against the first.
struct AppleNibCorpus: Sendable {
    /// Every Apple NIBArchive of the platform (pairs, storyboard bundles, loose nibs).
    let appleNibs: [NibGraph]
    /// How many documents of the platform the corpus has, compiled or not.
    let documentCount: Int
    /// Each NIBArchive compiled from those documents (a storyboard gives several).
    let compiledNibs: [NibGraph]

    static let iOS = Result { try AppleNibCorpus(iOS: true) }
    static let mac = Result { try AppleNibCorpus(iOS: false) }

    /// Whether a nib is UIKit's (its root lists top-level objects) rather than AppKit's.
    static func isIOS(_ graph: NibGraph) -> Bool {
        graph.objects.first?["UINibTopLevelObjectsKey"] != nil
    }

    init(iOS: Bool) throws {
        appleNibs = try SharedCorpus.files(startingWith: "NIBArchive").compactMap { path in
            let graph = try NibGraph(nibArchiveBytes: ByteView(FileBytes.read(path: path)))
            return Self.isIOS(graph) == iOS ? graph : nil
        }
        let documents = Self.documents(iOS: iOS)
        documentCount = documents.count
        var compiled: [NibGraph] = []
        for path in documents {
            let output = try NibCompiler.compile(ByteView(FileBytes.read(path: path)), path: path)
            guard !output.hasErrors else { continue }
            let files = output.directory.map { $0.filter { $0.name.hasSuffix(".nib") }.map(\.bytes) } ?? [output.bytes]
            for bytes in files where bytes.starts(with: Array("NIBArchive".utf8)) {
                compiled.append(try NibGraph(nibArchiveBytes: ByteView(copying: bytes)))
            }
        }
        compiledNibs = compiled
    }

    /// Every document of the corpus of one platform: 3.0 xibs and storyboards, and
    /// Interface Builder 3 `<archive>` xibs and nib bundles, pairs' sources included.
    static func documents(iOS: Bool) -> [String] {
        let types = iOS ? ["com.apple.InterfaceBuilder3.CocoaTouch", "com.apple.InterfaceBuilder.AppleTV"]
            : ["com.apple.InterfaceBuilder3.Cocoa."]
        return SharedCorpus.files(startingWith: "<?xml").filter { path in
            guard let head = FileManager.default.contents(atPath: path)?.prefix(600) else { return false }
            let text = String(decoding: head, as: UTF8.self)
            return types.contains { text.contains("type=\"\($0)") }
        }
    }
}
