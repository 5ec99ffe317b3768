import NibBytes
import NibGraph

/// The classes a nib's own code supplies, as far as the nib shows them.
///
/// A nib names a custom class in two ways: as an object's class stored with
/// fallback classes for when it is missing (NIBArchive class fallbacks, keyed
/// `$classhints`), or by string, in a class swapper (`NSClassName`,
/// `UIClassName`), a custom object or view (`NSClassName`), or a window or
/// view template (`NSWindowClass`, `NSViewClass`). A Swift-mangled or dotted
/// class name is custom wherever it appears. Framework classes (prefixes `NS`,
/// `UI`, `IB`, which Apple reserves, after any leading underscores; some are
/// stored with fallbacks too) and the `FirstResponder` placeholder are not custom.
enum CustomClasses {
    static let classNameKeys: Set<String> = ["NSClassName", "UIClassName", "NSWindowClass", "NSViewClass"]

    /// Custom class names with the number of objects or references naming each.
    ///
    /// Each name is checked once per nib, and references to a string object
    /// are counted by object before its text is read, so a long name that many
    /// objects share is decoded, parsed and hashed once, not once per reference.
    static func find(in graph: NibGraph) -> [String: Int] {
        // Class names by the identity of the graph's strings, so a long name that many objects
        // share is hashed and parsed once, not once per object.
        var classNames = GraphNameCounts()
        var objects: [(all: Int, withFallbacks: Int)] = []
        var found: [String: Int] = [:]
        var names = NameChecks()
        var referencesToString: [Int: Int] = [:]
        for object in graph.objects {
            let number = classNames.add(object.className)
            if number == objects.count { objects.append((0, 0)) }
            objects[number].all += 1
            if !object.fallbackClassNames.isEmpty { objects[number].withFallbacks += 1 }
            for entry in object.entries where classNameKeys.contains(entry.key) {
                switch entry.value {
                case let .object(index): referencesToString[index, default: 0] += 1
                case let .string(name) where names.checks(name).isCustom: found[name, default: 0] += 1
                default: continue
                }
            }
        }
        // An object counts when its class is Swift, or custom and stored with fallbacks.
        for (number, count) in objects.enumerated() {
            let name = classNames.name(number)
            let checks = names.checks(name)
            let counted = checks.isSwift ? count.all : checks.isCustom ? count.withFallbacks : 0
            if counted > 0 { found[name, default: 0] += counted }
        }
        // String objects by the place of their bytes: many objects of a NIBArchive may list one value.
        var byPlace: [ByteView.Place: (count: Int, name: String?)] = [:]
        for (index, count) in referencesToString {
            guard graph.objects.indices.contains(index), case let .data(bytes)? = graph.objects[index]["NS.bytes"] else { continue }
            let place = bytes.place   // the graph holds every storage, so places stay valid
            if let known = byPlace[place] {
                byPlace[place] = (known.count + count, known.name)
            } else {
                byPlace[place] = (count, String(validating: bytes, as: UTF8.self))
            }
        }
        for (_, entry) in byPlace {
            guard let name = entry.name, names.checks(name).isCustom else { continue }
            found[name, default: 0] += entry.count
        }
        return found
    }


    /// `isCustom` and `isSwift` for each name, worked out once: both parse
    /// the whole name, which many objects of one class would repeat.
    struct NameChecks {
        private var known: [String: (isCustom: Bool, isSwift: Bool)] = [:]

        mutating func checks(_ name: String) -> (isCustom: Bool, isSwift: Bool) {
            if let answer = known[name] { return answer }
            let answer = (isCustom: CustomClasses.isCustom(name), isSwift: CustomClasses.isSwift(name))
            known[name] = answer
            return answer
        }
    }

    static func isSwift(_ name: String) -> Bool {
        SwiftClassName(name) != nil
    }

    static func isCustom(_ name: String) -> Bool {
        if isSwift(name) { return true }
        guard !name.isEmpty, name != "FirstResponder" else { return false }
        let unprefixed = name.drop { $0 == "_" }
        return !(unprefixed.hasPrefix("NS") || unprefixed.hasPrefix("UI") || unprefixed.hasPrefix("IB"))
    }
}
