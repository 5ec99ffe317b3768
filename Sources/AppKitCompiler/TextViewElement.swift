import IBDocument
import NibBytes
import NibGraph
import XIBReader

/// `<textView>` → `NSTextView` with the text system it owns: an
/// `NSTextContainer` as wide as the view, its `NSLayoutManager`, and an
/// `NSTextStorage` (empty, or the document's attributed text); `NSTextViewSharedData` holds the editing flags and
/// the selection, insertion point and link attributes (System colors).
///
/// `NSFlags` bits: selectable 0x1, editable 0x2, rich text 0x4, imports
/// graphics 0x8, uses font panel 0x20, uses ruler 0x40, continuous spell
/// checking 0x80, draws background 0x100, 0x800 always, smart insert and
/// delete 0x200, allows undo 0x400, find panel 0x2000, document background
/// changes 0x4000, link detection 0x4_0000, spelling correction 0x400_0000. `NSTVFlags` is 132 plus
/// horizontally (1) and vertically (2) resizable; documents saved by
/// Interface Builder 11169 to 13086 mean vertically resizable by default.
///
/// In a storyboard ibtool sets two more `NSFlags` bits, 0x8000 and
/// 0x200_0000, and a text view without `minSize` and `maxSize` gets no
/// spelling correction bit and the `NSMaxSize` of its document frame (Apple's
/// storyboard pairs; the xib pairs' text views all give their sizes, and an
/// Interface Builder 11762 one without them writes no `NSMaxSize`).
///
/// A storyboard's text view with a custom class gets 0x2_0000 and
/// 0x100_0000 too, and its scroll view is left untiled (Apple's
/// `sb_tv_customclass` pair: text view and clip view keep their 480 points
/// where `sb_textview`, the same scene without the class, narrows them by
/// the scroller; a fixed width does not do it, as `test12_text_view_border`'s
/// 240-wide text view shows). No xib pair has a custom-class text view, so
/// xibs keep the plain form.
///
/// `textCompletion="NO"` sets the shared data's
/// `NSAutomaticTextCompletionDisabled`, the key Apple's nibs write false for
/// every text view and true for a search field whose completion is off; no
/// Apple nib shows a text view's, which a warning says once per document.
enum TextViewElement {
    /// The `NSFlags` bits ibtool adds to a storyboard's text views.
    static let storyboardFlags: Int64 = 0x200_8000
    static let spellingCorrectionFlag: Int64 = 0x400_0000
    /// The `NSFlags` bits ibtool adds to a storyboard's custom-class text view.
    static let customClassInStoryboardFlags: Int64 = 0x102_0000

    /// Whether `element` is a text view with a custom class in a storyboard.
    static func isCustomClassInStoryboard(_ element: XIBElement?, _ document: IBDocument) -> Bool {
        guard let element, element.name == "textView", document.kind == .storyboard else { return false }
        return element[attribute: "customClass"].map { !$0.isEmpty } ?? false
    }

    /// The warning that this form rests on one Apple pair.
    static let customClassInStoryboard = "a storyboard's custom-class text view is written as Apple's one pair with one "
        + "shows it (NSFlags 0x1020000 more, its scroll view untiled); no other Apple nib checks it"

    static let flagBits: [(attribute: String, defaultOn: Bool, bit: Int64)] = [
        ("selectable", true, 0x1), ("editable", true, 0x2), ("richText", true, 0x4), ("importsGraphics", true, 0x8),
        ("usesFontPanel", false, 0x20), ("usesRuler", false, 0x40), ("continuousSpellChecking", false, 0x80),
        ("drawsBackground", true, 0x100), ("smartInsertDelete", false, 0x200), ("allowsUndo", false, 0x400),
        ("allowsDocumentBackgroundColorChange", false, 0x4000), ("linkDetection", false, 0x4_0000),
        ("spellingCorrection", false, 0x400_0000),
    ]

    static let known = NameSet(flagBits.map(\.attribute)).union([
        "id", "horizontallyResizable", "verticallyResizable", "findStyle", "wantsLayer", "hidden", "userLabel",
        "customClass", "customModule", "customModuleProvider", "autoresizesSubviews", "textCompletion",
    ])

    /// The warning, said once per document, that no Apple nib checks a text view's completion switch.
    static let unverifiedCompletion = "a text view's textCompletion=\"NO\" is written as NSAutomaticTextCompletionDisabled, "
        + "as a search field's is; no Apple nib of the corpus checks it for a text view"

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ textView: Reference) {
        context.beginObject(textView, of: element, className: "NSTextView")
        context.warnUnknownAttributes(of: element, known: known)
        let oldDocument = context.document.toolsVersion < 14269
        let documentFrame = element.child(named: "rect", key: "frame").map { context.rect($0) }
        let width = context.appendViewKeys(element, to: textView).frame[2]
        let givesSizes = element.child(named: "size", key: "minSize") != nil || element.child(named: "size", key: "maxSize") != nil

        let container = context.builder.addObject("NSTextContainer")
        let layoutManager = context.builder.addObject("NSLayoutManager")
        let storage = context.builder.addObject("NSTextStorage")
        let text = element.child(named: "attributedString", key: "textStorage")
        if let text {
            context.appendAttributedString(text, to: storage)
        } else {
            context.append("NSString", .object(context.builder.unpooledString("", className: "NSMutableString")), to: storage)
        }
        context.append("NSDelegate", .null, to: storage)
        context.append("NSTextStorage", .object(storage), to: layoutManager)
        context.append("NSTextContainers", .object(context.builder.array([container], className: FoundationClasses.mutableArray)),
                       to: layoutManager)
        context.append("NSLMFlags", .integer(0x66), to: layoutManager)
        context.append("NSDelegate", .null, to: layoutManager)
        context.append("NSLayoutManager", .object(layoutManager), to: container)
        context.append("NSTextLayoutManager", .null, to: container)
        context.append("NSTextView", .object(textView), to: container)
        context.append("NSWidth", .double(width), to: container)
        context.append("NSMinWidth", .double(15), to: container)
        context.append("NSTCFlags", .integer(1), to: container)
        context.append("NSTextContainer", .object(container), to: textView)

        let shared = sharedData(&context, element, oldDocument: oldDocument, givesSizes: givesSizes)
        context.append("NSSharedData", .object(shared), to: textView)
        var tvFlags: Int64 = 132 | AppKitSDKEra.textViewExtraFlags(sdk: context.options.sdk)
        if element.bool("horizontallyResizable") == true { tvFlags |= 1 }
        let verticalDefault = (11169..<13087).contains(context.document.toolsVersion)
        if element.bool("verticallyResizable") ?? verticalDefault { tvFlags |= 2 }
        context.append("NSTVFlags", .integer(tvFlags), to: textView)
        if let maxSize = context.sizeValue(element, key: "maxSize") {
            context.appendString("NSMaxSize", GeometryText.size(maxSize.0, maxSize.1), to: textView)
        } else if !oldDocument, !givesSizes, let documentFrame {
            context.appendString("NSMaxSize", GeometryText.size(documentFrame[2], documentFrame[3]), to: textView)
        }
        context.append("NSDelegate", .null, to: textView)
        let textColor = element.child(named: "color", key: "textColor").flatMap { context.color($0) }
            ?? (oldDocument ? context.catalogColor("textColor") : nil)
        // Text of its own carries its colors: the view keeps none.
        if let textColor, text == nil { context.append("NSTextViewTextColor", .object(textColor), to: textView) }
        for child in element.children {
            switch (child.name, child[attribute: "key"]) {
            case ("rect", "frame"), ("autoresizingMask", "autoresizingMask"), ("color", "backgroundColor"),
                 ("color", "insertionPointColor"), ("color", "textColor"), ("size", "minSize"), ("size", "maxSize"),
                 ("connections", nil), ("attributedString", "textStorage"):
                continue
            default:
                context.warn("<\(child.name)> in a text view is not supported yet; it is left out", at: child)
            }
        }
    }

    private static func sharedData(_ context: inout AppKitContext, _ element: XIBElement, oldDocument: Bool,
                                   givesSizes: Bool) -> Reference {
        let shared = context.builder.addObject("NSTextViewSharedData")
        var flags: Int64 = 0x800
        for bit in flagBits where element.bool(bit.attribute) ?? bit.defaultOn { flags |= bit.bit }
        if context.document.kind == .storyboard {
            flags |= storyboardFlags
            if !givesSizes { flags &= ~spellingCorrectionFlag }
            if isCustomClassInStoryboard(element, context.document) {
                context.warn(customClassInStoryboard, at: element)
                flags |= customClassInStoryboardFlags
            }
        }
        var finderStyle: Int64 = 0
        switch element[attribute: "findStyle"] {
        case nil: break
        case "panel": flags |= 0x2000; finderStyle = 1
        case "bar": finderStyle = 2
        case let style?: context.warn("findStyle=\"\(style)\" is not supported yet; it is left out", at: element)
        }
        let completionDisabled = element.bool("textCompletion") == false
        if completionDisabled { context.warnOnce(unverifiedCompletion, at: element) }
        context.append("NSAutomaticTextCompletionDisabled", .bool(completionDisabled), to: shared)
        context.append("NSFlags", .integer(flags), to: shared)
        context.append("NSMoreFlags", .integer(1), to: shared)
        context.append("NSTextCheckingTypes", .integer(0), to: shared)
        context.append("NSMarkedAttributes", .null, to: shared)
        var background: Reference?
        if let colorElement = element.child(named: "color", key: "backgroundColor") {
            // Documents before Xcode 9 said white where AppKit kept the text background color.
            background = oldDocument && colorElement[attribute: "colorSpace"] == "calibratedWhite"
                ? context.catalogColor("textBackgroundColor") : context.color(colorElement)
        }
        context.append("NSBackgroundColor", background.map { .object($0) } ?? .null, to: shared)
        context.append("NSSelectedAttributes", .object(attributes(&context, [
            ("NSBackgroundColor", context.catalogColor("selectedTextBackgroundColor")),
            ("NSColor", context.catalogColor("selectedTextColor")),
        ])), to: shared)
        // The text color as insertion point color is AppKit's default, which ibtool writes.
        let insertionElement = element.child(named: "color", key: "insertionPointColor")
            .flatMap { oldDocument || AppKitSDKEra.keepsTextColorInsertionPoint(sdk: context.options.sdk)
                || !isCatalogColor($0, named: "textColor") ? $0 : nil }
        let insertion = insertionElement.flatMap { context.color($0) } ?? context.catalogColor("textInsertionPointColor")
        context.append("NSInsertionColor", .object(insertion), to: shared)
        let cursor = context.cursor(type: 13, hotSpot: "{8, -8}")
        context.append("NSLinkAttributes", .object(attributes(&context, [
            ("NSColor", context.catalogColor("linkColor")),
            ("NSCursor", cursor),
            ("NSUnderline", context.builder.number(Int64(1))),
        ])), to: shared)
        context.append("NSDefaultParagraphStyle", .null, to: shared)
        context.append("NSTextFinder", .null, to: shared)
        context.append("NSPreferredTextFinderStyle", .integer(finderStyle), to: shared)
        context.append("NSTextHighlightAttributes", .null, to: shared)
        context.append("NSWritingToolsFlags", .integer(0x100), to: shared)
        return shared
    }

    /// Whether `color` is the System catalog's color `name`.
    private static func isCatalogColor(_ color: XIBElement, named name: String) -> Bool {
        color[attribute: "colorSpace"] == "catalog" && color[attribute: "catalog"] == "System" && color[attribute: "name"] == name
    }

    /// An attribute dictionary, keys as pooled strings.
    private static func attributes(_ context: inout AppKitContext, _ pairs: [(String, Reference?)]) -> Reference {
        let entries = pairs.compactMap { key, value in value.map { (key: context.builder.string(key), value: $0) } }
        return context.builder.dictionary(entries)
    }
}
