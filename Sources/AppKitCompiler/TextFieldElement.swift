import NibBytes
import NibGraph
import XIBReader

/// `<textField>` → `NSTextField`, `<secureTextField>` → `NSSecureTextField`,
/// their cells `<textFieldCell>`/`<secureTextFieldCell>` → `NSTextFieldCell`/
/// `NSSecureTextFieldCell`.
///
/// A text field writes its view keys (content hugging 250 horizontally and
/// 750 vertically by default), its control keys (send-action mask 4), then
/// `NSPreferredMaxLayoutWidth` (when not 0, or set at first layout), `NSTextFieldAlignmentRectInsetsVersion`
/// 2, `NSAllowsWritingTools`, `NSTextFieldAllowsWritingToolsAffordance` and
/// `NS.resolvesNaturalAlignmentWithBaseWritingDirection`.
///
/// Its cell writes its flags, `NSContents`, `NSSupport`, `NSFormatter`
/// (when formatted), `NSPlaceholderString`, `NSControlView`, `NSDrawsBackground` (when set),
/// `NSBackgroundColor`, `NSTextColor` and `NSCharacterPickerEnabled` (when
/// the field allows the character picker).
enum TextFieldElement {
    static let knownFieldAttributes: NameSet = [
        "id", "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "translatesAutoresizingMaskIntoConstraints", "allowsCharacterPickerTouchBarItem",
        "preferredMaxLayoutWidth", "fixedFrame", "customClass", "customModule", "customModuleProvider", "userLabel",
        "allowsExpansionToolTips", "tag", "hidden", "wantsLayer", "clipsToBounds", "autoresizesSubviews", "textCompletion",
        "misplaced", "ambiguous", "allowsWritingTools", "allowsWritingToolsAffordance", "toolTip", "focusRingType",
        "refusesFirstResponder", "enabled", "identifier",
    ]

    static func compileField(_ context: inout AppKitContext, _ element: XIBElement, _ field: Reference) {
        compile(&context, element, field, className: "NSTextField")
    }

    static func compileSecureField(_ context: inout AppKitContext, _ element: XIBElement, _ field: Reference) {
        compile(&context, element, field, className: "NSSecureTextField")
    }

    /// Compiles a text field of class `className` (a text, secure, search or token field).
    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ field: Reference, className: String) {
        context.warnUnknownAttributes(of: element, known: knownFieldAttributes, also: ["setsMaxLayoutWidthAtFirstLayout"])
        context.warnUnknownChildren(of: element, known: [
            "rect", "autoresizingMask", "textFieldCell:cell", "secureTextFieldCell:cell", "searchFieldCell:cell",
            "tokenFieldCell:cell", "connections",
        ])
        context.beginObject(field, of: element, className: className)
        context.appendViewKeys(element, to: field, hugging: .init(omitted: (250, 750)))
        context.appendControlKeys(element, to: field, sendActionMask: 4)
        if element.bool("setsMaxLayoutWidthAtFirstLayout") == true {
            appendAutosetMaxLayoutWidth(&context, element, to: field)
        } else if let width = context.number(element, "preferredMaxLayoutWidth"), width != 0 {
            context.append("NSPreferredMaxLayoutWidth", .double(width), to: field)
        }
        context.append("NSTextFieldAlignmentRectInsetsVersion", .integer(2), to: field)
        // Only a plain text field offers writing tools (a secure or search field never does).
        let writingTools = className == "NSTextField" ? element.bool("allowsWritingTools") ?? true : false
        context.append("NSAllowsWritingTools", .bool(writingTools), to: field)
        context.append("NSTextFieldAllowsWritingToolsAffordance", .bool(element.bool("allowsWritingToolsAffordance") ?? false),
                       to: field)
        context.append("NS.resolvesNaturalAlignmentWithBaseWritingDirection", .bool(false), to: field)
    }

    /// `setsMaxLayoutWidthAtFirstLayout` (whose `NSControlAutosetMaxLayoutWidth` the
    /// control keys write): `NSPreferredMaxLayoutWidth`, the document's or, for a
    /// field without border or bezel, its frame's width less the cell's 2-point
    /// margins (SUStatus's Apple nib: a 277-point field has 273).
    static func appendAutosetMaxLayoutWidth(_ context: inout AppKitContext, _ element: XIBElement, to field: Reference) {
        if let width = context.number(element, "preferredMaxLayoutWidth"), width != 0 {
            context.append("NSPreferredMaxLayoutWidth", .double(width), to: field)
            return
        }
        let cell = element.child(key: "cell")
        let frameWidth = element.child(named: "rect", key: "frame").flatMap { context.number($0, "width") }
        guard let frameWidth, cell?[attribute: "borderStyle"] == nil else {
            context.warn("the preferred layout width of a field with a border set at first layout is not known yet; it is left out",
                         at: element)
            return
        }
        context.append("NSPreferredMaxLayoutWidth", .double(frameWidth - 4), to: field)
    }

    static let knownCellAttributes: NameSet = [
        "key", "id", "lineBreakMode", "truncatesLastVisibleLine", "sendsActionOnEndEditing", "selectable", "editable",
        "state", "alignment", "title", "borderStyle", "drawsBackground", "controlSize", "scrollable", "enabled",
        "placeholderString", "refusesFirstResponder", "usesSingleLineMode", "allowsUndo", "focusRingType", "continuous",
        "baseWritingDirection", "allowsEditingTextAttributes", "bezelStyle", "userLabel", "allowsMixedState",
    ]

    static func compileCell(_ context: inout AppKitContext, _ element: XIBElement, _ cell: Reference) {
        compileCell(&context, element, cell, className: "NSTextFieldCell")
    }

    static func compileSecureCell(_ context: inout AppKitContext, _ element: XIBElement, _ cell: Reference) {
        compileCell(&context, element, cell, className: "NSSecureTextFieldCell")
    }

    /// Compiles a text field cell of class `className`; `extraAttributes` are
    /// the attributes a subclass's cell adds (and writes after these keys).
    static func compileCell(_ context: inout AppKitContext, _ element: XIBElement, _ cell: Reference, className: String,
                            extraAttributes: [String] = []) {
        context.warnUnknownAttributes(of: element, known: knownCellAttributes, also: NameSet(extraAttributes))
        context.warnUnknownChildren(of: element, known: [
            "font", "color:textColor", "color:backgroundColor", "allowedInputSourceLocales", "dateFormatter:formatter",
            "numberFormatter:formatter", "customFormatter:formatter", "string:title",
        ])
        let control = context.controlOfCurrentCell
        let field = context.fieldElement(ofCell: element)
        context.beginObject(cell, of: element, className: className)
        context.appendCellFlags(element, textCell: true, to: cell)
        context.appendCellContents(element, to: cell)
        context.appendFormatter(element, to: cell)
        if let placeholder = element[attribute: "placeholderString"] {
            context.appendString("NSPlaceholderString", placeholder, to: cell)
        }
        context.append("NSControlView", control.map { .object($0) } ?? .null, to: cell)
        if element.bool("drawsBackground") == true { context.append("NSDrawsBackground", .bool(true), to: cell) }
        if let background = context.colorChild(element, key: "backgroundColor") {
            context.append("NSBackgroundColor", .object(background), to: cell)
        }
        if let textElement = element.child(named: "color", key: "textColor") {
            // Interface Builder up to 14268 saved an editable field's text color
            // as textColor on textBackgroundColor; ibtool archives controlTextColor.
            let legacy = context.document.toolsVersion <= 14268 && element.bool("editable") == true
                && textElement[attribute: "name"] == "textColor"
                && element.child(named: "color", key: "backgroundColor")?[attribute: "name"] == "textBackgroundColor"
            let text = legacy ? context.catalogColor("controlTextColor") : context.color(textElement)
            if let text { context.append("NSTextColor", .object(text), to: cell) }
        }
        if let locales = element.child(named: "allowedInputSourceLocales") {
            let strings = locales.children.filter { $0.name == "string" }.map { context.builder.string($0.text) }
            context.append("NSAllowedInputLocales", .object(context.builder.array(strings)), to: cell)
        }
        appendCharacterPicker(&context, field: field, to: cell)
    }

    /// `NSCharacterPickerEnabled` (true) when the field `field` allows the character picker.
    static func appendCharacterPicker(_ context: inout AppKitContext, field: XIBElement?, to cell: Reference) {
        // Documents saved by Interface Builder 11759 to 12107 enable the character picker on every field (not a table's cells).
        if field?.bool("allowsCharacterPickerTouchBarItem") == true
            || (field != nil && (11759...12107).contains(context.document.toolsVersion)) {
            context.append("NSCharacterPickerEnabled", .bool(true), to: cell)
        }
    }
}

extension AppKitContext {
    /// The element whose `cell` child is `cell` (the cell's control element).
    func fieldElement(ofCell cell: XIBElement) -> XIBElement? {
        guard cell[attribute: "key"] == "cell", let id = cell[attribute: "id"] else { return nil }
        return document.elementsByID[id]?.parent
    }
}
