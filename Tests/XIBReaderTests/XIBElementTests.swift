import Testing
import XIBReader

/// Lookups on an element: attributes by name (with the skip for names whose
/// length no attribute has), children by name and `key`, and lookups after a
/// copy is changed.
struct XIBElementTests {
    /// A `<label>` as Interface Builder writes one: attributes of several lengths, keyed children.
    let label = XIBElement(
        name: "label",
        attributes: [
            XIBAttribute(name: "id", value: "fB3-oa-1BC"), XIBAttribute(name: "text", value: "Label"),
            XIBAttribute(name: "lineBreakMode", value: "tailTruncation"), XIBAttribute(name: "contentMode", value: "left"),
        ],
        children: [
            XIBElement(name: "rect", attributes: [XIBAttribute(name: "key", value: "frame")]),
            XIBElement(name: "color", attributes: [XIBAttribute(name: "key", value: "backgroundColor")]),
            XIBElement(name: "color", attributes: [XIBAttribute(name: "key", value: "textColor")]),
        ])

    @Test func attributesAreFoundByNameAmongOthersOfTheirLength() {
        #expect(label[attribute: "id"] == "fB3-oa-1BC")
        #expect(label[attribute: "contentMode"] == "left")
        // Same length as `contentMode` (11) and as `text` (4), but absent.
        #expect(label[attribute: "customClass"] == nil)
        #expect(label[attribute: "font"] == nil)
        // A length no attribute has.
        #expect(label[attribute: "hidden"] == nil)
        #expect(label[attribute: ""] == nil)
    }

    /// Names of 63 bytes and more share one length bit; their lengths still tell them apart.
    @Test func longNamesAreComparedInFull() {
        let long = String(repeating: "a", count: 70), longer = String(repeating: "a", count: 71)
        let other = String(repeating: "b", count: 70)
        let element = XIBElement(name: "view", attributes: [XIBAttribute(name: long, value: "1")])
        #expect(element[attribute: long] == "1")
        #expect(element[attribute: longer] == nil)
        #expect(element[attribute: other] == nil)
        #expect(element[attribute: String(repeating: "a", count: 63)] == nil)
    }

    /// A name of another length, of the same length, and the name itself; a
    /// renamed copy answers for its new name.
    @Test func isNamedComparesTheWholeName() {
        #expect(label.isNamed("label"))
        #expect(!label.isNamed("labels") && !label.isNamed("lab") && !label.isNamed(""))
        #expect(!label.isNamed("table"))
        var renamed = label
        renamed.name = "button"
        #expect(renamed.isNamed("button") && !renamed.isNamed("label") && label.isNamed("label"))
    }

    @Test func childrenAreFoundByNameAndKey() {
        #expect(label.child(named: "color")?[attribute: "key"] == "backgroundColor")
        #expect(label.child(named: "color", key: "textColor") != nil)
        #expect(label.child(named: "rect", key: "textColor") == nil)
        #expect(label.child(key: "frame")?.name == "rect")
        #expect(label.child(named: "fontDescription") == nil)
        #expect(label.children(of: "subviews").isEmpty)
    }

    /// A changed copy answers for its new attributes; the original keeps its own.
    @Test func aChangedCopyIsLookedUpAfresh() {
        var changed = label
        changed.attributes.append(XIBAttribute(name: "hidden", value: "YES"))
        changed.attributes.removeAll { $0.name == "text" }
        #expect(changed[attribute: "hidden"] == "YES")
        #expect(changed[attribute: "text"] == nil)
        #expect(label[attribute: "hidden"] == nil)
        #expect(label[attribute: "text"] == "Label")
        #expect(changed != label)
    }
}
