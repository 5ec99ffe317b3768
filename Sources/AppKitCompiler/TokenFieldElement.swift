import NibGraph
import XIBReader

/// `<tokenField>` → `NSTokenField` and `<tokenFieldCell>` → `NSTokenFieldCell`:
/// a text field and its cell (``TextFieldElement``), the cell followed by its
/// own keys in the order GNUstep's `-[NSTokenFieldCell encodeWithCoder:]`
/// writes them: `NSTokenStyle` (an integer: default 0, none 1, rounded 2,
/// squared 3, plain squared 4, AppKit's `NSTokenStyle`) and `NSCompletionDelay`
/// (a double, 0 by default as GNUstep's `+defaultCompletionDelay`). Cappuccino's
/// nib2cib and mySTEP, which read Apple's nibs, decode the same key names.
///
/// GNUstep also writes `NSTokenizingCharacterSet` (its default, a comma);
/// archiving a character set is not known here, so the key is left out and
/// the cell keeps AppKit's default. No Apple nib of the corpus holds a token
/// field, and the macOS AppKit encoder is not in the fact sources: a warning
/// says once per document that the encoding is not checked.
enum TokenFieldElement {
    /// The warning, said once per document, that the encoding is GNUstep's.
    static let unverified = "a token field is written as a text field (NSTokenField) whose NSTokenFieldCell adds "
        + "NSTokenStyle and NSCompletionDelay after the text field cell's keys, as GNUstep's encoder writes them; the "
        + "tokenizing character set is left at AppKit's default; no Apple nib of the corpus checks the encoding"

    /// `NSTokenStyle` values of `tokenStyle`.
    static let tokenStyles: [String: Int64] = ["default": 0, "none": 1, "plainText": 1, "rounded": 2, "squared": 3,
                                               "plainSquared": 4]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ field: Reference) {
        context.warnOnce(unverified, at: element)
        TextFieldElement.compile(&context, element, field, className: "NSTokenField")
    }

    static func compileCell(_ context: inout AppKitContext, _ element: XIBElement, _ cell: Reference) {
        TextFieldElement.compileCell(&context, element, cell, className: "NSTokenFieldCell",
                                     extraAttributes: ["tokenStyle", "completionDelay"])
        context.append("NSTokenStyle", .integer(context.enumeration(element, "tokenStyle", tokenStyles, default: 0)), to: cell)
        context.append("NSCompletionDelay", .double(context.number(element, "completionDelay") ?? 0), to: cell)
    }
}
