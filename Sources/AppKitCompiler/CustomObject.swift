import NibGraph
import XIBReader

/// The ids Interface Builder gives its placeholders.
enum Placeholders {
    static let owner = "-2"
    static let firstResponder = "-1"
    static let application = "-3"
}

/// `<customObject>`: the placeholders (File's Owner, First Responder,
/// Application) as `NSCustomObject`s, other objects as an `NSCustomObject`
/// of their class, or an `NSClassSwapper` when they name a custom class and
/// the document asks for direct instantiation (`init`).
///
/// A placeholder that names a class says so in an `IBClassReference`
/// (`IBClassName`, `IBModuleName`, `IBModuleProvider`) before its
/// `NSClassName`; the Application's class name is always `NSApplication`.
enum CustomObjectElement {
    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ object: Reference) {
        let id = element[attribute: "id"]
        let custom = CustomClass.runtimeName(of: element, options: context.options)
        switch id {
        case Placeholders.owner, Placeholders.firstResponder, Placeholders.application:
            context.builder.setClass("NSCustomObject", of: object)
            if element[attribute: "customClass"] != nil { context.appendClassReference(element, to: object) }
            let className = id == Placeholders.application ? "NSApplication" : custom ?? "NSObject"
            context.appendString("NSClassName", className, to: object)
        default:
            // A custom class is made by the nib loader as itself (a custom
            // object that names it, with its class reference) unless the
            // document asks for direct instantiation; an AppKit class (an NS
            // prefix and no module) is made so either way (Apple's output for
            // NSFontManager, and for Transmission's controller objects).
            let direct = context.document.root[attribute: "customObjectInstantitationMethod"] == "direct"
            if let name = element[attribute: "customClass"],
               !direct || (name.hasPrefix("NS") && element[attribute: "customModule"] == nil) {
                context.builder.setClass("NSCustomObject", of: object)
                context.appendClassReference(element, to: object)
                context.appendString("NSClassName", custom ?? name, to: object)
                return
            }
            guard let custom else {
                context.builder.setClass("NSCustomObject", of: object)
                context.appendString("NSClassName", "NSObject", to: object)
                return
            }
            context.builder.setClass("NSClassSwapper", of: object)
            context.appendString("NSClassName", custom, to: object)
            context.appendString("NSOriginalClassName", "NSObject", to: object)
            context.append("NSInitializeWithInit", .bool(true), to: object)
        }
    }
}

extension AppKitContext {
    /// A placeholder's `IBClassReference`: its class, module and module provider (nil when absent).
    mutating func appendClassReference(_ element: XIBElement, to object: Reference) {
        guard sdkWrites("IBClassReference") else { return }
        let reference = builder.addObject("IBClassReference")
        appendOptionalString("IBClassName", element[attribute: "customClass"], to: reference)
        appendOptionalString("IBModuleName", element[attribute: "customModule"], to: reference)
        appendOptionalString("IBModuleProvider", element[attribute: "customModuleProvider"], to: reference)
        append("IBClassReference", .object(reference), to: object)
    }
}
