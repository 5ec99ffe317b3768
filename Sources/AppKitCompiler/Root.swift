import NibGraph
import XIBReader

/// The root object: `IB.objectdata`, an `NSIBObjectData`, then
/// `IB.systemFontUpdateVersion` (1).
///
/// The object data's `NSRoot` is File's Owner; `NSObjectsKeys` and
/// `NSObjectsValues` list every other object with its parent (top-level
/// objects under the owner), in document order, each object before its
/// children; `NSOidsKeys`/`NSOidsValues` number the owner, those objects and
/// then the connections from 1 (not the early connectors that come first in
/// `NSConnections`), and the accessibility connectors after them
/// (`NSAccessibilityOidsKeys`/`Values`). First Responder is in no list: a connection
/// to it has no destination.
extension AppKitContext {
    mutating func compileRoot() {
        let owner = document.objects.first { $0[attribute: "id"] == Placeholders.owner }
        let root = owner.flatMap { compile($0) } ?? builder.addObject("NSCustomObject")
        if owner == nil { appendString("NSClassName", "NSObject", to: root) }
        parentStack = [root]
        for element in document.objects {
            let id = element[attribute: "id"]
            guard id != Placeholders.owner, id != Placeholders.firstResponder else { continue }
            _ = compile(element)
        }
        writeObjectData(root: root, connections: Connections.compileAll(&self))
    }

    /// Writes `IB.objectdata` for File's Owner `root`, the objects listed in
    /// ``parents`` and `connections` (the accessibility connectors are compiled here).
    mutating func writeObjectData(root: Reference, connections: [Reference]) {
        let accessibility = AccessibilityConnectors.compileAll(&self)

        let data = builder.addObject("NSIBObjectData")
        append("IB.objectdata", .object(data), to: builder.root)
        append("IB.systemFontUpdateVersion", .integer(1), to: builder.root)

        append("NSRoot", .object(root), to: data)
        append("NSVisibleWindows", .object(builder.set(visibleWindows, className: FoundationClasses.mutableSet)), to: data)
        let allConnections = earlyConnectors + connections
        append("NSConnections", .object(builder.array(allConnections, className: FoundationClasses.mutableArray)), to: data)
        append("NSObjectsKeys", .object(builder.array(parents.map(\.object))), to: data)
        append("NSObjectsValues", .object(builder.array(parents.map(\.parent))), to: data)
        let numbered = [root] + parents.map(\.object) + connections
        append("NSOidsKeys", .object(builder.array(numbered)), to: data)
        let numbers = numbered.indices.map { builder.number(Int64($0 + 1)) }
        append("NSOidsValues", .object(builder.array(numbers)), to: data)
        append("NSAccessibilityConnectors", .object(builder.array(accessibility, className: FoundationClasses.mutableArray)),
               to: data)
        // Accessibility connectors are numbered after the connections; empty lists are the one empty array.
        let accessibilityNumbers = accessibility.indices.map { builder.number(Int64(numbered.count + $0 + 1)) }
        let accessibilityKeys = accessibility.isEmpty ? emptyArray() : builder.array(accessibility)
        append("NSAccessibilityOidsKeys", .object(accessibilityKeys), to: data)
        append("NSAccessibilityOidsValues", .object(accessibility.isEmpty ? accessibilityKeys : builder.array(accessibilityNumbers)),
               to: data)
    }

    /// The empty `NSArray`: one object however often it is archived, as
    /// Foundation's empty array is a single instance.
    mutating func emptyArray() -> Reference {
        sharedObject("emptyArray", className: FoundationClasses.array) { context, array in
            context.builder.append(FoundationClasses.objectsKey, [], to: array)
        }
    }
}
