import NibBytes
import IBDocument
import NibGraph
import XIBReader

typealias Reference = NibGraphBuilder.Reference

/// The state of one compilation: the graph being built, the object made for
/// each document id, the lists the root object collects, and diagnostics.
struct UIKitContext {
    let document: IBDocument
    let options: UIKitCompilerOptions
    /// The SDK whose encoders the output imitates.
    let sdk: Int
    /// Whether the SDK imitated is Xcode 27's or later (see ``UIKitCompilerOptions/lneSDK``).
    var writesLNE: Bool { sdk >= UIKitCompilerOptions.lneSDK }

    /// The graph built, taken out of the builder, with Xcode 27's `LNE\0` trailer where the SDK writes it.
    mutating func takeCompiledGraph() -> NibGraph {
        var graph = builder.takeGraph()
        if writesLNE { graph.archiveLayout = NIBArchiveLayout(coderVersion: 10, trailingBytes: Array("LNE\0".utf8)) }
        return graph
    }
    var builder = NibGraphBuilder()
    /// What the compilation says, placed at elements.
    var log: IBDiagnosticLog
    var diagnostics: [IBDiagnostic] { log.diagnostics }
    /// Per document id: its object, made on first use (a reference may come
    /// before the element that defines it), and whether its element has been
    /// compiled (an unsupported element is, without an object).
    private var ids = StringTable<IDState>()
    /// Shared values: system colors by name, fonts by description, images by name.
    var pooled: [String: Reference] = [:]
    /// Colors by value (see `makeColor`).
    var pooledColors: [ColorKey: Reference] = [:]
    /// Each view's constraints in ibtool's order, by the view's id, with how
    /// many the document lists (see `orderedConstraints(of:)`).
    private var orderedConstraintsByID: [String: (listed: Int, ordered: XIBElementList)] = [:]
    /// The view whose `<constraints>` are being compiled (a constraint's items default to it).
    var constraintOwner: Reference?
    /// Labels a table view cell names as its `textLabel` or `detailTextLabel`:
    /// they are `UITableViewLabel`s.
    var tableViewLabelIDs: Set<String> = []
    /// The labels among them that a cell names as its `detailTextLabel`.
    var tableViewDetailLabelIDs: Set<String> = []
    /// The navigation bar whose `<items>` are being compiled (an item refers back to it).
    var enclosingNavigationBar: Reference?
    /// The container view controller whose `<viewControllers>` are being compiled (a child refers back to it).
    var parentViewController: Reference?
    /// The container controller whose bar is being compiled, and the items it gives the bar.
    var barController: BarController?
    /// The storyboard's scenes, when compiling one of a storyboard's nibs.
    var storyboard: StoryboardScenes?
    /// The ids of the objects whose runtime attributes a storyboard nib (or a
    /// prototype nib inside it) has written, to tell those written by no nib.
    var runtimeAttributeOwners: Set<String> = []
    /// Windows with `visibleAtLaunch="YES"`, for the root's `UINibVisibleWindowsKey`.
    var visibleWindows: [Reference] = []
    /// The document's view layout guides: their owning views and kinds, and which constraints name.
    let documentGuides: DocumentLayoutGuides

    init(document: IBDocument, options: UIKitCompilerOptions) {
        self.document = document
        log = IBDiagnosticLog(path: document.path)
        self.options = options
        sdk = options.sdk(for: document)
        documentGuides = DocumentLayoutGuides(document)
        // Most ids name an object: room for them, and for about two objects per id, up front.
        ids.reserveCapacity(document.elementsByID.count)
        builder.reserveCapacity(objects: 2 * document.elementsByID.count)
    }

    // MARK: Objects by id

    private struct IDState {
        var object: Reference?
        var isCompiled = false
    }

    /// The object for document id `id`, made now if nothing has referred to it yet.
    mutating func object(forID id: String) -> Reference {
        object(at: ids.index(of: id) ?? ids.append(id, IDState()))
    }

    /// The object of the id at `index` of ``ids``, made now if there is none yet.
    private mutating func object(at index: Int) -> Reference {
        if let reference = ids[index: index].object { return reference }
        let reference = builder.addObject("NSObject")
        ids[index: index].object = reference
        return reference
    }

    /// Marks `id` compiled; false when it was already.
    private mutating func markCompiled(_ id: String) -> Bool {
        let index = ids.index(of: id) ?? ids.append(id, IDState())
        guard !ids[index: index].isCompiled else { return false }
        ids[index: index].isCompiled = true
        return true
    }

    /// The object `element` compiles to, with its values: compiled once, however
    /// often it is referred to. Elements without an id get an object of their own.
    mutating func compile(_ element: XIBElement) -> Reference? {
        guard let kind = UIKitElements.kind(named: element.name) else {
            // Said once per element, however often connections or constraints reach it.
            if element[attribute: "id"].map({ markCompiled($0) }) ?? true {
                warn("<\(element.name)> is not supported yet; it is left out", at: element)
            }
            return nil
        }
        let reference: Reference
        if let id = element[attribute: "id"] {
            let index = ids.index(of: id) ?? ids.append(id, IDState())
            reference = object(at: index)
            guard !ids[index: index].isCompiled else { return reference }
            ids[index: index].isCompiled = true
        } else {
            reference = builder.addObject("NSObject")
        }
        kind.compile(&self, element, reference)
        return reference
    }

    /// The `<constraints>` of view `element` in ibtool's order
    /// (`ConstraintElement.ordered`), worked out once per view: the view's keys
    /// and the nib's list of objects both need them.
    mutating func orderedConstraints(of element: XIBElement) -> XIBElementList {
        guard let constraints = element.child(named: "constraints")?.children, !constraints.isEmpty else { return [] }
        guard let id = element[attribute: "id"] else { return ConstraintElement.ordered(constraints, owner: nil, in: document) }
        // Two elements of one id (a broken document) have their own lists: the count tells most apart.
        if let known = orderedConstraintsByID[id], known.listed == constraints.count { return known.ordered }
        let ordered = ConstraintElement.ordered(constraints, owner: id, in: document)
        orderedConstraintsByID[id] = (constraints.count, ordered)
        return ordered
    }

    /// Makes `id`'s element compile into `object` (a legacy archive's object
    /// restated as a 3.0 element); nothing when `id` has its object already.
    mutating func assign(_ object: Reference, toID id: String) {
        let index = ids.index(of: id) ?? ids.append(id, IDState())
        if ids[index: index].object == nil { ids[index: index].object = object }
    }

    /// Makes `id` name `object` (a storyboard's File's Owner stands for its view controller).
    mutating func register(_ object: Reference, forID id: String) {
        ids.set(id, IDState(object: object, isCompiled: true))
    }

    /// The object of `id` when its element has been compiled into this nib (or
    /// `id` registered), else nil (an unsupported element has no object).
    func compiledObject(forID id: String) -> Reference? {
        guard let state = ids[id], state.isCompiled else { return nil }
        return state.object
    }

    /// The first document id whose object is `object`, if any (a made object has none).
    func id(of object: Reference) -> String? {
        (0..<ids.count).first { ids[index: $0].object == object }.map { ids.key(at: $0) }
    }

    /// Whether the element with id `id` has been compiled into this nib (or `id` registered).
    func isCompiled(_ id: String) -> Bool {
        ids[id]?.isCompiled ?? false
    }

    /// The object of the element with id `id`, compiling that element if needed;
    /// nil (with an error) when no element has that id.
    mutating func reference(toID id: String, from element: XIBElement) -> Reference? {
        if let state = ids[id], state.isCompiled, let object = state.object { return object }
        guard let target = document.elementsByID[id] else {
            error("\"\(id)\" names no object of the document", at: element)
            return nil
        }
        return compile(target)
    }

    // MARK: Values

    /// A text as ibtool stores it: a pooled `NSString`, or an `NSLocalizableString`
    /// keyed `OBJECTID.property` when the output is localizable.
    /// A translation from ``UIKitCompilerOptions/translations`` replaces the text under its key.
    mutating func text(_ text: String, key: String?) -> Reference {
        let shown = key.flatMap { options.translations[$0] } ?? text
        guard options.localizableStrings, let key else { return builder.string(shown) }
        let reference = builder.unpooledString(shown, className: FoundationClasses.localizableString)
        builder.append("NSKey", .object(builder.unpooledString(key, className: FoundationClasses.string)), to: reference)
        builder.append("NSDev", .object(builder.unpooledString(text, className: FoundationClasses.string)), to: reference)
        return reference
    }

    /// Points, sizes and rects at the SDK's `CGFloat` width: float32 from the
    /// iOS 4 to the iOS 7 SDK, float64 from iOS 8; the iOS 3 SDK's keyed
    /// archive writes them as strings, which read back as float64.
    func geometry(_ numbers: [Double]) -> NibGraphBuilder.Value {
        (4...7).contains(sdk) ? .geometry32(numbers) : .geometry(numbers)
    }

    mutating func append(_ key: String, _ value: NibGraphBuilder.Value, to object: Reference) {
        builder.append(key, value, to: object)
    }

    /// Appends `key` = a pooled string.
    mutating func appendString(_ key: String, _ text: String, to object: Reference) {
        builder.append(key, .object(builder.string(text)), to: object)
    }

    /// Attribute `name` of `element` as a number (see ``IBDiagnosticLog/number(_:_:)``).
    mutating func number(_ element: XIBElement, _ name: String) -> Double? {
        log.number(element, name)
    }

    // MARK: Diagnostics

    mutating func warn(_ message: String, at element: XIBElement) {
        log.warn(message, at: element)
    }

    mutating func error(_ message: String, at element: XIBElement) {
        log.error(message, at: element)
    }
}
