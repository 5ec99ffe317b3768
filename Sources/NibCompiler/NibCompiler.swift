import IBDocument
import NibBytes
import NibGraph
import UIKitCompiler
import XIBReader

/// Compiles an Interface Builder document into nib bytes: reads the
/// document, picks the compiler its type calls for, and writes the graph as
/// a NIBArchive. `nibtool compile` and the `ibtool` front end are thin over it.
public enum NibCompiler {
    /// The compiled bytes and what the compiler said. Any diagnostic of
    /// severity `.error` means the output must not be used.
    public struct Output: Sendable {
        public var bytes: [UInt8]
        public var diagnostics: [IBDiagnostic]

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    public static func compile(_ bytes: ByteView, path: String, options: NibCompilerOptions = .init())
        throws(IBDocumentError) -> Output
    {
        let document = try IBDocument(bytes: bytes, path: path, options: options.readerOptions)
        switch document.platform {
        case .iOS, .tvOS:
            let compilation = try UIKitCompiler.compile(document, options: options.uikit)
            var graph = compilation.graph
            // ibtool writes coder version 10 from the iOS 15 SDK on, 9 before.
            let coderVersion = options.coderVersion ?? (options.uikit.sdk(for: document) >= 15 ? 10 : 9)
            graph.archiveLayout = NIBArchiveLayout(coderVersion: coderVersion)
            var warnings: [NibGraphWarning] = []
            do {
                let bytes = try graph.nibArchiveBytes(warnings: &warnings)
                return Output(bytes: bytes, diagnostics: compilation.diagnostics)
            } catch {
                throw IBDocumentError(.invalid("the compiled graph cannot be written: \(error)"), path: path)
            }
        case .macOS:
            throw IBDocumentError(.invalid("macOS (AppKit) documents are not supported yet"), path: path,
                                  line: document.root.line, column: document.root.column)
        }
    }
}

/// What to compile for: the UIKit compiler's options, the coder version and
/// the XML reader's limits.
public struct NibCompilerOptions: Sendable {
    public var uikit: UIKitCompilerOptions
    /// NIBArchive coder version; nil picks what the SDK's ibtool writes.
    public var coderVersion: UInt32?
    public var readerOptions: XIBReaderOptions

    public init(uikit: UIKitCompilerOptions = .init(), coderVersion: UInt32? = nil,
                readerOptions: XIBReaderOptions = .default) {
        self.uikit = uikit
        self.coderVersion = coderVersion
        self.readerOptions = readerOptions
    }
}
