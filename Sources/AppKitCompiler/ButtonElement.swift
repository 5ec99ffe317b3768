import NibBytes
import NibGraph
import XIBReader

/// `<button>` → `NSButton` and `<buttonCell>` → `NSButtonCell`.
///
/// A button writes its view keys, its control keys (send-action mask 4) and
/// `IBNSShadowedSymbolConfiguration` (nil). Its cell writes its cell flags,
/// `NSContents`, `NSSupport`, `NSControlView`, `NSTag` (when tagged), then `NSButtonFlags` (how it
/// highlights and shows state, border, image position), `NSButtonFlags2`
/// (bezel style: its low three bits, and its fourth bit as bit 5; the key
/// equivalent's modifier mask shifted left by 8 bits),
/// `NSBezelStyle`, `NSNormalImage` and `NSAlternateImage` (named images), or
/// for check boxes and radio buttons (the
/// system image `NSSwitch`/`NSRadioButton`), `NSAlternateContents`,
/// `NSKeyEquivalent`, `NSPeriodicDelay`, `NSPeriodicInterval` and
/// `NSAuxButtonType` (the `NSButtonType`).
enum ButtonElement {
    /// `NSButtonFlags` bits.
    enum Flags {
        static let highlightPushIn: Int64 = 0x8000_0000
        static let stateContents: Int64 = 0x4000_0000
        static let stateBackground: Int64 = 0x2000_0000
        static let stateGray: Int64 = 0x1000_0000
        static let highlightContents: Int64 = 0x0800_0000
        static let highlightBackground: Int64 = 0x0400_0000
        static let highlightGray: Int64 = 0x0200_0000
        static let bordered: Int64 = 0x0080_0000
        static let transparent: Int64 = 0x8000
        static let doesNotDimImage: Int64 = 0x1000
        /// Check boxes and radio buttons.
        static let switchType: Int64 = 0x100
        /// The button's `imageHugsTitle`.
        static let imageHugsTitle: Int64 = 0x20
    }

    /// `NSButtonFlags` bits of `imagePosition`.
    static let imagePositions: [String: Int64] = [
        "only": 0x40_0000, "overlaps": 0x48_0000, "left": 0x38_0000, "right": 0x28_0000, "below": 0x18_0000, "above": 0x08_0000,
        "leading": 0x38_0000, "trailing": 0x28_0000,
    ]

    /// `NSBezelStyle` values of `bezelStyle`.
    static let bezelStyles: [String: Int64] = [
        "rounded": 1, "regularSquare": 2, "disclosure": 5, "shadowlessSquare": 6, "circular": 7, "texturedSquare": 8,
        "helpButton": 9, "smallSquare": 10, "texturedRounded": 11, "roundedRect": 12, "recessed": 13, "roundedDisclosure": 14,
        "inline": 15,
    ]

    /// `NSButtonType` (`NSAuxButtonType`) of each `type`, where the behavior does not decide it.
    static let buttonTypes: [String: Int64] = [
        "push": 7, "radio": 4, "recessed": 1, "check": 3, "roundRect": 7, "disclosureTriangle": 2, "help": 7, "smallSquare": 7,
        "roundTextured": 7, "disclosure": 6, "inline": 7, "bevel": 7, "toggle": 1, "onOff": 6, "momentaryChange": 5,
    ]

    /// `NSButtonFlags2` bits of `imageScaling`.
    static let imageScalings: [String: Int64] = ["proportionallyDown": 0x80, "proportionallyUpOrDown": 0x40, "axesIndependently": 0xC0]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ button: Reference) {
        context.warnUnknownAttributes(of: element, known: TextFieldElement.knownFieldAttributes, also: ["imageHugsTitle"])
        context.warnUnknownChildren(of: element, known: ["rect", "autoresizingMask", "buttonCell:cell", "connections"])
        context.beginObject(button, of: element, className: "NSButton")
        context.appendViewKeys(element, to: button, hugging: huggingRule(element, sdk: context.options.sdk))
        context.appendControlKeys(element, to: button, sendActionMask: 4)
        context.append("IBNSShadowedSymbolConfiguration", .null, to: button)
    }

    /// A button writes its hugging priorities only when the element gives one:
    /// when they differ from its bezel's (750 both ways for disclosure and help
    /// bezels, else 250 and 750), and always for check boxes, radio and bevel
    /// buttons and bezels other than none, rounded, disclosure, help, textured
    /// rounded, rounded rect, recessed and rounded disclosure, as Apple's pairs
    /// show (transmission_MainMenu: a custom shadowless square button hugging at 750 vertically).
    /// Some SDKs write given priorities whatever the bezel (see ``AppKitSDKEra/buttonsWriteGivenHugging(sdk:)``).
    static func huggingRule(_ element: XIBElement, sdk: AppKitSDKVersion) -> AppKitContext.HuggingRule {
        let cell = element.children.first { $0[attribute: "key"] == "cell" }
        let type = cell?[attribute: "type"]
        let bezel = cell?[attribute: "bezelStyle"].flatMap { bezelStyles[$0] }
        let omitted: (Double, Double) = [5, 9, 14].contains(bezel) ? (750, 750) : (250, 750)
        let always = ["check", "radio", "bevel"].contains(type) || ![nil, 1, 5, 9, 11, 12, 13, 14].contains(bezel)
            || AppKitSDKEra.buttonsWriteGivenHugging(sdk: sdk)
        return .init(omitted: omitted, onlyWhenGiven: true, always: always)
    }

    static let knownCellAttributes: NameSet = TextFieldElement.knownCellAttributes.union([
        "type", "bezelStyle", "imagePosition", "inset", "imageScaling", "image", "alternateImage", "alternateTitle",
        "keyEquivalent", "transparent", "showsBorderOnlyWhileMouseInside", "tag",
    ])

    static func compileCell(_ context: inout AppKitContext, _ element: XIBElement, _ cell: Reference) {
        context.warnUnknownAttributes(of: element, known: knownCellAttributes)
        context.warnUnknownChildren(of: element, known: [
            "font", "behavior:behavior", "string:keyEquivalent", "modifierMask:keyEquivalentModifierMask",
            "imageReference:image", "imageReference:alternateImage",
        ])
        let control = context.controlOfCurrentCell
        context.beginObject(cell, of: element, className: "NSButtonCell")
        context.appendCellFlags(element, textCell: true, bordersInCellFlags: false, to: cell)
        context.appendCellContents(element, to: cell, font: inlineBezelFont(&context, element))
        // A matrix's cells (and its prototype) write no control view.
        if control.map({ context.builder.className(of: $0) }) != "NSMatrix" {
            context.append("NSControlView", control.map { .object($0) } ?? .null, to: cell)
        }
        // The cell's own tag (NSActionCell's) follows the control view, as Sparkle 2.2's
        // NIBArchive orders it (its keyed archives keep hash order).
        if let tag = context.number(element, "tag") { context.append("NSTag", AppKitContext.signed(Int64(tag)), to: cell) }
        appendButtonKeys(&context, element, to: cell)
    }

    /// An inline-bezel button's small bold system font: AppKit gives it as the
    /// emphasized subhead text style (`.AppleSystemUIFontDemi`, 11 points, role
    /// flags 0x10), as test16_buttons shows; other fonts are the `<font>`'s.
    static func inlineBezelFont(_ context: inout AppKitContext, _ element: XIBElement) -> Reference? {
        guard element[attribute: "bezelStyle"] == "inline",
              let font = element.child(named: "font", key: "font"), font[attribute: "metaFont"] == "smallSystemBold",
              font[attribute: "size"] == nil
        else { return nil }
        return context.fontObject(name: ".AppleSystemUIFontDemi", size: 11, flags: 0x10,
                                  textStyle: "UICTFontTextStyleEmphasizedSubhead")
    }

    /// The `NSButtonCell` keys after `NSControlView` (shared with pop-up button
    /// cells: `popUp` marks them bordered by `borderAndBezel` too and typed by
    /// their behavior). Recessed buttons show their border only under the mouse.
    static func appendButtonKeys(_ context: inout AppKitContext, _ element: XIBElement, to cell: Reference, popUp: Bool = false) {
        let type = element[attribute: "type"] ?? "push"
        let behavior = element.child(named: "behavior", key: "behavior")
        var flags: Int64 = 0
        if let behavior {
            let bits: [(String, Int64)] = [
                ("pushIn", Flags.highlightPushIn), ("changeContents", Flags.stateContents),
                ("changeBackground", Flags.stateBackground), ("changeGray", Flags.stateGray),
                ("lightByContents", Flags.highlightContents), ("lightByBackground", Flags.highlightBackground),
                ("lightByGray", Flags.highlightGray), ("doesNotDimImage", Flags.doesNotDimImage),
            ]
            for (name, bit) in bits where behavior.bool(name) == true { flags |= bit }
        }
        let border = element[attribute: "borderStyle"]
        if border == "border" || (popUp && border == "borderAndBezel") { flags |= Flags.bordered }
        if type == "check" || type == "radio" { flags |= Flags.switchType }
        if context.fieldElement(ofCell: element)?.bool("imageHugsTitle") == true { flags |= Flags.imageHugsTitle }
        // The inset (0 to 3) in bits 13 and 14.
        flags |= Int64(min(max(context.number(element, "inset") ?? 0, 0), 3)) << 13
        if element.bool("transparent") == true { flags |= Flags.transparent }
        if let position = element[attribute: "imagePosition"] {
            if let bits = imagePositions[position] { flags |= bits } else {
                context.warn("imagePosition=\"\(position)\" is not supported yet; it is left out", at: element)
            }
        }
        context.append("NSButtonFlags", AppKitContext.flagWord(flags), to: cell)

        let bezelName = element[attribute: "bezelStyle"]
        let bezel = bezelName.flatMap { bezelStyles[$0] } ?? 0
        if let bezelName, bezelStyles[bezelName] == nil {
            context.warn("bezelStyle=\"\(bezelName)\" is not supported yet; it is left out", at: element)
        }
        var flags2 = (bezel & 7) | ((bezel & 8) << 2)
        if element.bool("showsBorderOnlyWhileMouseInside") == true || type == "recessed" { flags2 |= 0x8 }
        if let scaling = element[attribute: "imageScaling"] { flags2 |= imageScalings[scaling] ?? 0 }
        flags2 |= keyEquivalentModifierMask(element) << 8
        context.append("NSButtonFlags2", AppKitContext.flagWord(flags2), to: cell)
        context.append("NSBezelStyle", .integer(bezel), to: cell)
        if let image = context.image(of: element, "image") { context.append("NSNormalImage", .object(image), to: cell) }
        if let alternate = context.image(of: element, "alternateImage") {
            context.append("NSAlternateImage", .object(alternate), to: cell)
        } else if type == "check" {
            appendImageSource(&context, "NSSwitch", to: cell)
        } else if type == "radio" {
            appendImageSource(&context, "NSRadioButton", to: cell)
        }
        context.appendString("NSAlternateContents", element[attribute: "alternateTitle"] ?? "", to: cell)
        context.appendString("NSKeyEquivalent", keyEquivalent(element), to: cell)
        context.append("NSPeriodicDelay", .integer(400), to: cell)
        context.append("NSPeriodicInterval", .integer(75), to: cell)
        let buttonType = popUp ? PopUpButtonElement.buttonType(behavior: behavior) : auxButtonType(type, behavior: behavior)
        context.append("NSAuxButtonType", .integer(buttonType), to: cell)
    }

    /// `NSAlternateImage`: an `NSButtonImageSource` naming a system image,
    /// one object for all the cells showing it (as a matrix of radio buttons shows).
    static func appendImageSource(_ context: inout AppKitContext, _ name: String, to cell: Reference) {
        let source = context.sharedObject("buttonImageSource:\(name)", className: "NSButtonImageSource") { context, source in
            context.appendString("NSImageName", name, to: source)
        }
        context.append("NSAlternateImage", .object(source), to: cell)
    }

    /// The key equivalent: the `keyEquivalent` attribute or `<string key="keyEquivalent">` child.
    static func keyEquivalent(_ element: XIBElement) -> String {
        if let text = element[attribute: "keyEquivalent"] { return text }
        guard let child = element.child(named: "string", key: "keyEquivalent") else { return "" }
        return child.stringContent
    }

    /// The `NSEventModifierFlags` of the cell's `<modifierMask key="keyEquivalentModifierMask">`;
    /// none without one (unlike a menu item, a button has no implied Command).
    /// Apple's keyed nibs show Command-Return as `NSButtonFlags2` 0x10000001.
    static func keyEquivalentModifierMask(_ element: XIBElement) -> Int64 {
        guard let mask = element.child(named: "modifierMask", key: "keyEquivalentModifierMask") else { return 0 }
        return MenuElement.modifierBits.reduce(0) { result, bit in mask.bool(bit.0) == true ? result | bit.1 : result }
    }

    /// Square buttons take their type from their behavior; others from their `type`.
    static func auxButtonType(_ type: String, behavior: XIBElement?) -> Int64 {
        guard type == "square" || type == "squareTextured" else { return buttonTypes[type] ?? 7 }
        if behavior?.bool("pushIn") == true { return type == "square" ? 7 : 2 }
        if behavior?.bool("lightByContents") == true { return 5 }
        return 0
    }
}
