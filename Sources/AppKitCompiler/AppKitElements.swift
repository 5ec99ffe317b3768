import XIBReader

/// How one element kind compiles: it gives the object its class and values.
struct AppKitElementKind: Sendable {
    let compile: @Sendable (inout AppKitContext, XIBElement, Reference) -> Void
    /// Whether the object is listed in `NSObjectsKeys` with its parent.
    var listed = true
}

/// The element kinds the AppKit compiler knows, by element name. Each kind
/// lives in its own file; adding a kind is adding a file and a line here.
enum AppKitElements {
    static func kind(named name: String) -> AppKitElementKind? {
        table[name]
    }

    private static let table: [String: AppKitElementKind] = [
        "customObject": AppKitElementKind(compile: CustomObjectElement.compile),
        "window": AppKitElementKind(compile: WindowElement.compile),
        "view": AppKitElementKind(compile: ViewElement.compile),
        "customView": AppKitElementKind(compile: ViewElement.compileCustomView),
    ]
}
