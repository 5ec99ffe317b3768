import Foundation
import NIBArchive
import NibBytes
import NibCoding
import NibCompiler
import NibGraph
import Testing
import TestSupport

/// Every iOS/tvOS 3.0 xib and storyboard, and every macOS 3.0 xib, of the
/// corpus compiles without an error, and every nib it gives re-encodes to its
/// own bytes and instantiates.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct CorpusCompileTests {
    static let documents: [String] = SharedCorpus.files(startingWith: "<?xml").filter { path in
        guard let head = FileManager.default.contents(atPath: path)?.prefix(600) else { return false }
        let text = String(decoding: head, as: UTF8.self)
        return (text.contains("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch")
            || text.contains("<document type=\"com.apple.InterfaceBuilder.AppleTV")) && text.contains("version=\"3.0\"")
    }

    @Test func everyIOSDocumentCompilesVerifiesAndInstantiates() throws {
        #expect(Self.documents.count >= 170)
        #expect(try Self.compileVerifyInstantiate(Self.documents) >= Self.documents.count)
    }

    /// Compiles each document, expecting no error; each nib it gives must
    /// re-encode to its own bytes and instantiate. Returns the number of nibs.
    static func compileVerifyInstantiate(_ paths: [String]) throws -> Int {
        var nibs = 0
        for path in paths {
            let output: NibCompiler.Output
            do {
                output = try NibCompiler.compile(ByteView(try FileBytes.read(path: path)), path: path)
            } catch {
                Issue.record("\(error)")
                continue
            }
            #expect(!output.hasErrors, "\(path): \(output.diagnostics.filter { $0.severity == .error })")
            let files = output.directory.map { $0.filter { $0.name.hasSuffix(".nib") }.map(\.bytes) } ?? [output.bytes]
            for bytes in files {
                let view = ByteView(copying: bytes)
                // A nib bundle's designable.nib compiles to a keyed archive, which decodes and instantiates.
                let keyed = bytes.starts(with: Array("bplist00".utf8))
                let graph = keyed ? try NibGraph(keyedArchiveBytes: view) : try NibGraph(nibArchiveBytes: view)
                var warnings: [NibGraphWarning] = []
                if !keyed { #expect(try graph.nibArchiveBytes(warnings: &warnings) == bytes, "\(path)") }
                // A storyboard's scene nibs name the storyboard, which UIKit passes in as an external object.
                var external: [String: AnyObject] = ["UIStoryboardPlaceholder": StoryboardStandIn()]
                // A view nib's upstream placeholders name objects of its controller's nib, which UIKit passes in too.
                for name in upstreamPlaceholderNames(in: graph) { external[name] = NibPlaceholder(identifier: name) }
                #expect(throws: Never.self, "\(path)") { _ = try NibFile(bytes: view).instantiate(externalObjects: external) }
                nibs += 1
            }
        }
        return nibs
    }

    /// Every macOS 3.0 xib and storyboard of the corpus (the Transmission xibs among them).
    static let macDocuments: [String] = SharedCorpus.files(startingWith: "<?xml").filter { path in
        guard let head = FileManager.default.contents(atPath: path)?.prefix(600) else { return false }
        let text = String(decoding: head, as: UTF8.self)
        return (text.contains("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"")
            || text.contains("<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\"")) && text.contains("version=\"3.0\"")
    }

    /// Every macOS xib and storyboard compiles without an error; each nib re-encodes to its own bytes and instantiates.
    @Test func everyMacDocumentCompilesVerifiesAndInstantiates() throws {
        #expect(Self.macDocuments.count >= 260)
        #expect(Self.macDocuments.filter { $0.contains("transmission__transmission") }.count >= 3)
        #expect(try Self.compileVerifyInstantiate(Self.macDocuments) >= Self.macDocuments.count)
    }

    /// The `UpstreamPlaceholder-…` identifiers of a nib's proxies.
    static func upstreamPlaceholderNames(in graph: NibGraph) -> [String] {
        graph.objects.filter { $0.className == "UIProxyObject" }.compactMap { proxy -> String? in
            guard case .object(let index)? = proxy["UIProxiedObjectIdentifier"],
                  case .data(let bytes)? = graph.objects[index]["NS.bytes"] else { return nil }
            let name = String(decoding: bytes.array, as: UTF8.self)
            return name.hasPrefix("UpstreamPlaceholder-") ? name : nil
        }
    }
}

/// What a scene nib's `UIStoryboardPlaceholder` stands for when it loads.
final class StoryboardStandIn {}
