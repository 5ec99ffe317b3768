import Foundation
import IBDocument
import NibBytes
import NibGraph
import XIBReader

typealias Reference = NibGraphBuilder.Reference

/// The state of one compilation: the graph being built, the object made for
/// each document id, the parent of every object in the order they were
/// reached, the connections, and diagnostics.
struct AppKitContext {
    let document: IBDocument
    let options: AppKitCompilerOptions
    /// The keys the options' SDK does not write (see ``sdkWrites(_:)``).
    let keysNotWritten: NameSet
    var builder = NibGraphBuilder()
    /// What the compilation says, placed at elements.
    var log: IBDiagnosticLog
    var diagnostics: [IBDiagnostic] { log.diagnostics }
    /// The object of each document id, made on first use (a reference may come
    /// before the element that defines it), and whether its element has been compiled.
    private var ids = StringTable<(object: Reference, isCompiled: Bool)>()
    /// Ids of elements that are not supported (warned about once).
    private var unsupportedIDs: Set<String> = []
    /// Every object of the nib but the owner, with its parent, in the order the
    /// document walk reaches them (`NSObjectsKeys`/`NSObjectsValues`).
    var parents: [(object: Reference, parent: Reference)] = []
    /// The parent of objects compiled now: the owner at the top level.
    var parentStack: [Reference] = []
    /// Windows shown when the nib loads (`NSVisibleWindows`).
    var visibleWindows: [Reference] = []
    /// Elements that make connectors (`<connections>`, tool tips, runtime
    /// attributes, accessibility), in the order the walk reached them.
    var connectionOwners: XIBElementList = []
    /// The superview of views compiled now (nil for a window's content view or a top-level view).
    var superview: Reference?
    /// The size of a view without a frame (a window's content view takes the content rect's).
    var defaultViewSize: (Double, Double) = (0, 0)
    /// How much the superview of views compiled now grew (width, height)
    /// from its frame in the document: AppKit autoresized them by it.
    var superviewGrowth: (Double, Double) = (0, 0)
    /// The frame and autoresizing mask a superview's layout gives the next
    /// view compiled directly in it (a box's content view; with no superview,
    /// a borderless window's content view).
    var laidOutView: (superview: Reference?, frame: [Double], autoresizingMask: Int64)?
    /// The frame a scroll view's tiling gives the clip view compiled next.
    var scrollViewClipFrame: [Double]?
    /// Objects AppKit shares (cached colors, color spaces, cursors), by description.
    var sharedObjects: [String: Reference] = [:]
    /// Whether the scrollers compiled now host layers (a borderless scroll view's, unless it shows text).
    var scrollersWantLayer = false
    /// The pop-up button cell whose menu is compiled now (its items act on it),
    /// and the id of the item it hides (a pull-down menu's title item).
    var popUpItemTarget: (cell: Reference, hiddenItemID: String?)?
    /// Ids of the views stack views arrange (and of those stack views), found
    /// as they compile: laid out by constraints, like the views of
    /// ``DocumentLookups/constrainedViewIDs`` (see ``isConstrained(_:)``).
    var arrangedViewIDs: Set<String> = []
    /// Connectors ibtool puts before the connections, without object ids (a
    /// stack view's, decoded early).
    var earlyConnectors: [Reference] = []
    /// The table parts of the scroll view compiled now, when its document view is a table.
    var scrolledTable: ScrolledTable?
    /// The constraints of each view compiled now, listed under the view once
    /// the rest of its subtree is (see ``LayoutConstraints``).
    var pendingConstraints: [Reference: [Reference]] = [:]
    /// Ids of the layout guides whose `NSLayoutGuide` has been made.
    var compiledGuideIDs: Set<String> = []
    /// The superview whose direct subviews clip to their bounds whatever the
    /// document says (a split view's arranged views).
    var clippingSuperview: Reference?
    /// Next key views set by AppKit's default key view loop (a tab view's
    /// selected item): they replace a view's own, and nil leaves it empty.
    var keyViewLinks: [Reference: Reference?] = [:]
    /// Whether the views compiled now are in a tab view item's view.
    var inTabViewItem = false
    /// The table or outline view whose columns are compiled now (it lays out their prototype cell views).
    var prototypeTable: XIBElement?
    /// The reuse identifier of each prototype cell view compiled into its own nib (see ``TableCellViewElement``).
    var reuseIdentifiers: [Reference: String] = [:]
    /// Whether a prototype cell view's own nib is compiled now (not the window's nib that also lists it).
    var compilesPrototypeNib = false
    /// Foundation's date formatters for the document's date formatters, by
    /// format or styles (see ``foundationFormatter(_:)``).
    var dateFormatters: [String: DateFormatter] = [:]
    /// Warnings said once per document (see ``warnOnce(_:at:)``).
    private var saidOnce: Set<String> = []

    /// Shared values (colors, color spaces, fonts) by what makes them equal:
    /// ibtool archives equal ones as one object.
    var pooled = StringTable<Reference>()

    /// A control's `NSAllowsLogicalLayoutDirection`: true in a Base.lproj nib
    /// (see ``AppKitCompilerOptions/baseLocalization``).
    var logicalLayoutDirection: NibGraphBuilder.Value { .bool(options.baseLocalization) }

    /// What is worked out once per document (constrained views, places of
    /// elements, header view owners), shared by the contexts of one
    /// storyboard's nibs.
    let lookups: DocumentLookups

    init(document: IBDocument, options: AppKitCompilerOptions, lookups: DocumentLookups? = nil) {
        self.document = document
        self.lookups = lookups ?? DocumentLookups(document: document)
        log = IBDiagnosticLog(path: document.path)
        self.options = options
        keysNotWritten = AppKitSDKEra.keysNotWritten(sdk: options.sdk)
        // Most ids name an object: room for them, and for about two objects per id, up front.
        ids.reserveCapacity(document.elementsByID.count)
        builder.reserveCapacity(objects: 2 * document.elementsByID.count)
    }

    /// Whether the view with `id` is laid out by constraints (the items of
    /// `<constraint>`s, top-level views, stack views with arranged views and
    /// those views): it writes `NSDoNotTranslateAutoresizingMask` when the
    /// document turns the translation off. Asked only then, so a document
    /// that never does is not walked for its constraints.
    func isConstrained(_ id: String) -> Bool {
        arrangedViewIDs.contains(id) || lookups.constrainedViewIDs.contains(id)
    }

    // MARK: Objects by id

    /// The object for document id `id`, made now if nothing has referred to it yet.
    mutating func object(forID id: String) -> Reference {
        ids[index: idIndex(id)].object
    }

    /// The entry of `id` in ``ids``, made (with a new object, not compiled) on first use.
    private mutating func idIndex(_ id: String) -> Int {
        ids.index(of: id) ?? ids.append(id, (builder.addObject("NSObject"), false))
    }

    /// Makes `reference` the object of document id `id`, compiled: a
    /// storyboard nib's stand-in (File's Owner, a placeholder) for an object
    /// that lives in another nib.
    mutating func register(_ reference: Reference, forID id: String) {
        ids.set(id, (reference, true))
    }

    /// Whether the element with `id` has been compiled.
    func isCompiled(_ id: String) -> Bool { ids[id]?.isCompiled ?? false }

    /// The object `element` compiles to, with its values, listed as a child of
    /// the current parent: compiled once, however often it is reached.
    mutating func compile(_ element: XIBElement) -> Reference? {
        guard let kind = AppKitElements.kind(named: element.name) else {
            if element[attribute: "id"].map({ unsupportedIDs.insert($0).inserted }) ?? true {
                warn("<\(element.name)> is not supported yet; it is left out", at: element)
            }
            return nil
        }
        let reference: Reference
        if let id = element[attribute: "id"] {
            let index = idIndex(id)
            reference = ids[index: index].object
            guard !ids[index: index].isCompiled else { return reference }
            ids[index: index].isCompiled = true
        } else {
            reference = builder.addObject("NSObject")
        }
        if kind.listed, let parent = parentStack.last { parents.append((reference, parent)) }
        if Connections.hasConnectors(element) { connectionOwners.append(element) }
        parentStack.append(reference)
        kind.compile(&self, element, reference)
        parentStack.removeLast()
        for constraint in pendingConstraints.removeValue(forKey: reference) ?? [] {
            parents.append((constraint, reference))
        }
        return reference
    }

    // MARK: Values

    /// The object shared under `key` (AppKit's cached colors and cursors are
    /// one object however often they are encoded), made by `fill` the first time.
    mutating func sharedObject(_ key: String, className: String, _ fill: (inout AppKitContext, Reference) -> Void) -> Reference {
        if let shared = sharedObjects[key] { return shared }
        let object = builder.addObject(className)
        sharedObjects[key] = object
        fill(&self, object)
        return object
    }

    /// An `NSCursor` of AppKit's type `type` with hot spot `hotSpot`, shared.
    mutating func cursor(type: Int64, hotSpot: String) -> Reference {
        sharedObject("cursor:\(type):\(hotSpot)", className: "NSCursor") { context, cursor in
            context.appendString("NSHotSpot", hotSpot, to: cursor)
            context.append("NSCursorType", .integer(type), to: cursor)
        }
    }

    /// Appends `key` = `value` as the SDK's encoder writes it (see ``AppKitSDKEra``).
    mutating func append(_ key: String, _ value: NibGraphBuilder.Value, to object: Reference) {
        appendForSDK(key, value, to: object)
    }

    /// Appends `key` = a pooled string.
    mutating func appendString(_ key: String, _ text: String, to object: Reference) {
        append(key, .object(builder.string(text)), to: object)
    }

    /// Appends `key` = a pooled string, or nil.
    mutating func appendOptionalString(_ key: String, _ text: String?, to object: Reference) {
        append(key, text.map { .object(builder.string($0)) } ?? .null, to: object)
    }

    /// Attribute `name` of `element` as a number (see ``IBDiagnosticLog/number(_:_:)``).
    mutating func number(_ element: XIBElement, _ name: String) -> Double? {
        log.number(element, name)
    }

    /// Attribute `name` of `element` by its Interface Builder name in
    /// `values`; absent or unknown (a warning) is `defaultValue`.
    mutating func enumeration(_ element: XIBElement, _ name: String, _ values: [String: Int64],
                              default defaultValue: Int64) -> Int64 {
        guard let text = element[attribute: name] else { return defaultValue }
        guard let value = values[text] else {
            warn("\(name)=\"\(text)\" is not supported yet; the default is written", at: element)
            return defaultValue
        }
        return value
    }

    /// x, y, width, height of a `<rect>`.
    mutating func rect(_ element: XIBElement) -> [Double] {
        ["x", "y", "width", "height"].map { number(element, $0) ?? 0 }
    }

    // MARK: Diagnostics

    mutating func warn(_ message: String, at element: XIBElement) {
        log.warn(message, at: element)
    }

    mutating func error(_ message: String, at element: XIBElement) {
        log.error(message, at: element)
    }

    /// Warns `message` at `element` the first time the document needs it: an
    /// encoding no Apple nib of the corpus checks is said once, not at every use.
    mutating func warnOnce(_ message: String, at element: XIBElement) {
        if saidOnce.insert(message).inserted { warn(message, at: element) }
    }
}

/// AppKit's geometry strings (`NSStringFromRect` and friends): integral
/// numbers without a fraction, others as the shortest decimal.
enum GeometryText {
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    static func size(_ width: Double, _ height: Double) -> String {
        "{\(number(width)), \(number(height))}"
    }

    static func point(_ x: Double, _ y: Double) -> String { size(x, y) }

    static func rect(_ numbers: [Double]) -> String {
        "{\(point(numbers[0], numbers[1])), \(size(numbers[2], numbers[3]))}"
    }
}
