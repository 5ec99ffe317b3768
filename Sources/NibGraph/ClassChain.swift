import KeyedArchive

/// A keyed archive's class chain (`$classes`): a class and its superclasses,
/// most derived first, ending in NSObject.
public enum ClassChain {
    /// The chain of `className` by a table of superclasses; a class the table
    /// does not list is archived under NSObject directly.
    public static func chain(of className: String, superclass: [String: String]) -> [String] {
        var chain = [className]
        var current = className
        // The tables have no cycles; the bound only guards against a mistake in one.
        while let parent = superclass[current], chain.count < 16 {
            chain.append(parent)
            current = parent
        }
        if chain.last != "NSObject" { chain.append("NSObject") }
        return chain
    }
}

extension ClassChain {
    /// `$classes` for a class whose superclasses are unknown: the class, then NSObject.
    static func defaultChain(for className: String) -> [String] {
        className == "NSObject" ? ["NSObject"] : [className, "NSObject"]
    }

    /// A decoded class's chain: its `$classes`, or the default chain when the
    /// dictionary has none, so that decode → encode → decode is stable.
    static func chain(of keyedClass: KeyedClass) -> [String] {
        keyedClass.classes.isEmpty ? defaultChain(for: keyedClass.name) : keyedClass.classes
    }

    /// The class an object is archived as: its chain is the default one when the object has none.
    package static func keyedClass(of object: NibGraph.Object) -> KeyedClass {
        let chain = object.classChain.isEmpty ? defaultChain(for: object.className) : object.classChain
        return KeyedClass(name: object.className, classes: chain, hints: object.fallbackClassNames)
    }
}
