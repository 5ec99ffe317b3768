/// Runs the enabled rules over nibs, and over the Swift sources when there are any.
public struct Linter: Sendable {
    /// The rules that run.
    public var rules: Set<LintRule>
    public var sources: SwiftSources?

    public init(rules: Set<LintRule> = Set(LintRule.all), sources: SwiftSources? = nil) {
        self.rules = rules
        self.sources = sources
    }

    /// Every finding, document rules for each nib first, then the rules that
    /// read the sources; in each rule, in the order of the nibs and places.
    public func lint(_ nibs: [LintNib]) -> [LintFinding] {
        var findings: [LintFinding] = []
        for nib in nibs {
            var check = DocumentChecks(nib: nib, rules: rules)
            check.run()
            findings += check.findings
            if let sources {
                var connections = ConnectionChecks(nib: nib, sources: sources, rules: rules)
                connections.run()
                findings += connections.findings
            }
        }
        if let sources {
            var loads = LoadChecks(nibs: nibs, sources: sources, rules: rules)
            loads.run()
            findings += loads.findings
        }
        return findings
    }
}

/// How a finding names an object: `view 'iN0-l3-epB' (line 12)`, or `UIView #4` in a compiled nib.
func describe(_ object: LintNib.Object) -> String {
    if object.id.hasPrefix("#") { return "\(object.className) \(object.id)" }
    let name = object.customClass.map { "\(object.element) of class \($0)" } ?? object.element
    return "\(name) '\(object.id)'" + (object.place.line.map { " (line \($0))" } ?? "")
}

// MARK: Rules on the document alone

private struct DocumentChecks {
    let nib: LintNib
    let rules: Set<LintRule>
    var findings: [LintFinding] = []

    init(nib: LintNib, rules: Set<LintRule>) {
        self.nib = nib
        self.rules = rules
    }

    mutating func report(_ rule: LintRule, _ place: LintPlace, _ message: String) {
        if rules.contains(rule) { findings.append(LintFinding(rule: rule, place: place, message: message)) }
    }

    mutating func run() {
        for list in nib.topLevel {
            rootIsOwnerClass(list)
        }
        severalTopLevelViews()
        duplicateSiblingTags()
        connections()
    }

    mutating func rootIsOwnerClass(_ list: [Int]) {
        guard let owner = nib.owner(of: list), let ownerClass = nib.objects[owner].customClass else { return }
        for index in nib.instantiated(list) where nib.objects[index].customClass == ownerClass {
            let object = nib.objects[index]
            report(.rootIsOwnerClass, object.place, """
                top-level \(object.element) '\(object.id)' has File's Owner's class \(ownerClass): if \(ownerClass) loads this nib \
                from init(coder:) or awakeFromNib, every load builds another \(ownerClass) that loads it again; \
                keep File's Owner \(ownerClass) and make this a plain \(object.isView ? "view" : "object")
                """)
        }
    }

    mutating func severalTopLevelViews() {
        // Storyboards load scenes by identifier, never by position.
        guard nib.kind != .storyboard, !nib.path.contains(".storyboardc") else { return }
        for list in nib.topLevel {
            // A nib whose File's Owner is a class of its own, or has outlets, is read through those outlets.
            if let owner = nib.owner(of: list),
               nib.objects[owner].customClass != nil || nib.connections.contains(where: { $0.source == owner && $0.kind != .action }) {
                continue
            }
            let views = nib.instantiated(list).filter { nib.objects[$0].isView }
            guard views.count > 1 else { continue }
            let first = nib.objects[views[0]]
            report(.severalTopLevelViews, nib.objects[views[1]].place, """
                \(views.count) top-level views (the first is \(describe(first))): code that takes .first of the \
                loaded objects gets whichever the document lists first; load by class or use one view per nib
                """)
        }
    }

    mutating func duplicateSiblingTags() {
        for object in nib.objects where object.subviews.count > 1 {
            var seen: [Int64: Int] = [:]
            for index in object.subviews {
                guard let tag = nib.objects[index].tag, tag != 0 else { continue }
                if let first = seen[tag] {
                    report(.duplicateSiblingTag, nib.objects[index].place, """
                        tag \(tag) is also on sibling \(describe(nib.objects[first])): viewWithTag(\(tag)) on their \
                        superview finds only one of them
                        """)
                } else {
                    seen[tag] = index
                }
            }
        }
    }

    mutating func connections() {
        for connection in nib.connections {
            let what = connection.kind == .action ? "action" : connection.kind == .outlet ? "outlet" : "outlet collection"
            let source = connection.source.map { " of " + describe(nib.objects[$0]) } ?? ""
            if connection.name.allSatisfy({ $0 == " " }) {
                report(.emptyConnection, connection.place, connection.kind == .action
                    ? "action\(source) has no selector" : "\(what)\(source) has no property name")
            }
            guard nib.kind != .compiled else { continue }
            if let id = connection.destinationID, connection.destination == nil {
                report(.missingDestination, connection.place, "\(what) '\(connection.name)'\(source) names destination '\(id)', which no object has")
            } else if connection.destinationID == nil, connection.kind != .action {
                report(.missingDestination, connection.place, "\(what) '\(connection.name)'\(source) names no destination")
            }
        }
    }
}

// MARK: Outlets and actions against the sources

private struct ConnectionChecks {
    let nib: LintNib
    let sources: SwiftSources
    let rules: Set<LintRule>
    var findings: [LintFinding] = []

    init(nib: LintNib, sources: SwiftSources, rules: Set<LintRule>) {
        self.nib = nib
        self.sources = sources
        self.rules = rules
    }

    mutating func run() {
        for connection in nib.connections where !connection.name.isEmpty {
            if connection.kind == .action {
                action(connection)
            } else {
                outlet(connection)
            }
        }
    }

    mutating func report(_ rule: LintRule, _ place: LintPlace, _ message: String) {
        if rules.contains(rule) { findings.append(LintFinding(rule: rule, place: place, message: message)) }
    }

    mutating func outlet(_ connection: LintNib.Connection) {
        guard let source = connection.source else { return }
        let object = nib.objects[source]
        let className = object.className
        guard sources.classes[className] != nil else { return }
        let (declared, base) = sources.chain(className)
        let name = connection.name
        if let property = declared.lazy.compactMap({ $0.properties[name] }).first {
            if !property.isObjC {
                report(.unknownOutlet, connection.place, """
                    outlet '\(name)' of \(describe(object)): \(className).\(name) is not @IBOutlet or @objc, so key-value \
                    coding cannot set it (\(Self.at(property.place))); loading the nib raises 'not key value coding-compliant for the key \(name)'
                    """)
            }
            return
        }
        // Past the sources: a framework class the table knows, or nothing to decide.
        guard let base, let outlets = FrameworkClasses.outlets(of: base), !outlets.contains(name) else { return }
        report(.unknownOutlet, connection.place, """
            outlet '\(name)' of \(describe(object)): \(className) has no property '\(name)'\(declared.count > 1 ? " (nor its superclasses in the sources)" : ""); \
            loading the nib raises 'this class is not key value coding-compliant for the key \(name)'
            """)
    }

    mutating func action(_ connection: LintNib.Connection) {
        guard let target = connection.destination else { return }
        let object = nib.objects[target]
        guard object.placeholder != "IBFirstResponder", sources.classes[object.className] != nil else { return }
        let className = object.className
        let (declared, base) = sources.chain(className)
        let selector = connection.name
        let methods = declared.flatMap(\.methods)
        if let method = methods.first(where: { $0.selector == selector }) {
            if !method.isObjC {
                report(.unknownAction, connection.place, """
                    action '\(selector)' targets \(describe(object)): \(className).\(method.name) is not @IBAction or @objc \
                    (\(Self.at(method.place))), so the runtime cannot find it when the action fires
                    """)
            }
            return
        }
        guard let base, let actions = FrameworkClasses.actions(of: base), !actions.contains(selector) else { return }
        let baseName = String(selector.prefix { $0 != ":" })
        let near = methods.filter { $0.name == baseName || $0.selector.hasPrefix(baseName + "With") }
            .map { " (\($0.name)(\($0.labels.map { ($0 ?? "_") + ":" }.joined())) is '\($0.selector)', \(Self.at($0.place)))" }
            .first ?? ""
        report(.unknownAction, connection.place, """
            action '\(selector)' targets \(describe(object)): \(className) has no method with that selector\(near); \
            the action raises 'unrecognized selector' when it fires
            """)
    }

    static func at(_ place: LintPlace) -> String {
        let file = place.path.split(separator: "/").last.map(String.init) ?? place.path
        return place.line.map { "\(file):\($0)" } ?? file
    }
}

// MARK: Nib loads in the sources

private struct LoadChecks {
    let nibs: [String: [LintNib]]
    let sources: SwiftSources
    let rules: Set<LintRule>
    var findings: [LintFinding] = []

    init(nibs: [LintNib], sources: SwiftSources, rules: Set<LintRule>) {
        self.nibs = Dictionary(grouping: nibs.filter { $0.kind != .storyboard }, by: \.name)
        self.sources = sources
        self.rules = rules
    }

    mutating func report(_ rule: LintRule, _ place: LintPlace, _ message: String) {
        if rules.contains(rule) { findings.append(LintFinding(rule: rule, place: place, message: message)) }
    }

    /// The instantiated top-level objects of `nib` whose class is `className` or a subclass of it.
    func topLevel(of nib: LintNib, kindOf className: String) -> [LintNib.Object] {
        nib.topLevel.flatMap { nib.instantiated($0) }.map { nib.objects[$0] }.filter { sources.isKind($0.className, of: className) }
    }

    func fileName(_ nib: LintNib) -> String { nib.path.split(separator: "/").last.map(String.init) ?? nib.path }

    mutating func run() {
        for className in sources.classes.keys.sorted() {
            let atCoding = sources.reachable(in: className) { $0.isInitWithCoder || $0.isAwakeFromNib }
            let codingEntries = Set(atCoding.map(\.place))
            for method in atCoding {
                for load in method.loads { recursion(load, in: className, entry: atCoding) }
            }
            for method in sources.reachable(in: className, from: \.isAwakeAfter) {
                for load in method.loads { placeholderSwap(load, in: className) }
            }
            guard let declaration = sources.classes[className] else { continue }
            for method in declaration.methods {
                for load in method.loads {
                    firstOfMany(load)
                    if !codingEntries.contains(method.place) && method.addsSubview { nestedCopy(load, in: className) }
                }
                for lookup in method.tagLookups { ambiguousTag(lookup.tag, at: lookup.place, in: className) }
            }
        }
    }

    mutating func recursion(_ load: SwiftSources.NibLoad, in className: String, entry: [SwiftSources.Method]) {
        guard let name = load.nibName else { return }
        let from = entry.contains(where: \.isInitWithCoder) ? "init(coder:)" : "awakeFromNib"
        for nib in nibs[name] ?? [] {
            guard let object = topLevel(of: nib, kindOf: className).first else { continue }
            report(.loadRecursion, load.place, """
                \(className) loads '\(name)' on its way from \(from), and \(fileName(nib)) has a top-level \(describe(object)), \
                which runs \(from) again: endless recursion; make File's Owner \(className) and the root view a plain UIView
                """)
        }
    }

    mutating func nestedCopy(_ load: SwiftSources.NibLoad, in className: String) {
        guard let name = load.nibName, load.ownerIsSelf, load.pick != nil else { return }
        for nib in nibs[name] ?? [] {
            guard let object = topLevel(of: nib, kindOf: className).first else { continue }
            report(.nestedCopy, load.place, """
                \(className) loads '\(name)' with owner self and adds its \(load.pick!.rawValue) object as a subview, but \
                \(fileName(nib))'s top-level \(describe(object)) is itself a \(className): a second \(className) inside the first, \
                its outlets unconnected; make File's Owner \(className) and the root view a plain UIView
                """)
        }
    }

    mutating func firstOfMany(_ load: SwiftSources.NibLoad) {
        guard let name = load.nibName, let pick = load.pick else { return }
        for nib in nibs[name] ?? [] {
            let objects = nib.topLevel.flatMap { nib.instantiated($0) }
            guard objects.count > 1 else { continue }
            let names = objects.prefix(4).map { describe(nib.objects[$0]) }.joined(separator: ", ")
            report(.firstOfMany, load.place, """
                takes the \(pick == .index ? "element at a fixed index" : pick.rawValue + " object") of '\(name)', which has \
                \(objects.count) top-level objects (\(names)\(objects.count > 4 ? ", …" : "")): which one it gets depends on \
                document order; pick by class (first(where: { $0 is … }))
                """)
        }
    }

    mutating func placeholderSwap(_ load: SwiftSources.NibLoad, in className: String) {
        guard let name = load.nibName else { return }
        for nib in nibs[name] ?? [] {
            for index in nib.topLevel.flatMap({ nib.instantiated($0) }) {
                let object = nib.objects[index]
                guard sources.isKind(object.className, of: className), object.subviews.isEmpty else { continue }
                report(.placeholderSwap, load.place, """
                    \(className).awakeAfter(using:) replaces the view with one loaded from '\(name)', but \(fileName(nib))'s \
                    top-level \(describe(object)) is an empty \(className) too: the replacement is swapped again; give the \
                    nib's view its content, or return self when the view has subviews
                    """)
            }
        }
    }

    mutating func ambiguousTag(_ tag: Int64, at place: LintPlace, in className: String) {
        for nib in nibs.values.joined() {
            for list in nib.topLevel {
                let ownerClass = nib.owner(of: list).flatMap { nib.objects[$0].customClass }
                let roots = nib.instantiated(list)
                guard ownerClass == className || roots.contains(where: { nib.objects[$0].className == className }) else { continue }
                for root in roots {
                    let tagged = nib.tree(root).filter { nib.objects[$0].tag == tag }
                    guard tagged.count > 1 else { continue }
                    let names = tagged.prefix(3).map { describe(nib.objects[$0]) }.joined(separator: ", ")
                    report(.ambiguousTagLookup, place, """
                        viewWithTag(\(tag)) in \(className): \(fileName(nib)) has \(tagged.count) views with tag \(tag) \
                        under one root (\(names)): the lookup returns whichever it meets first
                        """)
                }
            }
        }
    }
}
