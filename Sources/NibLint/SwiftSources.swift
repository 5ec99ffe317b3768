/// What `--sources` reads from Swift files: class declarations (and their
/// extensions) with their superclass, `@IBOutlet` and other properties,
/// methods with their Objective-C selectors, and what each method body does
/// that the rules care about: nib loads, calls to the class's own methods,
/// `addSubview`, `viewWithTag`. A light hand-written scanner, not a parser:
/// it follows braces, attributes and declaration keywords, and reads nib
/// loads by their usual spellings.
public struct SwiftSources: Sendable {
    /// A class, with every extension of it in the sources merged in.
    public struct Class: Sendable {
        public var name: String
        /// The first type of the inheritance clause (a superclass or, for a root class, a protocol).
        public var superclass: String?
        /// `@objcMembers`: every member is visible to the Objective-C runtime.
        public var isObjCMembers = false
        public var properties: [String: Property] = [:]
        public var methods: [Method] = []
        public var place: LintPlace
    }

    public struct Property: Sendable {
        public var name: String
        /// `@IBOutlet` (or `@IBOutletCollection`).
        public var isOutlet: Bool
        /// Visible to key-value coding: an outlet, `@objc`, `@NSManaged`, or in an `@objcMembers` class.
        public var isObjC: Bool
        public var place: LintPlace
    }

    public struct Method: Sendable {
        /// `init` for initializers.
        public var name: String
        /// The argument labels (nil for `_`).
        public var labels: [String?]
        /// The Objective-C selector Swift gives the method.
        public var selector: String
        public var isAction: Bool
        /// Visible to the Objective-C runtime: `@IBAction`, `@objc`, an override, or in an `@objcMembers` class.
        public var isObjC: Bool = false
        public var place: LintPlace
        /// The names of methods the body calls on `self` (or unqualified).
        public var calls: Set<String> = []
        public var loads: [NibLoad] = []
        public var addsSubview = false
        public var tagLookups: [(tag: Int64, place: LintPlace)] = []
    }

    /// A nib load in a method body: `UINib(nibName:bundle:)` with
    /// `instantiate(withOwner:options:)`, or `loadNibNamed(_:owner:options:)`.
    public struct NibLoad: Sendable {
        /// Which element of the loaded objects the code takes.
        public enum Pick: String, Sendable { case first, last, index }
        /// The nib's name, when the scanner can tell it (a literal, or the enclosing class's name).
        public var nibName: String?
        /// Whether the owner passed is `self`.
        public var ownerIsSelf: Bool
        public var pick: Pick?
        public var place: LintPlace
    }

    public private(set) var classes: [String: Class] = [:]

    public init() {}

    /// The sources in `files` (path and text).
    public init(files: [(path: String, text: String)]) {
        for file in files { add(file.text, path: file.path) }
    }

    /// Adds the declarations of one Swift file.
    public mutating func add(_ text: String, path: String) {
        var scanner = DeclarationScanner(tokens: SwiftLexer.tokens(text), path: path)
        scanner.scan()
        for found in scanner.classes {
            if var known = classes[found.name] {
                known.superclass = known.superclass ?? found.superclass
                known.isObjCMembers = known.isObjCMembers || found.isObjCMembers
                known.properties.merge(found.properties) { old, _ in old }
                known.methods += found.methods
                classes[found.name] = known
            } else {
                classes[found.name] = found
            }
        }
    }

    /// `name` and its superclasses as far as the sources declare them, then
    /// the first superclass they do not declare (a framework class), if any.
    public func chain(_ name: String) -> (declared: [Class], base: String?) {
        var declared: [Class] = []
        var next: String? = name
        while let current = next, let found = classes[current], !declared.contains(where: { $0.name == current }) {
            declared.append(found)
            next = found.superclass
        }
        return (declared, next)
    }

    /// Whether `name` is `ancestor` or a subclass of it, as far as the sources tell.
    public func isKind(_ name: String, of ancestor: String) -> Bool {
        if name == ancestor { return true }
        let (declared, base) = chain(name)
        return declared.contains { $0.name == ancestor } || base == ancestor
    }

    /// The methods of `className` that run when the runtime calls `entry`, the
    /// ones they call on `self` included, transitively.
    public func reachable(in className: String, from entry: (Method) -> Bool) -> [Method] {
        let (declared, _) = chain(className)
        let methods = declared.flatMap(\.methods)
        var result = methods.filter(entry)
        var names = Set(result.map(\.name))
        var position = 0
        while position < result.count {
            for call in result[position].calls where !names.contains(call) {
                names.insert(call)
                result += methods.filter { $0.name == call }
            }
            position += 1
        }
        return result
    }
}

extension SwiftSources.Method {
    /// `init(coder:)`.
    public var isInitWithCoder: Bool { name == "init" && labels.first == "coder" }
    public var isAwakeFromNib: Bool { name == "awakeFromNib" && labels.isEmpty }
    public var isAwakeAfter: Bool { name == "awakeAfter" && labels.first == "using" }

    /// The selector Swift exposes `name(labels)` under: `tap` for `tap()`,
    /// `tap:` for `tap(_:)`, `tapWithSender:` for `tap(sender:)`,
    /// `tap:forEvent:` for `tap(_:forEvent:)`.
    static func selector(name: String, labels: [String?]) -> String {
        guard let first = labels.first else { return name }
        var selector = name
        if let first { selector += "With" + first.prefix(1).uppercased() + first.dropFirst() }
        selector += ":"
        for label in labels.dropFirst() { selector += (label ?? "") + ":" }
        return selector
    }
}

/// Walks one file's tokens: follows braces, notes type declarations, their
/// members, and the token range of each member's body, then reads the bodies.
private struct DeclarationScanner {
    let tokens: [SwiftToken]
    let path: String
    var classes: [SwiftSources.Class] = []

    private enum Scope {
        /// A type's body; the index into `classes` for classes and extensions.
        case type(Int?)
        /// A member's body (method, initializer, property accessor or initializer closure).
        case member(type: Int, method: Int, open: Int)
        case other
    }

    private var scopes: [Scope] = []
    private var attributes: [(name: String, argument: String?)] = []
    /// A type declaration waiting for its `{`.
    private var pendingType: Int??
    /// A member declaration waiting for its `{`: its class and method index.
    private var pendingMember: (type: Int, method: Int)?

    static let modifiers: Set<String> = [
        "override", "public", "open", "internal", "private", "fileprivate", "final", "static", "class", "dynamic", "required",
        "convenience", "mutating", "nonisolated", "optional", "lazy", "weak", "unowned",
    ]

    init(tokens: [SwiftToken], path: String) {
        self.tokens = tokens
        self.path = path
    }

    func place(_ index: Int) -> LintPlace {
        LintPlace(path: path, line: tokens[index].line, column: tokens[index].column)
    }

    /// The class whose body directly holds the current position, if the position is in a type's body.
    private var currentType: Int?? {
        guard let last = scopes.last else { return .some(nil) }
        if case .type(let index) = last { return .some(index) }
        return nil
    }

    mutating func scan() {
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .attribute:
                var argument: String?
                if index + 1 < tokens.count, tokens[index + 1].isPunctuation("(") {
                    let close = matching(index + 1)
                    argument = tokens[(index + 2)..<close].map(\.text).joined()
                    index = close
                }
                attributes.append((token.text, argument))
            case .punctuation where token.text == "{":
                open(index)
            case .punctuation where token.text == "}":
                close(index)
            case .word:
                index = declaration(at: index)
            default:
                break
            }
            index += 1
        }
    }

    private mutating func open(_ index: Int) {
        if let pending = pendingType {
            scopes.append(.type(pending))
            pendingType = nil
            pendingMember = nil
        } else if case .some(.some(let type)) = currentType, let member = pendingMember, member.type == type {
            scopes.append(.member(type: member.type, method: member.method, open: index))
            pendingMember = nil
        } else {
            scopes.append(.other)
        }
        attributes = []
    }

    private mutating func close(_ index: Int) {
        guard let scope = scopes.popLast() else { return }
        if case let .member(type, method, open) = scope {
            read(body: (open + 1)..<index, into: &classes[type].methods[method], className: classes[type].name)
        }
        pendingMember = nil
        attributes = []
    }

    /// Reads a declaration starting at `index` when the position is in a type's
    /// body or at file level; returns the last token it consumed.
    private mutating func declaration(at index: Int) -> Int {
        guard let type = currentType else { return index }
        let word = tokens[index].text
        let previousIsDot = index > 0 && tokens[index - 1].isPunctuation(".")
        guard !previousIsDot else { return index }
        switch word {
        case "class", "struct", "enum", "protocol", "extension", "actor":
            guard index + 1 < tokens.count, tokens[index + 1].kind == .word else { return index }
            if word == "class", ["func", "var", "let", "subscript", "override", "final", "static", "public", "open", "private", "fileprivate", "internal"]
                .contains(tokens[index + 1].text) {
                return index
            }
            return typeDeclaration(at: index)
        case "var", "let":
            guard let type, index + 1 < tokens.count, tokens[index + 1].kind == .word else { return index }
            let name = tokens[index + 1].text
            let isOutlet = attributes.contains { $0.name == "@IBOutlet" || $0.name == "@IBOutletCollection" }
            let isObjC = isOutlet || classes[type].isObjCMembers
                || attributes.contains { ["@objc", "@NSManaged", "@IBInspectable", "@GKInspectable"].contains($0.name) }
            if classes[type].properties[name] == nil {
                classes[type].properties[name] = SwiftSources.Property(name: name, isOutlet: isOutlet, isObjC: isObjC, place: place(index + 1))
            }
            // A body after it (accessors, an initializer closure) is read like a method's.
            classes[type].methods.append(SwiftSources.Method(
                name: "var " + name, labels: [], selector: name, isAction: false, place: place(index + 1)))
            pendingMember = (type, classes[type].methods.count - 1)
            attributes = []
            return index + 1
        case "func", "init", "deinit", "subscript":
            guard let type else { return index }
            var cursor = index + 1
            var name = word
            if word == "func" {
                guard cursor < tokens.count else { return index }
                name = tokens[cursor].text
                cursor += 1
            }
            while cursor < tokens.count, tokens[cursor].isPunctuation("?") || tokens[cursor].isPunctuation("!") { cursor += 1 }
            if cursor < tokens.count, tokens[cursor].isPunctuation("<") { cursor = skipGenerics(cursor) }
            var labels: [String?] = []
            if cursor < tokens.count, tokens[cursor].isPunctuation("(") {
                let close = matching(cursor)
                labels = parameterLabels(cursor, close)
                cursor = close
            }
            let objcName = attributes.first { $0.name == "@objc" }?.argument
            let isAction = attributes.contains { $0.name == "@IBAction" || $0.name == "@IBSegueAction" }
            var modifier = index - 1
            var isOverride = false
            while modifier >= 0, tokens[modifier].kind == .word, Self.modifiers.contains(tokens[modifier].text) {
                isOverride = isOverride || tokens[modifier].text == "override"
                modifier -= 1
            }
            let isObjC = isAction || isOverride || classes[type].isObjCMembers || attributes.contains { $0.name == "@objc" || $0.name == "@NSManaged" }
            classes[type].methods.append(SwiftSources.Method(
                name: name, labels: labels, selector: objcName ?? SwiftSources.Method.selector(name: name, labels: labels),
                isAction: isAction, isObjC: isObjC, place: place(index)))
            pendingMember = (type, classes[type].methods.count - 1)
            attributes = []
            return cursor
        default:
            return index
        }
    }

    /// `class Name<…>: Superclass, Protocol where … {`: records a class (or
    /// extension) and waits for its `{`.
    private mutating func typeDeclaration(at index: Int) -> Int {
        let keyword = tokens[index].text
        var cursor = index + 1
        var name = tokens[cursor].text
        // `extension Outer.Inner`: the last component.
        while cursor + 2 < tokens.count, tokens[cursor + 1].isPunctuation("."), tokens[cursor + 2].kind == .word {
            cursor += 2
            name = tokens[cursor].text
        }
        cursor += 1
        if cursor < tokens.count, tokens[cursor].isPunctuation("<") { cursor = skipGenerics(cursor) }
        var superclass: String?
        if cursor < tokens.count, tokens[cursor].isPunctuation(":") {
            cursor += 1
            while cursor < tokens.count, tokens[cursor].kind == .word {
                superclass = tokens[cursor].text
                if cursor + 2 < tokens.count, tokens[cursor + 1].isPunctuation("."), tokens[cursor + 2].kind == .word {
                    cursor += 2
                } else {
                    break
                }
            }
        }
        // Up to the body's `{` (a `where` clause, further protocols).
        while cursor < tokens.count, !tokens[cursor].isPunctuation("{"), !tokens[cursor].isPunctuation("}") {
            if tokens[cursor].isPunctuation(";") { break }
            cursor += 1
        }
        let isObjCMembers = attributes.contains { $0.name == "@objcMembers" }
        attributes = []
        guard keyword == "class" || keyword == "extension" else {
            pendingType = .some(nil)
            return cursor - 1
        }
        if let existing = classes.firstIndex(where: { $0.name == name }) {
            if keyword == "class" { classes[existing].superclass = classes[existing].superclass ?? superclass }
            classes[existing].isObjCMembers = classes[existing].isObjCMembers || isObjCMembers
            pendingType = .some(existing)
        } else {
            classes.append(SwiftSources.Class(
                name: name, superclass: keyword == "class" ? superclass : nil, isObjCMembers: isObjCMembers, place: place(index + 1)))
            pendingType = .some(classes.count - 1)
        }
        return cursor - 1
    }

    /// The index of the bracket closing the one at `open` (`(`, `[`, `{`), or the last token.
    func matching(_ open: Int) -> Int {
        let opening = tokens[open].text
        let closing = opening == "(" ? ")" : opening == "[" ? "]" : "}"
        var depth = 0
        var cursor = open
        while cursor < tokens.count {
            if tokens[cursor].isPunctuation(opening) { depth += 1 }
            if tokens[cursor].isPunctuation(closing) {
                depth -= 1
                if depth == 0 { return cursor }
            }
            cursor += 1
        }
        return tokens.count - 1
    }

    /// The token after a generic parameter clause starting at `open` (`<`).
    func skipGenerics(_ open: Int) -> Int {
        var depth = 0
        var cursor = open
        while cursor < tokens.count {
            if tokens[cursor].isPunctuation("<") { depth += 1 }
            if tokens[cursor].isPunctuation(">") {
                depth -= 1
                if depth == 0 { return cursor + 1 }
            }
            if tokens[cursor].isPunctuation("{") { return cursor }
            cursor += 1
        }
        return cursor
    }

    /// The argument labels of the parameter clause between `open` and `close`.
    func parameterLabels(_ open: Int, _ close: Int) -> [String?] {
        var labels: [String?] = []
        var cursor = open + 1
        var atStart = true
        var depth = 0
        while cursor < close {
            let token = tokens[cursor]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("<") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation(">") { depth -= 1 }
            if depth == 0 && token.isPunctuation(",") { atStart = true }
            if atStart && token.kind == .word && depth == 0 {
                if token.text == "inout" || token.text == "borrowing" || token.text == "consuming" {
                    cursor += 1
                    continue
                }
                labels.append(token.text == "_" ? nil : token.text)
                atStart = false
            }
            // A parameter's attributes (`@escaping`) come after the colon; nothing to do.
            cursor += 1
        }
        return labels
    }

    // MARK: Bodies

    /// Reads what the rules need from the body tokens in `range`.
    func read(body range: Range<Int>, into method: inout SwiftSources.Method, className: String) {
        var variables: [String: Int] = [:]  // a load assigned to a name: the load's index in `method.loads`
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            let token = tokens[cursor]
            let next = cursor + 1 < range.upperBound ? tokens[cursor + 1] : nil
            let previous = cursor > range.lowerBound ? tokens[cursor - 1] : nil
            guard token.kind == .word else {
                cursor += 1
                continue
            }
            let isCall = next?.isPunctuation("(") == true
            let onSelf = previous?.isPunctuation(".") != true
                || (cursor >= range.lowerBound + 2 && tokens[cursor - 2].isWord("self"))
            switch token.text {
            case "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview":
                method.addsSubview = true
            case "viewWithTag" where isCall:
                if cursor + 3 < range.upperBound, tokens[cursor + 2].kind == .number, tokens[cursor + 3].isPunctuation(")"),
                   let tag = Int64(tokens[cursor + 2].text) {
                    method.tagLookups.append((tag, place(cursor)))
                }
            case "loadNibNamed" where isCall, "UINib" where isCall, "NSNib" where isCall:
                let close = matching(cursor + 1)
                let arguments = self.arguments(cursor + 1, close)
                var load = SwiftSources.NibLoad(nibName: nil, ownerIsSelf: false, pick: nil, place: place(cursor))
                var end = close
                if token.text == "loadNibNamed" {
                    load.nibName = arguments.first.flatMap { nibName($0.tokens, className: className) }
                    load.ownerIsSelf = arguments.first { $0.label == "owner" }.map(isSelf) ?? false
                } else {
                    guard let name = arguments.first(where: { $0.label == "nibName" || $0.label == "nibNamed" }) else { break }
                    load.nibName = nibName(name.tokens, className: className)
                    // `.instantiate(withOwner: self, options: nil)` chained on.
                    if close + 3 < range.upperBound, tokens[close + 1].isPunctuation("."), tokens[close + 2].isWord("instantiate"),
                       tokens[close + 3].isPunctuation("(") {
                        end = matching(close + 3)
                        let owner = self.arguments(close + 3, end).first { $0.label == "withOwner" }
                        load.ownerIsSelf = owner.map(isSelf) ?? false
                    }
                }
                load.pick = pick(after: end, limit: range.upperBound)
                // `let views = Bundle.main.loadNibNamed(…)`: picks from `views` later count.
                var start = cursor
                while start > range.lowerBound + 1, tokens[start - 1].isPunctuation(".") { start -= 2 }
                if start >= range.lowerBound + 2, tokens[start - 1].isPunctuation("="), tokens[start - 2].kind == .word {
                    variables[tokens[start - 2].text] = method.loads.count
                }
                method.loads.append(load)
                cursor = end
            default:
                if let loadIndex = variables[token.text], previous?.isPunctuation(".") != true, cursor + 3 < range.upperBound,
                   tokens[cursor + 1].isPunctuation("."), tokens[cursor + 2].isWord("instantiate"), tokens[cursor + 3].isPunctuation("(") {
                    // `nib.instantiate(withOwner: self, options: nil)` on a `let nib = UINib(…)`.
                    let end = matching(cursor + 3)
                    method.loads[loadIndex].ownerIsSelf = arguments(cursor + 3, end).first { $0.label == "withOwner" }.map(isSelf) ?? false
                    method.loads[loadIndex].pick = method.loads[loadIndex].pick ?? pick(after: end, limit: range.upperBound)
                    cursor = end
                } else if let loadIndex = variables[token.text], method.loads[loadIndex].pick == nil, previous?.isPunctuation(".") != true,
                   let pick = pick(after: cursor, limit: range.upperBound) {
                    method.loads[loadIndex].pick = pick
                } else if isCall && onSelf && token.text != className {
                    method.calls.insert(token.text)
                }
            }
            cursor += 1
        }
    }

    /// The arguments between `open` and `close` (parentheses), with their labels.
    func arguments(_ open: Int, _ close: Int) -> [(label: String?, tokens: ArraySlice<SwiftToken>)] {
        var result: [(String?, ArraySlice<SwiftToken>)] = []
        var start = open + 1
        var depth = 0
        for cursor in (open + 1)...close {
            let token = tokens[cursor]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { depth -= 1 }
            if (depth == 0 && token.isPunctuation(",")) || cursor == close {
                var slice = tokens[start..<cursor]
                var label: String?
                if slice.count >= 2, slice[slice.startIndex].kind == .word, slice[slice.startIndex + 1].isPunctuation(":") {
                    label = slice[slice.startIndex].text
                    slice = slice.dropFirst(2)
                }
                if !slice.isEmpty || label != nil { result.append((label, slice)) }
                start = cursor + 1
            }
        }
        return result
    }

    func isSelf(_ argument: (label: String?, tokens: ArraySlice<SwiftToken>)) -> Bool {
        argument.tokens.count == 1 && argument.tokens.first!.isWord("self")
    }

    /// `.first`, `.last` or `[0]` right after the token at `end` (past `?`, `!` and `)`).
    func pick(after end: Int, limit: Int) -> SwiftSources.NibLoad.Pick? {
        var cursor = end + 1
        while cursor < limit, tokens[cursor].isPunctuation("?") || tokens[cursor].isPunctuation("!") { cursor += 1 }
        guard cursor + 1 < limit else { return nil }
        if tokens[cursor].isPunctuation("."), tokens[cursor + 1].isWord("first") || tokens[cursor + 1].isWord("last") {
            // `first(where:)` picks by a condition, not by position.
            if cursor + 2 < limit, tokens[cursor + 2].isPunctuation("(") { return nil }
            return tokens[cursor + 1].text == "first" ? .first : .last
        }
        if tokens[cursor].isPunctuation("["), cursor + 2 < limit, tokens[cursor + 1].kind == .number, tokens[cursor + 2].isPunctuation("]") {
            return .index
        }
        return nil
    }

    /// The nib name an argument spells: a literal, or the enclosing class's
    /// name (`String(describing: type(of: self))`, `String(describing: Self.self)`,
    /// `"\(Self.self)"`, `NSStringFromClass(…)`, `Self.className`), or a named class (`X.self`).
    func nibName(_ argument: ArraySlice<SwiftToken>, className: String) -> String? {
        let words = argument.filter { $0.kind == .word }.map(\.text)
        if argument.count == 1, let only = argument.first, only.kind == .string {
            let text = only.text
            guard text.contains("\\(") else { return text }
            let inner = text.filter { $0 != " " }
            if inner == "\\(type(of:self))" || inner == "\\(Self.self)" || inner == "\\(self)" { return className }
            if inner.hasPrefix("\\("), inner.hasSuffix(".self)") { return String(inner.dropFirst(2).dropLast(6)) }
            return nil
        }
        guard argument.allSatisfy({ $0.kind != .string }) else { return nil }
        let joined = argument.map(\.text).joined()
        // `self` alone is the class in a `class func` or `static func`, where loaders usually are.
        if joined.contains("type(of:self)") || joined.contains("Self.self") || joined == "Self.className" || joined == "self.className"
            || joined == "className" || joined == "String(describing:self)" || joined == "NSStringFromClass(self)" {
            return className
        }
        // `String(describing: X.self)`, `NSStringFromClass(X.self)`, `X.className`.
        if let selfIndex = words.lastIndex(of: "self"), selfIndex > 0, joined.hasSuffix(".self)") || joined.hasSuffix(".self") {
            return words[selfIndex - 1]
        }
        if words.count == 2, words[1] == "className" { return words[0] }
        return nil
    }
}
