import IBDocument
import XIBReader

/// The texts of an iOS document that localization replaces: each with the
/// object id and property that key it (`OBJECTID.PROPERTY`, the keys of a
/// `.strings` file and of the nib's `NSLocalizableString`s), the UIKit class
/// of its object, and the development-language text.
public struct LocalizableString: Sendable, Equatable {
    public var objectID: String
    public var property: String
    public var className: String
    public var text: String

    /// `OBJECTID.PROPERTY`.
    public var key: String { objectID + "." + property }
}

public enum UIKitLocalization {
    /// The localizable texts of `document`, in document order.
    public static func strings(of document: IBDocument) -> [LocalizableString] {
        var found: [LocalizableString] = []
        func visit(_ element: XIBElement) {
            if let id = element[attribute: "id"], let className = classNames[element.name] {
                func add(_ property: String, _ text: String?) {
                    if let text { found.append(LocalizableString(objectID: id, property: property, className: className, text: text)) }
                }
                for property in attributes[element.name] ?? [] { add(property, element[attribute: property]) }
                if element.name == "button" {
                    for state in element.children where state.name == "state" {
                        if let key = state[attribute: "key"] { add(key + "Title", state[attribute: "title"]) }
                    }
                }
                if element.name == "segmentedControl" {
                    for (index, segment) in element.children(of: "segments").enumerated() {
                        add("segmentTitles[\(index)]", segment[attribute: "title"])
                    }
                }
            }
            for child in element.children { visit(child) }
        }
        visit(document.root)
        return found
    }

    /// A `.strings` file of `strings` as ibtool's `--generate-strings-file`
    /// writes it: UTF-16 (little-endian, with a byte-order mark), each entry
    /// under a `/* Class = …; PROPERTY = …; ObjectID = …; */` comment.
    public static func stringsFile(_ strings: [LocalizableString]) -> [UInt8] {
        var text = ""
        for string in strings {
            text += "\n/* Class = \"\(string.className)\"; \(string.property) = \"\(escaped(string.text))\"; "
                + "ObjectID = \"\(escaped(string.objectID))\"; */\n"
            text += "\"\(escaped(string.key))\" = \"\(escaped(string.text))\";\n"
        }
        // A file with no entries still holds a line break: a bare byte-order mark is not a strings file to Foundation.
        if text.isEmpty { text = "\n" }
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        return bytes
    }

    /// `text` inside a quoted `.strings` string.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.append(character)
            }
        }
        return out
    }

    /// UIKit classes of the elements that hold localizable texts.
    static let classNames: [String: String] = [
        "label": "UILabel", "button": "UIButton", "textField": "UITextField", "textView": "UITextView",
        "navigationItem": "UINavigationItem", "barButtonItem": "UIBarButtonItem", "tabBarItem": "UITabBarItem",
        "searchBar": "UISearchBar", "segmentedControl": "UISegmentedControl", "viewController": "UIViewController",
        "tableViewController": "UITableViewController", "navigationController": "UINavigationController",
        "collectionViewController": "UICollectionViewController",
    ]

    /// The localizable attributes of each element kind.
    static let attributes: [String: [String]] = [
        "label": ["text"], "textField": ["text", "placeholder"], "textView": ["text"],
        "navigationItem": ["title", "prompt"], "barButtonItem": ["title"], "tabBarItem": ["title"],
        "searchBar": ["text", "placeholder", "prompt"], "viewController": ["title"], "tableViewController": ["title"],
        "navigationController": ["title"], "collectionViewController": ["title"],
    ]
}
