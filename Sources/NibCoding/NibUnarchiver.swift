import NibGraph

/// One decoding session over a nib's objects (``NibObjects``: a file read in
/// place, or a graph): builds objects on first reference and remembers them,
/// so two references give one instance.
///
/// **Objects referenced while they are being decoded.** Swift cannot hand out
/// an object before its initializer returns (Foundation hands out the
/// allocated, half-initialized object). Here such a reference — a subview's
/// `UISuperview` pointing back at the view whose `init(coder:)` is decoding
/// it — decodes as nil; ask for it with
/// ``NibObjectDecoder/decodeObject(forKey:whenAvailable:)`` to receive it as
/// soon as its initializer (and any `awakeAfter(using:)` replacement) is done.
/// A collection that contains itself cannot be built at all and is an error.
public final class NibUnarchiver {
    /// The objects decoded from.
    public let objects: NibObjects
    public let registry: NibClassRegistry
    public let options: NibDecodingOptions

    enum Slot {
        case untouched
        case decoding
        case done(Any?)
    }

    // The unarchiver is used from one thread and its state is only touched in
    // short, non-overlapping accesses, so the runtime's exclusivity tracking
    // (a thread-local access set, per access) is switched off for it: it would
    // be about 9% of instantiation's instructions (callgrind, `DecodeProfile
    // instantiate` in Benchmarks/).
    @exclusivity(unchecked) private var slots: [Slot]
    @exclusivity(unchecked) private var deferred: [Int: [(Any?) -> Void]] = [:]
    @exclusivity(unchecked) private var depth = 0
    @exclusivity(unchecked) private var built = 0
    @exclusivity(unchecked) private var bytes = 0
    /// Per object index: the object standing in for it (File's Owner), if any.
    /// An array, not a dictionary, so building an object does not hash its index.
    @exclusivity(unchecked) private(set) var placeholders: [AnyObject?]
    /// Resolves a `UIProxyObject` identifier to the object it stands for.
    var proxy: (String) throws -> AnyObject = { NibPlaceholder(identifier: $0) }
    /// Indices of the class instances built, in the order they finished.
    public var builtObjects: [Int] { builtOrder }
    @exclusivity(unchecked) private var builtOrder: [Int] = []

    public init(objects: NibObjects, registry: NibClassRegistry = .init(), options: NibDecodingOptions = .default) {
        self.objects = objects
        self.registry = registry
        self.options = options
        slots = Array(repeating: .untouched, count: objects.count)
        placeholders = Array(repeating: nil, count: objects.count)
        classPlans = Array(repeating: nil, count: objects.classSlotCount)
    }

    public convenience init(graph: NibGraph, registry: NibClassRegistry = .init(), options: NibDecodingOptions = .default) {
        self.init(objects: .graph(graph), registry: registry, options: options)
    }

    /// The number of objects; object 0 is the root.
    public var objectCount: Int { slots.count }

    /// Whether there is an object `index`.
    public func hasObject(_ index: Int) -> Bool { slots.indices.contains(index) }

    /// The decoder for object `index`'s own values (`index` must be in range).
    public func decoder(forObject index: Int) -> NibObjectDecoder {
        NibObjectDecoder(unarchiver: self, objectIndex: index, className: objects.className(of: index))
    }

    /// Makes `object` stand for object `index` (ignored when there is no such object).
    func setPlaceholder(_ object: AnyObject, forObject index: Int) {
        if placeholders.indices.contains(index) { placeholders[index] = object }
    }

    /// Whether object `index` is built and stands for a placeholder or was built already.
    public func isPlaceholder(_ object: AnyObject) -> Bool {
        object is NibPlaceholder || placeholders.contains { $0 === object }
    }

    /// Object `index`, built on first use: a registered class instance, a
    /// ``NibDynamicObject``, a placeholder, or a value (`String`, `Int64`,
    /// `Double`, `Bool`, `[UInt8]`, `[Any]`, `[String: Any]`). Nil while the
    /// object is still being decoded (see the type's discussion).
    public func object(at index: Int) throws -> Any? {
        guard slots.indices.contains(index) else { throw NibCodingError(.missingObject(index)) }
        if let placeholder = placeholders[index] { return placeholder }
        switch slots[index] {
        case .done(let value): return value
        case .decoding: return nil
        case .untouched: break
        }
        guard depth < options.maximumDepth else { throw NibCodingError(.tooDeep(limit: options.maximumDepth), object: index) }
        built += 1
        guard built <= options.maximumObjects else { throw NibCodingError(.tooManyObjects(limit: options.maximumObjects), object: index) }
        slots[index] = .decoding
        depth += 1
        defer { depth -= 1 }
        let value: Any?
        do {
            value = try build(index)
        } catch {
            slots[index] = .untouched
            deferred[index] = nil
            throw error
        }
        slots[index] = .done(value)
        if !deferred.isEmpty, let waiting = deferred.removeValue(forKey: index) {
            for deliver in waiting { deliver(value) }
        }
        return value
    }

    /// Calls `deliver` with object `index` now, or when it has finished decoding.
    func whenAvailable(_ index: Int, _ deliver: @escaping (Any?) -> Void) throws {
        guard slots.indices.contains(index) else { throw NibCodingError(.missingObject(index)) }
        if case .decoding = slots[index], placeholders[index] == nil {
            deferred[index, default: []].append(deliver)
            return
        }
        deliver(try object(at: index))
    }

    /// Counts string and data bytes against the limit.
    func account(bytes count: Int, object: Int) throws {
        bytes += count
        guard bytes <= options.maximumBytes else { throw NibCodingError(.tooManyBytes(limit: options.maximumBytes), object: object) }
    }

    /// How a class is built: the Foundation values, placeholders and swappers, or an instance.
    enum Kind {
        case string, number, data, array, dictionary, proxy, swapper, customObject, instance
    }

    /// Foundation's value classes by their role (sets are built as arrays), then the nib's own placeholders.
    static let kinds: [String: Kind] = FoundationClasses.roles.mapValues { role -> Kind in
        switch role {
        case .string: .string
        case .number: .number
        case .data: .data
        case .array, .set: .array
        case .dictionary: .dictionary
        }
    }.merging(["UIProxyObject": .proxy, "UIClassSwapper": .swapper, "NSClassSwapper": .swapper, "NSCustomObject": .customObject]) { $1 }

    /// How `className` is built. Every special class but two starts with
    /// "NS", so most UIKit classes are told apart without hashing their name.
    static func kind(of className: String) -> Kind {
        if className.utf8.first != UInt8(ascii: "N"), className != "UIProxyObject", className != "UIClassSwapper" {
            return .instance
        }
        return kinds[className] ?? .instance
    }

    /// How the objects of one class are built, worked out once per class.
    struct ClassPlan {
        var kind: Kind
        /// For instances: the registered type and the name it was found under (nil: a dynamic object).
        var resolved: (name: String, type: any NibDecodable.Type)?
        /// Whether instances may replace themselves (``NibReplacing``).
        var replaces: Bool
    }

    /// Per class slot (``NibObjects``: a NIBArchive's class-name entry, a keyed
    /// archive's class): its plan, once worked out. Empty for graphs.
    @exclusivity(unchecked) private var classPlans: [ClassPlan?]

    private func plan(_ className: String, fallbacks: [String]) -> ClassPlan {
        let kind = Self.kind(of: className)
        guard kind == .instance else { return ClassPlan(kind: kind, resolved: nil, replaces: false) }
        let resolved = registry.resolve(className, fallbacks: fallbacks)
        return ClassPlan(kind: kind, resolved: resolved, replaces: resolved.map { $0.type is NibReplacing.Type } ?? false)
    }

    /// Object `index`'s plan: from the per-class cache when the objects have class slots.
    private func plan(forObject index: Int, className: String) -> ClassPlan {
        guard let slot = objects.classSlot(of: index) else {
            return plan(className, fallbacks: objects.fallbackClassNames(of: index))
        }
        if let known = classPlans[slot] { return known }
        let made = plan(className, fallbacks: objects.fallbackClassNames(of: index))
        classPlans[slot] = made
        return made
    }

    private func build(_ index: Int) throws -> Any? {
        let className = objects.className(of: index)
        let plan = plan(forObject: index, className: className)
        // Most objects: an instance, whose decoder is made for it in instantiate().
        if plan.kind == .instance {
            return try instantiate(index, className: className, plan: plan)
        }
        let decoder = NibObjectDecoder(unarchiver: self, objectIndex: index, className: className)
        switch plan.kind {
        case .string:
            try allow("NSString", index)
            return try decoder.stringContents()
        case .number:
            try allow("NSNumber", index)
            return try decoder.numberContents()
        case .data:
            try allow("NSData", index)
            return try decoder.dataContents()
        case .array:
            try allow(className, index)
            return try decoder.arrayContents()
        case .dictionary:
            try allow(className, index)
            return try decoder.dictionaryContents()
        case .proxy:
            let identifier = try decoder.decodeString(forKey: "UIProxiedObjectIdentifier") ?? ""
            return try proxy(identifier)
        case .swapper:
            let uiKit = className == "UIClassSwapper"
            let name = try decoder.decodeString(forKey: uiKit ? "UIClassName" : "NSClassName") ?? className
            let original = try decoder.decodeString(forKey: uiKit ? "UIOriginalClassName" : "NSOriginalClassName")
            return try instantiate(index, className: name, plan: self.plan(name, fallbacks: original.map { [$0] } ?? []))
        case .customObject:
            let name = try decoder.decodeString(forKey: "NSClassName") ?? "NSObject"
            if name == "FirstResponder" { return try proxy("IBFirstResponder") }
            if name == "NSApplication" { return try proxy("NSApplication") }
            return try instantiate(index, className: name, plan: self.plan(name, fallbacks: []))
        case .instance:
            return try instantiate(index, className: className, plan: plan)  // taken above
        }
    }

    private func allow(_ className: String, _ index: Int) throws {
        if let allowed = options.allowedClassNames, !allowed.contains(className) {
            throw NibCodingError(.classNotAllowed(className), object: index)
        }
    }

    /// Builds an instance of `className` (an object's class, or the class a swapper names).
    private func instantiate(_ index: Int, className: String, plan: ClassPlan) throws -> AnyObject {
        let resolved = plan.resolved
        try allow(resolved?.name ?? className, index)
        let decoder = NibObjectDecoder(unarchiver: self, objectIndex: index, className: className)
        var object: AnyObject = try resolved.map { try $0.type.init(coder: decoder) } ?? NibDynamicObject(coder: decoder)
        if plan.replaces, let replacing = object as? NibReplacing {
            object = try replacing.awakeAfter(using: decoder)
        }
        builtOrder.append(index)
        return object
    }
}
