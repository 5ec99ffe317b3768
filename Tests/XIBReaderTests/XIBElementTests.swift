import Testing
import NibBytes
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

    /// A read document: its elements are places in one store, with their
    /// attributes, texts and children in document order.
    @Test func readElementsKeepTheirFieldsAndChildren() throws {
        let root = try XIBReader.read(ByteView(copying: Array(Self.document.utf8)))
        let objects = try #require(root.child(named: "objects"))
        #expect(objects.children.map(\.name) == ["view", "label"])
        let view = objects.children[0]
        #expect(view.attributes.map(\.name) == ["id", "contentMode"])
        #expect(view.children(of: "subviews").map { $0[attribute: "id"] } == ["b", "c"])
        #expect(view.child(named: "rect", key: "frame")?[attribute: "width"] == "320")
        #expect(objects.children[1].child(named: "string")?.text == " two words ")
        #expect(objects.children[1].line == 10)
        #expect(view.parent == objects && view.indexInParent == 0 && objects.children[1].indexInParent == 1)
        #expect(root.parent == nil)
        // The same element reached twice is equal; so is a made element with the same fields.
        #expect(root.child(named: "objects")?.children[0] == view)
        let made = XIBElement(name: "rect", attributes: [XIBAttribute(name: "key", value: "frame"), XIBAttribute(name: "width", value: "320")],
                              line: 4, column: 77)
        // Column 77: the `/` of the rect's `/>` (after eight spaces and the view's start tag), where its start tag ends.
        #expect(view.child(named: "rect")?.line == 4 && view.child(named: "rect")?.column == 77)
        #expect(view.child(named: "rect") == made)
    }

    /// A changed list of children changes nothing until it is set back; set
    /// back, it changes that copy alone.
    @Test func changedChildrenBelongToTheChangedCopy() throws {
        let root = try XIBReader.read(ByteView(copying: Array(Self.document.utf8)))
        let view = try #require(root.child(named: "objects")?.children.first)
        var list = view.children(of: "subviews")
        list.removeAll { $0[attribute: "id"] == "b" }
        list.append(XIBElement(name: "button", attributes: [XIBAttribute(name: "id", value: "d")]))
        #expect(list.map { $0[attribute: "id"] } == ["c", "d"])
        #expect(view.children(of: "subviews").count == 2)

        var changed = view
        let subviews = try #require(changed.children.firstIndex { $0.isNamed("subviews") })
        changed.children[subviews].children = list
        #expect(changed.children(of: "subviews").map { $0[attribute: "id"] } == ["c", "d"])
        #expect(view.children(of: "subviews").map { $0[attribute: "id"] } == ["b", "c"])
        #expect(changed.child(named: "rect") == view.child(named: "rect"))
        #expect(changed != view)
        // A changed element holds no parent; its children, read ones, keep theirs.
        #expect(changed.parent == nil && view.parent != nil)
        #expect(changed.children[0].parent == view)
    }

    /// Every element of a subtree, in document order: read elements as one
    /// run of their store, made ones with their children (read or made) after them.
    @Test func forEachInTreeWalksInDocumentOrder() throws {
        let root = try XIBReader.read(ByteView(copying: Array(Self.document.utf8)))
        var names: [String] = []
        root.forEachInTree { names.append($0[attribute: "id"] ?? $0.name) }
        #expect(names == ["document", "objects", "a", "rect", "subviews", "b", "c", "e", "string"])
        let view = try #require(root.child(named: "objects")?.children.first)
        let made = XIBElement(name: "wrapper", children: [XIBElement(name: "made", children: [view]), view.children[0]])
        names = []
        made.forEachInTree { names.append($0[attribute: "id"] ?? $0.name) }
        #expect(names == ["wrapper", "made", "a", "rect", "subviews", "b", "c", "rect"])
    }

    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view id="a" contentMode="scaleToFill"><rect key="frame" width="320"/>
                    <subviews>
                        <label id="b"/>
                        <label id="c"/>
                    </subviews>
                </view>
                <label id="e"><string key="text"> two words </string></label>
            </objects>
        </document>
        """
}
