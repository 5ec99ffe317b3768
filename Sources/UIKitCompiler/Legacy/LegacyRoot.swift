import IBDocument

extension UIKitCompiler {
    /// Compiles an Interface Builder 3 archive into the object graph UIKit's
    /// nib loader decodes, in the shape the 3.0 compiler gives the same
    /// objects. Unknown classes and keys are warnings naming their place.
    public static func compileLegacy(_ archive: LegacyArchive, options: UIKitCompilerOptions = .init()) -> UIKitCompilation {
        var options = options
        options.sdkVersion = options.sdk(for: archive)
        var context = LegacyContext(archive: archive, options: options)
        context.compileRoot()
        var graph = context.base.builder.graph
        // The iOS 3 SDK's keyed archives name each class's superclasses.
        if context.sdk <= 3 { UIKitClassChains.addChains(to: &graph) }
        return UIKitCompilation(graph: graph, diagnostics: Storyboard.firstOnly(of: Storyboard.documentWarnings, in: context.base.diagnostics))
    }
}

/// The root object of a legacy archive: the root objects (`IBDocument.RootObjects`)
/// as the top-level objects, every object level by level (breadth first, as
/// the 3.0 compiler lists them), the connections, then the shared root writer's lists.
extension LegacyContext {
    mutating func compileRoot() {
        let roots = archive.rootObjects
        let topLevel = roots.compactMap { compile($0) }
        var all: [Reference] = []
        var level = roots
        var seen: Set<String> = []
        while !level.isEmpty {
            var next: [LegacyObject] = []
            for object in level where isKnown(object) {
                // An object listed twice (shared by reference) is one object; a cycle stops here.
                if let id = object.id {
                    guard seen.insert(id).inserted else { continue }
                    all.append(self.object(forID: id))
                }
                next += LegacyView.subviews(object, in: archive)
                // A bar's items, an item's buttons: after the subviews, as the 3.0 kinds' nested objects.
                if object.className == "IBUINavigationBar" { next += LegacyNavigationBar.items(of: object, in: archive) }
                if object.className == "IBUINavigationItem" { next += LegacyNavigationBar.buttons(of: object, in: archive) }
            }
            level = next
        }
        let connections = LegacyConnections.compileAll(&self)
        base.writeRoot(topLevel: topLevel, objects: all, connections: connections)
    }
}
