import NIBArchive
import NibBytes
import PropertyList

/// A semantic comparison of two object graphs: what differs between two
/// compiled nibs, whatever their formats.
///
/// Both graphs are first read in one canonical form, so that a NIBArchive and
/// its keyed conversion compare equal:
///
/// - an `NSString` (or `NSMutableString`, `NSLocalizableString`) holding an
///   inline `NS.string` holds it as UTF-8 `NS.bytes`, as Apple's NIBArchives
///   do, and every other inline string is UTF-8 data (as the NIBArchive
///   writer stores them);
/// - a reference to the string `$null` is nil, as NSKeyedUnarchiver reads it
///   (Apple's keyed archives have such strings besides `$objects[0]`);
/// - objects whose only entry is their content are values: `NSString`,
///   `NSNumber` and `NSData` compare (and print) by value, not as objects;
/// - lists (`NS.objects`), sets and dictionaries (`NS.keys`, `NS.objects`)
///   compare element by element, whichever form the archive stored them in;
/// - class chains (keyed `$classes`) compare only when both sides have one.
///
/// The graph decoders already turn keyed geometry strings into NIBArchive's
/// float blobs, `$null` into nil and `$classhints` into fallback classes.
///
/// Objects are matched by walking both graphs from the root in step, depth
/// first: the objects under one key (or paired elements of two collections,
/// see `Matching`) are compared with each other, so index order does not
/// matter. Each object is compared when the walk first reaches it, at the
/// path it is reached by; when both objects of a pair were compared before,
/// the walk does not go on, so cycles end. An object paired with two
/// different objects on the other side (shared on one side only) is a
/// ``Difference/Kind-swift.enum/sharing`` difference. Objects the root does
/// not reach are not compared.
///
/// Values compare exactly: integers by value and stored width (Apple's
/// encoder picks the widths), floats and doubles by bit pattern, and a float
/// never equals a double.
///
/// Data values (inline, or an `NSData` object's bytes) that differ and hold
/// an archive on both sides — a NIBArchive, or a binary keyed archive, such
/// as the nib of a table's prototype cell views — compare as graphs, with
/// these rules, since two writers lay out one graph in different bytes. A
/// nested difference's path is the data's path, `>`, and the path inside:
/// `….NSNibFileData>IB.objectdata.NSRoot`. Data that does not decode as an
/// archive, and archives nested deeper than ``nestedDepth``, compare by bytes.
public struct NibGraphComparison: Sendable {
    /// What the comparison ignores, and how many differences it keeps.
    public struct Options: Sendable, Hashable {
        /// Compare lists (`NSArray` elements) and dictionaries' pairs without
        /// regard to their order. Sets are always compared without order.
        public var ignoresOrder: Bool
        /// Compare each object's keys without regard to their order (a keyed
        /// archive's keys are in hash order).
        public var ignoresKeyOrder: Bool
        /// Keep at most this many differences; ``NibGraphComparison/count`` counts them all.
        public var limit: Int

        public init(ignoresOrder: Bool = false, ignoresKeyOrder: Bool = false, limit: Int = .max) {
            self.ignoresOrder = ignoresOrder
            self.ignoresKeyOrder = ignoresKeyOrder
            self.limit = limit
        }
    }

    /// One difference: where, what kind, and each side's value as text.
    ///
    /// The path starts at a key of the root (`""` is the root itself); `.KEY`
    /// follows a key, `[i]` a list or set element (by its index on the left
    /// side, or on the right for an ``Kind-swift.enum/extraElement``),
    /// `[KEY]` a dictionary's value under a key shown by value. A key coded
    /// twice in one object is `KEY#2` the second time.
    /// Example: `UINibTopLevelObjectsKey[0].UISubviews[2].UIText`.
    public struct Difference: Sendable, Hashable {
        public enum Kind: String, Sendable, CaseIterable {
            /// The classes differ.
            case className = "class"
            /// The fallback classes (NIBArchive fallbacks, keyed `$classhints`) differ.
            case fallbackClasses
            /// The class chains (keyed `$classes`) differ.
            case classChain
            /// A key only the left object has.
            case missingKey
            /// A key only the right object has.
            case extraKey
            /// The keys both objects have are in another order (from the first that differs).
            case keyOrder
            /// The values' types differ (`int8 3` and `int16 3`, `float32` and `float64`, a number and a string).
            case type
            /// Values of one type differ.
            case value
            /// A collection element (or dictionary pair) only the left side has.
            case missingElement
            /// A collection element (or dictionary pair) only the right side has.
            case extraElement
            /// A list holds the same elements in another order, or a dictionary the same keys.
            case order
            /// One object on one side stands for two different objects on the other.
            case sharing
        }

        public var path: String
        public var kind: Kind
        /// The left side's value, class or order as text; nil when the left side has none.
        public var left: String?
        /// The right side's value, class or order as text; nil when the right side has none.
        public var right: String?

        public init(path: String, kind: Kind, left: String?, right: String?) {
            self.path = path
            self.kind = kind
            self.left = left
            self.right = right
        }
    }

    /// The differences found, in the order of the walk, at most ``Options/limit``.
    public let differences: [Difference]
    /// How many differences there are, including those past the limit.
    public let count: Int

    /// Whether the graphs are equal.
    public var isEqual: Bool { count == 0 }

    /// Compares `left` with `right`.
    public init(_ left: NibGraph, _ right: NibGraph, options: Options = Options()) {
        self.init(left, right, options: options, depth: 0)
    }

    /// Compares graphs that are `depth` archives deep in the graphs compared first.
    init(_ left: NibGraph, _ right: NibGraph, options: Options, depth: Int) {
        var walk = Walk(left: Side(left), right: Side(right), options: options, depth: depth)
        walk.run()
        differences = walk.found
        count = walk.count
    }
}

extension NibGraphComparison {
    /// The classes whose `NS.objects` are a set, compared without order.
    static let setClasses = FoundationClasses.classes(of: .set)
    /// The classes whose text is in `NS.bytes` (or a keyed archive's inline `NS.string`).
    static let stringClasses = FoundationClasses.classes(of: .string)
    static let dataClasses = FoundationClasses.classes(of: .data)
    /// How far below an element its signature looks (see `Side.signature`).
    static let signatureDepth = 2
    /// How many elements or keys an ``Difference/Kind-swift.enum/order`` text shows.
    static let shownItems = 6
    /// How many characters of a string a value's text shows.
    static let shownCharacters = 200
    /// How many archives deep, inside data values, archives compare as graphs.
    public static let nestedDepth = 4

    /// The graph of an archive held in data: a NIBArchive, or a binary keyed
    /// archive; nil for other data and for bytes that do not decode.
    static func nestedGraph(_ data: ByteView) -> NibGraph? {
        if NIBArchiveHeader.hasMagic(data) { return try? NibGraph(nibArchiveBytes: data) }
        if BinaryPropertyList.hasMagic(data) { return try? NibGraph(keyedArchiveBytes: data) }
        return nil
    }

    /// An object as the comparison sees it: canonical entries and what they make.
    struct Form {
        var className: String
        var fallbacks: [String]
        var chain: [String]
        var entries: [NibGraph.Entry]
        var content: Content

        enum Content {
            case scalar(Scalar)
            case list([NibGraph.Value])
            case set([NibGraph.Value])
            case dictionary(keys: [NibGraph.Value], values: [NibGraph.Value])
            case plain
        }

        /// A string, number or data object's content.
        enum Scalar: Hashable {
            case string(ByteView)
            case number(NibGraph.Value)
            case data(ByteView)
        }

        init(_ object: NibGraph.Object) {
            className = object.className
            fallbacks = object.fallbackClassNames
            chain = object.classChain
            let isString = NibGraphComparison.stringClasses.contains(className)
            entries = object.entries.map { entry in
                if isString, entry.key == "NS.string", case .string = entry.value {
                    return NibGraph.Entry("NS.bytes", Form.canonical(entry.value))
                }
                return NibGraph.Entry(entry.key, Form.canonical(entry.value))
            }
            content = Form.content(className: className, entries: entries)
        }

        /// References to `objects` become nil.
        mutating func replaceReferences(to objects: Set<Int>) {
            func replaced(_ value: NibGraph.Value) -> NibGraph.Value {
                switch value {
                case .object(let index) where objects.contains(index): .null
                case .array(let items): .array(items.map(replaced))
                default: value
                }
            }
            entries = entries.map { NibGraph.Entry($0.key, replaced($0.value)) }
            content = Form.content(className: className, entries: entries)
        }

        /// Inline strings as the UTF-8 data a NIBArchive stores.
        static func canonical(_ value: NibGraph.Value) -> NibGraph.Value {
            switch value {
            case .string(let text): .data(ByteView(copying: Array(text.utf8)))
            case .array(let items): .array(items.map(canonical))
            default: value
            }
        }

        static func content(className: String, entries: [NibGraph.Entry]) -> Content {
            if entries.count == 1 {
                let entry = entries[0]
                switch (entry.key, entry.value) {
                case ("NS.bytes", .data(let bytes)) where NibGraphComparison.stringClasses.contains(className):
                    return .scalar(.string(bytes))
                case ("NS.bytes", .data(let bytes)) where NibGraphComparison.dataClasses.contains(className):
                    return .scalar(.data(bytes))
                case ("NS.intval", .integer), ("NS.dblval", .double), ("NS.dblval", .float), ("NS.boolval", .bool):
                    return className == "NSNumber" ? .scalar(.number(entry.value)) : .plain
                case ("NS.objects", .array(let items)):
                    return NibGraphComparison.setClasses.contains(className) ? .set(items) : .list(items)
                default:
                    return .plain
                }
            }
            if entries.count == 2, let keys = entries.first(where: { $0.key == "NS.keys" })?.value,
               let values = entries.first(where: { $0.key == "NS.objects" })?.value,
               case .array(let keyItems) = keys, case .array(let valueItems) = values, keyItems.count == valueItems.count
            {
                return .dictionary(keys: keyItems, values: valueItems)
            }
            return .plain
        }
    }

    /// One graph's objects in canonical form, with the signatures worked out so far.
    struct Side {
        let forms: [Form]
        /// Object signatures by `index * (signatureDepth + 1) + depth`.
        private var signatures: [Int: Int] = [:]

        init(_ graph: NibGraph) {
            var forms = graph.objects.map(Form.init)
            let nulls = Set(forms.indices.filter { index in
                if case .scalar(.string(let bytes)) = forms[index].content { return bytes.elementsEqual("$null".utf8) }
                return false
            })
            if !nulls.isEmpty {
                for index in forms.indices { forms[index].replaceReferences(to: nulls) }
            }
            self.forms = forms
        }

        /// A hash of a value's structure, to pair collection elements: a
        /// scalar by value, an object by its class and entries, looking
        /// `depth` objects further down (below that, only classes and
        /// counts). Entries and elements count whatever their order, so an
        /// order difference deep down does not stop two elements pairing.
        mutating func signature(_ value: NibGraph.Value, depth: Int) -> Int {
            var hasher = Hasher()
            switch value {
            case .object(let index):
                return signature(object: index, depth: depth)
            case .array(let items):
                hasher.combine(8)
                hasher.combine(Self.unordered(items.map { signature($0, depth: depth) }))
            default:
                hasher.combine(value)
            }
            return hasher.finalize()
        }

        mutating func signature(object index: Int, depth: Int) -> Int {
            guard forms.indices.contains(index) else { return -1 }
            let key = index * (NibGraphComparison.signatureDepth + 1) + depth
            if let known = signatures[key] { return known }
            let form = forms[index]
            var hasher = Hasher()
            hasher.combine(form.className)
            switch form.content {
            case .scalar(let scalar):
                hasher.combine(scalar)
            case .list(let items), .set(let items):
                hasher.combine(items.count)
                if depth > 0 { hasher.combine(Self.unordered(items.map { signature($0, depth: depth - 1) })) }
            case let .dictionary(keys, values):
                hasher.combine(keys.count)
                if depth > 0 {
                    var pairs: [Int] = []
                    for (key, value) in zip(keys, values) {
                        pairs.append(Self.combined(signature(key, depth: depth - 1), signature(value, depth: depth - 1)))
                    }
                    hasher.combine(Self.unordered(pairs))
                }
            case .plain:
                hasher.combine(form.entries.count)
                if depth > 0 {
                    var entries: [Int] = []
                    for entry in form.entries {
                        entries.append(Self.combined(entry.key.hashValue, signature(entry.value, depth: depth - 1)))
                    }
                    hasher.combine(Self.unordered(entries))
                }
            }
            let result = hasher.finalize()
            signatures[key] = result
            return result
        }

        /// What pairs collection elements (see ``Matching``): their
        /// signatures; their classes (an inline value's type); and the
        /// signatures of their entries, elements or content, a level less deep.
        mutating func signatures(_ values: [NibGraph.Value]) -> Matching.Signatures {
            var result = Matching.Signatures(fine: [], classes: [], parts: [])
            for value in values {
                let fine = signature(value, depth: NibGraphComparison.signatureDepth)
                result.fine.append(fine)
                guard case .object(let index) = value, forms.indices.contains(index) else {
                    result.classes.append(signature(value, depth: 0))
                    result.parts.append([fine])
                    continue
                }
                let depth = NibGraphComparison.signatureDepth - 1
                result.classes.append(forms[index].className.hashValue)
                switch forms[index].content {
                case .scalar: result.parts.append([fine])
                case .list(let items), .set(let items): result.parts.append(Set(items.map { signature($0, depth: depth) }))
                case let .dictionary(keys, values):
                    result.parts.append(Set(zip(keys, values).map { Self.combined(signature($0, depth: depth), signature($1, depth: depth)) }))
                case .plain:
                    result.parts.append(Set(forms[index].entries.map { Self.combined($0.key.hashValue, signature($0.value, depth: depth)) }))
                }
            }
            return result
        }

        private static func unordered(_ hashes: [Int]) -> [Int] { hashes.sorted() }

        private static func combined(_ a: Int, _ b: Int) -> Int {
            var hasher = Hasher()
            hasher.combine(a)
            hasher.combine(b)
            return hasher.finalize()
        }

        /// A value as text: scalars by value (`"Hello"`, `int8 3`), other
        /// objects as `CLASS #INDEX`. `typed` adds the class of a scalar
        /// object and `bool` to a bool, for type differences.
        func text(_ value: NibGraph.Value, typed: Bool = false) -> String {
            switch value {
            case let .integer(number, width): "int\(width.rawValue * 8) \(number)"
            case .bool(let flag): typed ? "bool \(flag)" : "\(flag)"
            case .float(let number): "float32 \(Self.trimmed("\(number)"))"
            case .double(let number): "float64 \(Self.trimmed("\(number)"))"
            case .data(let bytes): Self.text(data: bytes)
            case .string(let text): Self.text(string: text)
            case .null: "nil"
            case .array(let items): "array(\(items.count))"
            case .object(let index):
                if !forms.indices.contains(index) { "#\(index) (no such object)" }
                else if case .scalar(let scalar) = forms[index].content {
                    (typed ? forms[index].className + " " : "") + text(scalar)
                } else {
                    "\(forms[index].className) #\(index)"
                }
            }
        }

        func text(_ scalar: Form.Scalar) -> String {
            switch scalar {
            case .string(let bytes):
                if let string = String(validating: bytes, as: UTF8.self) { return Self.text(string: string) }
                return Self.text(data: bytes)
            case .number(let value): return text(value)
            case .data(let bytes): return Self.text(data: bytes)
            }
        }

        private static func text(string: String) -> String {
            guard string.count > NibGraphComparison.shownCharacters else { return NibValueText.quoted(string) }
            return NibValueText.quoted(String(string.prefix(NibGraphComparison.shownCharacters))) + "… (\(string.utf8.count) bytes)"
        }

        private static func text(data: ByteView) -> String {
            let text = NibValueText.data(data)
            guard text.count > NibGraphComparison.shownCharacters + 20 else { return text }
            return String(text.prefix(NibGraphComparison.shownCharacters)) + "…"
        }

        /// `64.0` as `64`.
        private static func trimmed(_ number: String) -> String {
            number.hasSuffix(".0") ? String(number.dropLast(2)) : number
        }
    }

    /// A key of an object, with how many times it came before in that object.
    struct KeyID: Hashable {
        let key: String
        let occurrence: Int

        var name: String { occurrence == 0 ? key : "\(key)#\(occurrence + 1)" }

        static func of(_ entries: [NibGraph.Entry]) -> [KeyID] {
            var seen: [String: Int] = [:]
            return entries.map { entry in
                let occurrence = seen[entry.key, default: 0]
                seen[entry.key] = occurrence + 1
                return KeyID(key: entry.key, occurrence: occurrence)
            }
        }
    }

    struct Pair: Hashable {
        let left: Int
        let right: Int
    }

    /// Elements of two collections paired up whatever their positions, and
    /// those left over on each side.
    ///
    /// Elements pair by their signatures first, each left element with the
    /// first unpaired right one of its signature. What is left pairs within
    /// each class, the pairs that share the most entries first (an element
    /// changed, or changed and moved); what is still left pairs position by
    /// position only where as many are left on both sides (an element whose
    /// class changed), and is otherwise missing on one side. Whether the
    /// pairs keep their order is the caller's question.
    struct Matching {
        var pairs: [Pair] = []
        var onlyLeft: [Int] = []
        var onlyRight: [Int] = []

        /// What pairs one collection's elements: their signatures, classes
        /// and the signatures of their entries (see ``Side/signatures(_:)``).
        struct Signatures {
            var fine: [Int]
            var classes: [Int]
            var parts: [Set<Int>]
        }

        /// Leftovers of one class on both sides beyond this many pairs pair in order, unscored.
        static let scoredPairs = 4096

        /// - Parameter exact: pair equal signatures only (a dictionary's keys).
        init(_ left: Signatures, _ right: Signatures, exact: Bool = false) {
            var waiting: [Int: [Int]] = [:]
            for index in right.fine.indices.reversed() { waiting[right.fine[index], default: []].append(index) }
            var restLeft: [Int] = []
            for index in left.fine.indices {
                if let match = waiting[left.fine[index]]?.popLast() {
                    pairs.append(Pair(left: index, right: match))
                } else {
                    restLeft.append(index)
                }
            }
            let paired = Set(pairs.map(\.right))
            var restRight = right.fine.indices.filter { !paired.contains($0) }
            if exact {
                (onlyLeft, onlyRight) = (restLeft, restRight)
            } else {
                (restLeft, restRight) = pairByClass(restLeft, restRight, left, right)
                if restLeft.count == restRight.count {
                    pairs += zip(restLeft, restRight).map(Pair.init)
                } else {
                    (onlyLeft, onlyRight) = (restLeft, restRight)
                }
            }
            pairs.sort { $0.left < $1.left }
        }

        /// Pairs elements of one class, those sharing the most entries first;
        /// returns the elements left.
        private mutating func pairByClass(_ restLeft: [Int], _ restRight: [Int], _ left: Signatures, _ right: Signatures)
            -> ([Int], [Int])
        {
            var rightByClass: [Int: [Int]] = [:]
            for index in restRight { rightByClass[right.classes[index], default: []].append(index) }
            var leftByClass: [Int: [Int]] = [:]
            var classOrder: [Int] = []
            for index in restLeft {
                if leftByClass[left.classes[index]] == nil { classOrder.append(left.classes[index]) }
                leftByClass[left.classes[index], default: []].append(index)
            }
            var pairedLeft = Set<Int>(), pairedRight = Set<Int>()
            for kind in classOrder {
                let lefts = leftByClass[kind]!, rights = rightByClass[kind] ?? []
                var candidates: [(shared: Int, pair: Pair)] = []
                if lefts.count * rights.count <= Self.scoredPairs {
                    for l in lefts {
                        for r in rights { candidates.append((left.parts[l].intersection(right.parts[r]).count, Pair(left: l, right: r))) }
                    }
                    // Most shared first; among equals, in order.
                    candidates.sort { ($0.shared, -$0.pair.left, -$0.pair.right) > ($1.shared, -$1.pair.left, -$1.pair.right) }
                } else {
                    candidates = zip(lefts, rights).map { (0, Pair(left: $0, right: $1)) }
                }
                for candidate in candidates where !pairedLeft.contains(candidate.pair.left) && !pairedRight.contains(candidate.pair.right) {
                    pairs.append(candidate.pair)
                    pairedLeft.insert(candidate.pair.left)
                    pairedRight.insert(candidate.pair.right)
                }
            }
            return (restLeft.filter { !pairedLeft.contains($0) }, restRight.filter { !pairedRight.contains($0) })
        }

        /// Whether the pairs are in the same order on both sides.
        var keepsOrder: Bool {
            zip(pairs, pairs.dropFirst()).allSatisfy { $0.right < $1.right }
        }
    }

    /// The walk over both graphs.
    struct Walk {
        var left: Side
        var right: Side
        let options: Options
        var found: [Difference] = []
        var count = 0
        /// Each object's first partner on the other side, and the path it was first reached by.
        private var leftPartner: [Int: (partner: Int, path: String)] = [:]
        private var rightPartner: [Int: (partner: Int, path: String)] = [:]
        /// Object pairs still to compare, the next one last.
        private var pending: [(pair: Pair, path: String)] = []

        /// How many archives deep these graphs are (see ``NibGraphComparison/nestedDepth``).
        let depth: Int

        init(left: Side, right: Side, options: Options, depth: Int) {
            self.left = left
            self.right = right
            self.options = options
            self.depth = depth
        }

        mutating func run() {
            guard !left.forms.isEmpty, !right.forms.isEmpty else {
                if left.forms.isEmpty != right.forms.isEmpty {
                    record(.className, "", left.forms.first?.className ?? "(no objects)", right.forms.first?.className ?? "(no objects)")
                }
                return
            }
            pending.append((Pair(left: 0, right: 0), ""))
            while let next = pending.popLast() {
                compareObjects(next.pair, path: next.path)
            }
        }

        private mutating func record(_ kind: Difference.Kind, _ path: String, _ leftText: String?, _ rightText: String?) {
            count += 1
            guard found.count < options.limit else { return }
            found.append(Difference(path: path, kind: kind, left: leftText, right: rightText))
        }

        private static func joined(_ path: String, _ key: String) -> String {
            path.isEmpty ? key : path + "." + key
        }

        /// Compares a pair of objects the first time the walk reaches either
        /// of them (in the order of a depth-first walk, as `nibtool dump`
        /// prints a tree); a pair of objects both compared before only says
        /// whether both sides share them alike. So each object is compared at
        /// most once with each object it is paired with, and the walk ends.
        private mutating func compareObjects(_ pair: Pair, path: String) {
            checkSharing(pair, path: path)
            let seen = (left: leftPartner[pair.left] != nil, right: rightPartner[pair.right] != nil)
            if seen.left && seen.right { return }
            if !seen.left { leftPartner[pair.left] = (pair.right, path) }
            if !seen.right { rightPartner[pair.right] = (pair.left, path) }

            let a = left.forms[pair.left], b = right.forms[pair.right]
            if a.className != b.className { record(.className, path, a.className, b.className) }
            if a.fallbacks != b.fallbacks {
                record(.fallbackClasses, path, Self.names(a.fallbacks), Self.names(b.fallbacks))
            }
            if !a.chain.isEmpty, !b.chain.isEmpty, a.chain != b.chain {
                record(.classChain, path, Self.names(a.chain), Self.names(b.chain))
            }
            var children: [(pair: Pair, path: String)] = []
            switch (a.content, b.content) {
            case let (.list(x), .list(y)):
                compareElements(x, y, path: path, ordered: !options.ignoresOrder, into: &children)
            case let (.set(x), .set(y)), let (.set(x), .list(y)), let (.list(x), .set(y)):
                compareElements(x, y, path: path, ordered: false, into: &children)
            case let (.dictionary(keys, values), .dictionary(otherKeys, otherValues)):
                comparePairs((keys, values), (otherKeys, otherValues), path: path, into: &children)
            case let (.scalar(x), .scalar(y)):
                compareScalars(x, y, classes: (a.className, b.className), pair: pair, path: path)
            default:
                compareEntries(a.entries, b.entries, path: path, into: &children)
            }
            pending += children.reversed()
        }

        private static func sharing(_ firstPath: String?) -> String {
            guard let firstPath else { return "not reached before" }
            return "same object as at \(firstPath.isEmpty ? "(root)" : firstPath)"
        }

        private static func names(_ names: [String]) -> String {
            names.isEmpty ? "(none)" : names.joined(separator: ", ")
        }

        private mutating func compareEntries(_ a: [NibGraph.Entry], _ b: [NibGraph.Entry], path: String,
                                             into children: inout [(pair: Pair, path: String)]) {
            let leftKeys = KeyID.of(a), rightKeys = KeyID.of(b)
            var rightIndex: [KeyID: Int] = [:]
            for (index, key) in rightKeys.enumerated() { rightIndex[key] = index }
            let leftSet = Set(leftKeys)
            if !options.ignoresKeyOrder {
                let common = leftKeys.filter { rightIndex[$0] != nil }
                let otherCommon = rightKeys.filter { leftSet.contains($0) }
                if common != otherCommon {
                    let (x, y) = Self.fromFirstDifference(common.map(\.name), otherCommon.map(\.name))
                    record(.keyOrder, path, x, y)
                }
            }
            for (index, key) in leftKeys.enumerated() {
                let keyPath = Self.joined(path, key.name)
                if let match = rightIndex[key] {
                    compareValues(a[index].value, b[match].value, path: keyPath, into: &children)
                } else {
                    record(.missingKey, keyPath, left.text(a[index].value), nil)
                }
            }
            for (index, key) in rightKeys.enumerated() where !leftSet.contains(key) {
                record(.extraKey, Self.joined(path, key.name), nil, right.text(b[index].value))
            }
        }

        /// Two sequences shown from the first place they differ, a few items each.
        private static func fromFirstDifference(_ a: [String], _ b: [String]) -> (String, String) {
            var start = 0
            while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
            func shown(_ items: [String]) -> String {
                let end = min(items.count, start + NibGraphComparison.shownItems)
                let text = items[start..<end].joined(separator: ", ")
                return "[\(start)] " + (start > 0 ? "…, " : "") + text + (end < items.count ? ", …" : "")
            }
            return (shown(a), shown(b))
        }

        private mutating func compareValues(_ a: NibGraph.Value, _ b: NibGraph.Value, path: String,
                                            into children: inout [(pair: Pair, path: String)]) {
            switch (a, b) {
            case let (.object(x), .object(y)):
                guard left.forms.indices.contains(x), right.forms.indices.contains(y) else {
                    record(.value, path, left.text(a), right.text(b))
                    return
                }
                if case .scalar(let p) = left.forms[x].content, case .scalar(let q) = right.forms[y].content {
                    compareScalars(p, q, classes: (left.forms[x].className, right.forms[y].className),
                                   pair: Pair(left: x, right: y), path: path)
                } else {
                    children.append((Pair(left: x, right: y), path))
                }
            case let (.array(x), .array(y)):
                for index in 0..<min(x.count, y.count) {
                    compareValues(x[index], y[index], path: "\(path)[\(index)]", into: &children)
                }
                for index in y.count..<max(x.count, y.count) where index < x.count {
                    record(.missingElement, "\(path)[\(index)]", left.text(x[index]), nil)
                }
                for index in x.count..<max(x.count, y.count) where index < y.count {
                    record(.extraElement, "\(path)[\(index)]", nil, right.text(y[index]))
                }
            default:
                if a == b { return }
                if case let (.data(x), .data(y)) = (a, b), compareNested(x, y, path: path) { return }
                if Self.typeName(a) == Self.typeName(b) {
                    record(.value, path, left.text(a), right.text(b))
                } else {
                    record(.type, path, left.text(a, typed: true), right.text(b, typed: true))
                }
            }
        }

        /// Compares two data values that differ as the graphs of the archives
        /// they hold, recording the differences at `path>` and the path inside;
        /// false (nothing recorded) unless both hold an archive and the
        /// nesting is not too deep.
        private mutating func compareNested(_ x: ByteView, _ y: ByteView, path: String) -> Bool {
            guard depth < NibGraphComparison.nestedDepth, let a = NibGraphComparison.nestedGraph(x),
                  let b = NibGraphComparison.nestedGraph(y) else { return false }
            var nestedOptions = options
            nestedOptions.limit = max(0, options.limit - found.count)
            let nested = NibGraphComparison(a, b, options: nestedOptions, depth: depth + 1)
            count += nested.count
            found += nested.differences.map { difference in
                var difference = difference
                difference.path = path + ">" + difference.path
                return difference
            }
            return true
        }

        /// A difference when either object of a pair was first paired with another.
        private mutating func checkSharing(_ pair: Pair, path: String) {
            let known = (left: leftPartner[pair.left], right: rightPartner[pair.right])
            if (known.left.map { $0.partner != pair.right } ?? false) || (known.right.map { $0.partner != pair.left } ?? false) {
                record(.sharing, path, Self.sharing(known.left?.path), Self.sharing(known.right?.path))
            }
        }

        private mutating func compareScalars(_ a: Form.Scalar, _ b: Form.Scalar, classes: (String, String), pair: Pair, path: String) {
            switch (a, b) {
            case let (.string(x), .string(y)):
                if classes.0 != classes.1 { record(.className, path, classes.0, classes.1) }
                if x != y { record(.value, path, left.text(a), right.text(b)) }
            case let (.data(x), .data(y)):
                if classes.0 != classes.1 { record(.className, path, classes.0, classes.1) }
                if x != y, !compareNested(x, y, path: path) { record(.value, path, left.text(a), right.text(b)) }
            case let (.number(x), .number(y)):
                if classes.0 != classes.1 { record(.className, path, classes.0, classes.1) }
                if x == y { return }
                if Self.typeName(x) == Self.typeName(y) {
                    record(.value, path, left.text(a), right.text(b))
                } else {
                    record(.type, path, left.text(x, typed: true), right.text(y, typed: true))
                }
            default:
                record(.type, path, left.text(.object(pair.left), typed: true), right.text(.object(pair.right), typed: true))
            }
        }

        /// The type of an inline value, as ``Difference/Kind-swift.enum/type`` differences tell them apart.
        private static func typeName(_ value: NibGraph.Value) -> String {
            switch value {
            case .integer(_, let width): "int\(width.rawValue * 8)"
            case .bool: "bool"
            case .float: "float32"
            case .double: "float64"
            case .data, .string: "data"
            case .null: "nil"
            case .object: "object"
            case .array: "array"
            }
        }

        /// A list's or set's elements, paired by signature (in order unless `ordered` is false).
        private mutating func compareElements(_ a: [NibGraph.Value], _ b: [NibGraph.Value], path: String, ordered: Bool,
                                              into children: inout [(pair: Pair, path: String)]) {
            let matching = Matching(left.signatures(a), right.signatures(b))
            if ordered && !matching.keepsOrder {
                let (p, q) = Self.fromFirstDifference(a.map { left.text($0) }, b.map { right.text($0) })
                record(.order, path, p, q)
            }
            for pair in matching.pairs {
                compareValues(a[pair.left], b[pair.right], path: "\(path)[\(pair.left)]", into: &children)
            }
            for index in matching.onlyLeft {
                record(.missingElement, "\(path)[\(index)]", left.text(a[index]), nil)
            }
            for index in matching.onlyRight {
                record(.extraElement, "\(path)[\(index)]", nil, right.text(b[index]))
            }
        }

        /// A dictionary's pairs, matched by key (in order unless ignoring order).
        private mutating func comparePairs(_ a: (keys: [NibGraph.Value], values: [NibGraph.Value]),
                                           _ b: (keys: [NibGraph.Value], values: [NibGraph.Value]),
                                           path: String, into children: inout [(pair: Pair, path: String)]) {
            let matching = Matching(left.signatures(a.keys), right.signatures(b.keys), exact: true)
            if !options.ignoresOrder && !matching.keepsOrder {
                let leftOrder = matching.pairs.map(\.left)
                let rightOrder = matching.pairs.sorted { $0.right < $1.right }.map(\.left)
                let (p, q) = Self.fromFirstDifference(leftOrder.map { left.text(a.keys[$0]) }, rightOrder.map { left.text(a.keys[$0]) })
                record(.order, path, p, q)
            }
            for pair in matching.pairs {
                let pairPath = "\(path)[\(left.text(a.keys[pair.left]))]"
                compareValues(a.keys[pair.left], b.keys[pair.right], path: pairPath + "#key", into: &children)
                compareValues(a.values[pair.left], b.values[pair.right], path: pairPath, into: &children)
            }
            for index in matching.onlyLeft {
                record(.missingElement, "\(path)[\(left.text(a.keys[index]))]", left.text(a.values[index]), nil)
            }
            for index in matching.onlyRight {
                record(.extraElement, "\(path)[\(right.text(b.keys[index]))]", nil, right.text(b.values[index]))
            }
        }
    }
}
