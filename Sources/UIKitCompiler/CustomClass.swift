import XIBReader

/// Custom classes: an object whose element names a `customClass` is written
/// as a `UIClassSwapper` that carries the class to make and its UIKit class.
enum CustomClass {
    /// The class name the runtime looks up: `customClass`, Swift-mangled as
    /// `_TtC<module><name>` when the class lives in a Swift module.
    static func runtimeName(of element: XIBElement, options: UIKitCompilerOptions) -> String? {
        guard let name = element[attribute: "customClass"], !name.isEmpty else { return nil }
        var module = element[attribute: "customModule"]
        if module == nil, element[attribute: "customModuleProvider"] == "target" { module = options.module }
        guard let module, !module.isEmpty else { return name }
        return "_TtC\(module.utf8.count)\(module)\(name.utf8.count)\(name)"
    }
}

extension UIKitContext {
    /// Gives `object` the class of `element`: `className`, or `UIClassSwapper`
    /// when the element names a custom class.
    mutating func beginObject(_ object: Reference, of element: XIBElement, className: String) {
        let custom = CustomClass.runtimeName(of: element, options: options)
        builder.setClass(custom == nil ? className : "UIClassSwapper", of: object)
    }

    /// The swapper's own values, after all of the class's: `UIClassName`, then `UIOriginalClassName`.
    mutating func endObject(_ object: Reference, of element: XIBElement, className: String) {
        guard let custom = CustomClass.runtimeName(of: element, options: options) else { return }
        appendString("UIClassName", custom, to: object)
        appendString("UIOriginalClassName", className, to: object)
    }
}
