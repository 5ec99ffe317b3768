import NibBytes
import NibGraph
import XIBReader

/// `<colorWell>` → `NSColorWell`.
///
/// A color well has no cell. It writes `NSSubviews` even when empty and
/// `NSDragTypes` (the color pasteboard type) before its frame, then the
/// control keys of a control without a cell (`NSEnabled`,
/// `NSAllowsLogicalLayoutDirection`, control size, continuous, refuses first
/// responder, single line mode, alignment left, line break 0, writing
/// direction 0, send-action mask 4), `NSIsBordered` and `NSColor` (its own
/// object for each well: ibtool does not share it).
enum ColorWellElement {
    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ well: Reference) {
        context.warnUnknownAttributes(of: element, known: TextFieldElement.knownFieldAttributes, also: ["bordered"])
        context.warnUnknownChildren(of: element, known: ["rect", "autoresizingMask", "color:color", "connections"])
        context.beginObject(well, of: element, className: "NSColorWell")
        context.appendViewKeys(element, to: well, hugging: .init(omitted: (250, 250)), alwaysSubviews: true) { context in
            let types = [context.builder.string("NSColor pasteboard type")]
            context.append("NSDragTypes", .object(context.builder.set(types, className: FoundationClasses.mutableSet)), to: well)
        }
        if let tag = context.number(element, "tag") { context.append("NSTag", AppKitContext.signed(Int64(tag)), to: well) }
        context.append("NSEnabled", .bool(element.bool("enabled") ?? true), to: well)
        context.append("NSAllowsLogicalLayoutDirection", context.logicalLayoutDirection, to: well)
        context.append("NSControlSize", .integer(0), to: well)
        context.append("NSControlContinuous", .bool(element.bool("continuous") == true), to: well)
        context.append("NSControlRefusesFirstResponder", .bool(false), to: well)
        context.append("NSControlUsesSingleLineMode", .bool(false), to: well)
        context.append("NSControlTextAlignment", .integer(0), to: well)
        context.append("NSControlLineBreakMode", .integer(0), to: well)
        context.append("NSControlWritingDirection", .integer(0), to: well)
        context.append("NSControlSendActionMask", .integer(4), to: well)
        context.append("NSIsBordered", .bool(element.bool("bordered") ?? true), to: well)
        if let color = context.unpooledColorChild(element, key: "color") {
            context.append("NSColor", .object(color), to: well)
        }
    }
}

extension AppKitContext {
    /// The color child of `element` with key `key`, compiled as an object of
    /// its own: equal colors compiled before or after are not shared with it.
    mutating func unpooledColorChild(_ element: XIBElement, key: String) -> Reference? {
        let saved = pooled
        pooled = StringTable()
        defer { pooled = saved }
        return colorChild(element, key: key)
    }
}
