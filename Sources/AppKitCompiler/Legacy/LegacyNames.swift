import IBDocument

/// The names Interface Builder 3 gave objects in its outline, which its
/// keyed nibs keep (`NSNamesKeys`, `NSNamesValues`): the record's
/// `objectName` when it has one, else a name from the object's kind and text
/// (`Push Button (Delete)`, `Text Field Cell (Name:)`, `Content View`). A
/// name given twice takes `-1`, `-2`… the second time on.
///
/// The kinds follow the names in Apple's nibs of the corpus; a kind not
/// listed is named by its class without the `NS` prefix, in words.
struct LegacyNames {
    let archive: LegacyArchive
    private var used: [String: Int] = [:]

    init(archive: LegacyArchive) {
        self.archive = archive
    }

    mutating func name(of object: LegacyObject, recordName: String?, parent: LegacyObject?) -> String {
        unique(recordName ?? defaultName(of: object, parent: parent))
    }

    /// `base`, or `base-N` when it was given N times before.
    mutating func unique(_ base: String) -> String {
        let count = used[base, default: 0]
        used[base] = count + 1
        return count == 0 ? base : "\(base)-\(count)"
    }

    func defaultName(of object: LegacyObject, parent: LegacyObject?) -> String {
        let cell = archive.object(object["NSCell"])
        func titled(_ kind: String, _ title: String?) -> String {
            guard let title, !title.isEmpty else { return kind }
            return "\(kind) (\(title))"
        }
        switch object.className {
        case "NSView" where parent?.className == "NSWindowTemplate": return "Content View"
        case "NSTextFieldCell": return titled("Text Field Cell", text(object["NSContents"]))
        case "NSTextField":
            let editable = (cell.flatMap { archive.value("NSCellFlags", of: $0)?.integer } ?? 0) & 0x1000_0000 != 0
            return titled(editable ? "Text Field" : "Static Text", cell.flatMap { text($0["NSContents"]) })
        case "NSButtonCell": return titled("Button Cell", text(object["NSContents"]))
        case "NSButton":
            // A check box or radio button is a button cell showing AppKit's switch or radio image.
            let kind = switch cell.flatMap({ imageName($0["NSNormalImage"]) }) {
            case "NSSwitch": "Check Box"
            case "NSRadioButton": "Radio Button"
            default: "Push Button"
            }
            return titled(kind, cell.flatMap { text($0["NSContents"]) })
        case "NSPopUpButtonCell": return titled("Pop Up Button Cell", popUpTitle(object))
        case "NSPopUpButton": return titled("Popup Button", cell.flatMap(popUpTitle))
        case "NSImageCell": return titled("Image Cell", imageName(object["NSContents"]))
        case "NSImageView": return titled("Image View", cell.flatMap { imageName($0["NSContents"]) })
        case "NSMenuItem":
            if archive.value("NSIsSeparator", of: object)?.bool == true { return "Separator" }
            return titled("Menu Item", text(object["NSTitle"]))
        case "NSMenu": return titled("Menu", text(object["NSTitle"]))
        case "NSWindowTemplate":
            // A panel is named as one (`NSWindowClass` NSPanel).
            let kind = text(object["NSWindowClass"]) == "NSPanel" ? "Panel" : "Window"
            return titled(kind, text(object["NSWindowTitle"]))
        case "NSScroller":
            let frame = text(object["NSFrame"]).map(Self.numbers) ?? []
            return frame.count == 4 && frame[2] < frame[3] ? "Vertical Scroller" : "Horizontal Scroller"
        case "NSScrollView":
            let bordered = (archive.value("NSsFlags", of: object)?.integer ?? 0) & 0x3 != 0
            let document = archive.object(object["NSContentView"]).flatMap { archive.object($0["NSDocView"]) }
            // The document view is named one level deep: a scroll view holding itself (a hostile
            // archive's references can) must not name itself without end.
            let documentName = document.map { $0.className == "NSScrollView" ? Self.words($0.className) : defaultName(of: $0, parent: nil) }
            return titled(bordered ? "Bordered Scroll View" : "Scroll View", documentName)
        default:
            return Self.words(object.className)
        }
    }

    /// A string value's text: a `<string>`, or an `NSString`'s characters.
    func text(_ value: LegacyValue?) -> String? {
        guard let value = archive.resolve(value) else { return nil }
        if let string = value.string { return string }
        return value.object.flatMap { archive.value("NS.bytes", of: $0)?.string }
    }

    /// A pop-up button cell's title: its text, else its selected item's title.
    func popUpTitle(_ cell: LegacyObject) -> String? {
        let contents = text(cell["NSContents"])
        if let contents, !contents.isEmpty { return contents }
        return archive.object(cell["NSMenuItem"]).flatMap { text($0["NSTitle"]) }
    }

    /// An image's name: an `NSCustomResource`'s `NSResourceName`.
    func imageName(_ value: LegacyValue?) -> String? {
        archive.object(value).flatMap { text($0["NSResourceName"]) }
    }

    /// An app's class in words, without its prefix: `TSSTGradientView` →
    /// `Gradient View` (the capitals before the first word are the prefix).
    static func customClassWords(_ className: String) -> String {
        let characters = Array(className)
        var start = 0
        while start + 1 < characters.count, characters[start].isUppercase, characters[start + 1].isUppercase { start += 1 }
        return words(String(characters[start...]))
    }

    /// `NSTableView` → `Table View`.
    static func words(_ className: String) -> String {
        var words = ""
        for character in className.hasPrefix("NS") ? String(className.dropFirst(2)) : className {
            if character.isUppercase, !words.isEmpty { words += " " }
            words.append(character)
        }
        return words
    }

    /// The numbers of a geometry string such as `{{1, 2}, {3, 4}}`.
    static func numbers(_ text: String) -> [Double] {
        text.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
    }
}
