import AppKitCompiler
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
            // ibtool writes coder version 10 from the iOS 15 SDK on, 9 before.
            let coderVersion = options.coderVersion ?? (options.uikit.sdk(for: document) >= 15 ? 10 : 9)
            return try write(compilation.graph, coderVersion: coderVersion, diagnostics: compilation.diagnostics, path: path)
        case .macOS:
            // AppKit nibs take the module of custom classes from the same option as UIKit ones.
            let appKitOptions = AppKitCompilerOptions(module: options.uikit.module)
            let compilation = try AppKitCompiler.compile(document, options: appKitOptions)
            // Every macOS nib of the corpus is coder version 10.
            return try write(compilation.graph, coderVersion: options.coderVersion ?? 10,
                             diagnostics: compilation.diagnostics, path: path)
        }
    }

    /// `graph` as NIBArchive bytes of `coderVersion`.
    private static func write(_ graph: NibGraph, coderVersion: UInt32, diagnostics: [IBDiagnostic], path: String)
        throws(IBDocumentError) -> Output
    {
        var graph = graph
        graph.archiveLayout = NIBArchiveLayout(coderVersion: coderVersion)
        var warnings: [NibGraphWarning] = []
        do {
            let bytes = try graph.nibArchiveBytes(warnings: &warnings)
            return Output(bytes: bytes, diagnostics: diagnostics)
        } catch {
            throw IBDocumentError(.invalid("the compiled graph cannot be written: \(error)"), path: path)
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
