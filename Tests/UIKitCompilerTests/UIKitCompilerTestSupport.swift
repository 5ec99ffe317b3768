import IBDocument
import NibBytes
import NibGraph
import UIKitCompiler

/// Compiles an inline iOS xib whose `<objects>` are `objects`, with `translations` of its texts.
func compileXIB(_ objects: String, sdk: Int, autolayout: Bool = false,
                translations: [String: String] = [:]) throws -> UIKitCompilation {
    let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6250" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="\(autolayout ? "YES" : "NO")">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
        \(objects)
            </objects>
        </document>
        """
    let document = try IBDocument(bytes: ByteView(copying: Array(text.utf8)), path: "test.xib")
    return try UIKitCompiler.compile(document, options: UIKitCompilerOptions(sdkVersion: sdk, translations: translations))
}

/// An iOS storyboard document around `scenes` (the `<scene>` elements), starting at `initial`.
func storyboardDocument(initial: String, toolsVersion: Int = 14460, scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" \
    targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="\(initial)">
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
}

/// A scene holding `controller` and a First Responder placeholder whose id is `responder`.
func scene(_ controller: String, responder: String) -> String {
    """
    <scene sceneID="scene-\(responder)">
        <objects>
    \(controller)
            <placeholder placeholderIdentifier="IBFirstResponder" id="\(responder)" sceneMemberID="firstResponder"/>
        </objects>
    </scene>
    """
}

/// Compiles an inline iOS storyboard.
func compileStoryboard(_ text: String, sdk: Int) throws -> UIKitStoryboardCompilation {
    let document = try IBDocument(bytes: ByteView(copying: Array(text.utf8)), path: "test.storyboard")
    return try UIKitCompiler.compileStoryboard(document, options: UIKitCompilerOptions(sdkVersion: sdk))
}

extension UIKitStoryboardCompilation {
    /// The graph of the nib named `name`.
    func nib(named name: String) throws -> NibGraph {
        guard let nib = nibs.first(where: { $0.name == name }) else { throw MissingNib(name: name) }
        return nib.graph
    }

    struct MissingNib: Error {
        let name: String
    }
}

extension NibGraph {
    /// The objects of class `className`, in graph order.
    func objects(ofClass className: String) -> [Object] {
        objects.filter { $0.className == className }
    }
}

extension NibGraph.Object {
    var keys: [String] { entries.map(\.key) }
}

extension NibGraph {
    /// The object a value refers to.
    func target(_ value: NibGraph.Value?) -> Object? {
        if case .object(let index)? = value { return objects[index] }
        return nil
    }

    /// The text of the string object a value refers to.
    func text(_ value: NibGraph.Value?) -> String? {
        guard case .data(let bytes)? = target(value)?["NS.bytes"] else { return nil }
        return String(decoding: bytes.array, as: UTF8.self)
    }

    /// The objects a collection object lists (`NS.objects`).
    func elements(_ object: Object?) -> [Object] {
        guard case .array(let values)? = object?["NS.objects"] else { return [] }
        return values.compactMap { target($0) }
    }

    /// The objects of the root's list `key` (`UINibObjectsKey`, …).
    func rootList(_ key: String) -> [Object] {
        elements(target(objects[0][key]))
    }
}
