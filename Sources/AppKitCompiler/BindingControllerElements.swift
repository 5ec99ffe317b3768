import NibBytes
import NibGraph
import XIBReader

/// The Cocoa bindings controllers: `<userDefaultsController>` →
/// `NSUserDefaultsController`, `<objectController>` → `NSObjectController`,
/// `<arrayController>` → `NSArrayController`.
///
/// What Apple's output shows (Transmission's MainMenu, Sparkle's
/// SUUpdatePermissionPrompt and SUUpdateAlert, Flycut's MainMenu):
/// - the shared user defaults controller writes only `NSSharedInstance`;
///   another writes its `NSDeclaredKeys` (when it declares any) and
///   `NSAppliesImmediately`;
/// - an array controller writes `NSDeclaredKeys`, `_NSManagedProxy` (an
///   empty object), `NSFilterRestrictsInsertion` and
///   `NSClearsFilterPredicateOnInsertion`, in that order, when `editable`,
///   `preservesSelection`, `selectsInsertedObjects` and
///   `avoidsEmptySelection` are all off;
/// - each boolean is written only when true (older keyed nibs show
///   `NSEditable`, `NSPreservesSelection`, `NSSelectsInsertedObjects` and
///   `NSAvoidsEmptySelection` for controllers that keep them on).
///
/// Not confirmed by a NIBArchive: where `NSEditable`, `NSObjectClassName`,
/// `NSAutomaticallyPreparesContent` and the selection booleans go among the
/// others (keyed archives keep keys in hash order); they follow AppKit's
/// class hierarchy here, the object controller's keys before the array
/// controller's.
enum BindingControllerElements {
    static let controllerAttributes: NameSet = [
        "id", "userLabel", "editable", "objectClassName", "automaticallyPreparesContent", "mode", "entityName",
    ]

    static func compileUserDefaults(_ context: inout AppKitContext, _ element: XIBElement, _ controller: Reference) {
        context.warnUnknownAttributes(of: element, known: ["id", "userLabel", "representsSharedInstance", "appliesImmediately"])
        context.warnUnknownChildren(of: element, known: ["declaredKeys"])
        context.beginObject(controller, of: element, className: "NSUserDefaultsController")
        if element.bool("representsSharedInstance") == true {
            context.append("NSSharedInstance", .bool(true), to: controller)
            return
        }
        appendDeclaredKeys(&context, element, to: controller)
        if element.bool("appliesImmediately") ?? true { context.append("NSAppliesImmediately", .bool(true), to: controller) }
    }

    static func compileObject(_ context: inout AppKitContext, _ element: XIBElement, _ controller: Reference) {
        context.warnUnknownAttributes(of: element, known: controllerAttributes)
        context.warnUnknownChildren(of: element, known: ["declaredKeys"])
        context.beginObject(controller, of: element, className: "NSObjectController")
        appendObjectControllerKeys(&context, element, to: controller)
    }

    static func compileArray(_ context: inout AppKitContext, _ element: XIBElement, _ controller: Reference) {
        context.warnUnknownAttributes(of: element, known: controllerAttributes, also: [
            "preservesSelection", "selectsInsertedObjects", "avoidsEmptySelection", "filterRestrictsInsertion",
            "clearsFilterPredicateOnInsertion", "automaticallyRearrangesObjects",
        ])
        context.warnUnknownChildren(of: element, known: ["declaredKeys"])
        context.beginObject(controller, of: element, className: "NSArrayController")
        appendObjectControllerKeys(&context, element, to: controller)
        for (attribute, key) in [("avoidsEmptySelection", "NSAvoidsEmptySelection"), ("preservesSelection", "NSPreservesSelection"),
                                 ("selectsInsertedObjects", "NSSelectsInsertedObjects"),
                                 ("filterRestrictsInsertion", "NSFilterRestrictsInsertion"),
                                 ("clearsFilterPredicateOnInsertion", "NSClearsFilterPredicateOnInsertion")] {
            if element.bool(attribute) ?? true { context.append(key, .bool(true), to: controller) }
        }
        if element.bool("automaticallyRearrangesObjects") == true {
            context.append("NSAutomaticallyRearrangesObjects", .bool(true), to: controller)
        }
    }

    /// `NSEditable`, `NSObjectClassName`, `NSEntityName` (entity mode),
    /// `NSAutomaticallyPreparesContent`, `NSDeclaredKeys` and `_NSManagedProxy`.
    private static func appendObjectControllerKeys(_ context: inout AppKitContext, _ element: XIBElement, to controller: Reference) {
        if element.bool("editable") ?? true { context.append("NSEditable", .bool(true), to: controller) }
        if let className = element[attribute: "objectClassName"] { context.appendString("NSObjectClassName", className, to: controller) }
        if element[attribute: "mode"] == "entity", let entity = element[attribute: "entityName"] {
            context.appendString("NSEntityName", entity, to: controller)
        }
        if element.bool("automaticallyPreparesContent") == true {
            context.append("NSAutomaticallyPreparesContent", .bool(true), to: controller)
        }
        appendDeclaredKeys(&context, element, to: controller)
        context.append("_NSManagedProxy", .object(context.builder.addObject("_NSManagedProxy")), to: controller)
    }

    /// `NSDeclaredKeys`: the `<declaredKeys>` strings as an `NSMutableArray`, when there are any.
    private static func appendDeclaredKeys(_ context: inout AppKitContext, _ element: XIBElement, to controller: Reference) {
        let keys = element.child(named: "declaredKeys")?.children.filter { $0.name == "string" }.map(\.text) ?? []
        guard !keys.isEmpty else { return }
        let strings = keys.map { context.builder.string($0) }
        context.append("NSDeclaredKeys", .object(context.builder.array(strings, className: FoundationClasses.mutableArray)), to: controller)
    }
}
