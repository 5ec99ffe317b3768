import IBDocument
import NibGraph
import XIBReader

/// Compiles an iOS or tvOS Interface Builder document into the object graph
/// UIKit's nib loader decodes, as Apple's ibtool does.
///
/// The root object holds the nib's lists (top-level objects, all objects,
/// connections, visible windows, accessibility, trait storage, runtime
/// attributes); each element kind has its own file that adds its object's
/// values in the order its class encodes them (see ``UIKitElements``).
/// Unknown elements and attributes are warnings naming their place.
public enum UIKitCompiler {
    public static func compile(_ document: IBDocument, options: UIKitCompilerOptions = .init())
        throws(IBDocumentError) -> UIKitCompilation
    {
        guard document.platform != .macOS else {
            throw IBDocumentError(.invalid("not an iOS or tvOS document"), path: document.path, line: document.root.line,
                                  column: document.root.column)
        }
        guard document.kind == .xib else {
            throw IBDocumentError(.invalid("a storyboard compiles with compileStoryboard"), path: document.path,
                                  line: document.root.line, column: document.root.column)
        }
        var context = UIKitContext(document: document, options: options)
        context.compileRoot()
        return UIKitCompilation(graph: context.takeCompiledGraph(),
                                diagnostics: Storyboard.firstOnly(of: Storyboard.documentWarnings, in: context.diagnostics))
    }
}

/// A compiled document: its graph and what the compiler said about it.
public struct UIKitCompilation: Sendable {
    public var graph: NibGraph
    public var diagnostics: [IBDiagnostic]
}
