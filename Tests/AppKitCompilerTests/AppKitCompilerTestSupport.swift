import AppKitCompiler
import IBDocument
import NibBytes
import NibGraph

/// Compiles an inline macOS xib whose `<objects>` are `objects` (after the
/// three placeholders), with `attributes` on `<document>`.
func compileMacXIB(_ objects: String, attributes: String = "", owner: String = "customClass=\"NSApplication\"",
                   module: String? = nil) throws -> AppKitCompilation {
    let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" \(attributes)>
            <objects>
                <customObject id="-2" userLabel="File's Owner" \(owner)/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
        \(objects)
            </objects>
        </document>
        """
    let document = try IBDocument(bytes: ByteView(copying: Array(text.utf8)), path: "test.xib")
    return try AppKitCompiler.compile(document, options: AppKitCompilerOptions(module: module))
}

extension NibGraph {
    /// The objects of class `className`, in graph order.
    func objects(ofClass className: String) -> [Object] {
        objects.filter { $0.className == className }
    }

    /// The object `value` refers to.
    func target(_ value: Value?) -> Object? {
        if case .object(let index)? = value { return objects[index] }
        return nil
    }

    /// The text of the string object `value` refers to.
    func text(_ value: Value?) -> String? {
        guard case .data(let bytes)? = target(value)?["NS.bytes"] else { return nil }
        return String(decoding: bytes.array, as: UTF8.self)
    }

    /// The objects a collection object lists.
    func elements(_ value: Value?) -> [Object] {
        guard case .array(let values)? = target(value)?["NS.objects"] else { return [] }
        return values.compactMap { target($0) }
    }

    /// The root's `NSIBObjectData`.
    var objectData: Object? { target(objects[0]["IB.objectdata"]) }
}

extension NibGraph.Object {
    var keys: [String] { entries.map(\.key) }
}
