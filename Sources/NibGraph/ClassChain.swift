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
