import XIBReader

/// Custom classes: the class name the runtime looks up for an element.
enum CustomClass {
    /// `customClass`, Swift-mangled as `_TtC<module><name>` when the class
    /// lives in a Swift module: the `--module` one for
    /// `customModuleProvider="target"`, else `customModule`.
    static func runtimeName(of element: XIBElement, options: AppKitCompilerOptions) -> String? {
        guard let name = element[attribute: "customClass"], !name.isEmpty else { return nil }
        var module = element[attribute: "customModule"]
        if element[attribute: "customModuleProvider"] == "target", let target = options.module { module = target }
        guard let module, !module.isEmpty else { return name }
        return "_TtC\(module.utf8.count)\(module)\(name.utf8.count)\(name)"
    }
}

extension AppKitContext {
    /// Whether the document makes custom objects with `-init`
    /// (`customObjectInstantitationMethod="direct"`): its class swappers then
    /// name both classes before the object's values.
    var instantiatesDirectly: Bool {
        document.root[attribute: "customObjectInstantitationMethod"] == "direct"
    }

    /// Gives `object` the class of `element`: `className`, or an
    /// `NSClassSwapper` that names the custom class (`NSClassName`) and then
    /// `className` (`NSOriginalClassName`) before the object's values.
    /// `always` swaps even without a custom class (a custom view of a
    /// document that instantiates directly names `className` twice).
    mutating func beginObject(_ object: Reference, of element: XIBElement, className: String, always: Bool = false) {
        var custom = CustomClass.runtimeName(of: element, options: options)
        if custom == nil, always { custom = className }
        guard let custom else {
            builder.setClass(className, of: object)
            return
        }
        builder.setClass("NSClassSwapper", of: object)
        appendString("NSClassName", custom, to: object)
        appendString("NSOriginalClassName", className, to: object)
    }
}
