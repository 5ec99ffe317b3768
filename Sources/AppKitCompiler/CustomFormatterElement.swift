import NibGraph
import XIBReader

/// `<customFormatter>` → an `NSClassSwapper` of its custom class standing for
/// an `NSFormatter` (a cell's `NSFormatter`, listed with its cell), as a
/// custom-class object of any other AppKit class is written: `NSClassName`,
/// `NSOriginalClassName`. `NSFormatter` archives no keys of its own.
///
/// No Apple nib of the corpus holds a custom formatter, which a warning says
/// once per document.
enum CustomFormatterElement {
    static let unverified = "a custom formatter is written as an NSClassSwapper of its class standing for an NSFormatter; "
        + "no Apple nib of the corpus checks the encoding"

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ formatter: Reference) {
        context.warnUnknownAttributes(of: element, known: ["id", "key", "customClass", "customModule", "customModuleProvider",
                                                           "userLabel"])
        context.warnUnknownChildren(of: element, known: [])
        context.warnOnce(unverified, at: element)
        context.beginObject(formatter, of: element, className: "NSFormatter")
    }
}
