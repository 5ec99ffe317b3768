/// A class dictionary of a keyed archive: `{$classname, $classes, $classhints}`.
public struct KeyedClass: Sendable, Hashable {
    /// `$classname`: the class the object was archived as.
    public var name: String
    /// `$classes`: the class and its superclasses, most derived first (may be empty).
    public var classes: [String]
    /// `$classhints`: classes to try when `name` is not available.
    public var hints: [String]

    public init(name: String, classes: [String] = [], hints: [String] = []) {
        self.name = name
        self.classes = classes
        self.hints = hints
    }
}
