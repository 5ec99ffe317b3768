internal import CLibXML2
import NibBytes

/// XML property lists: Apple's plist DTD (`<plist>`, `<dict>` of `<key>` and
/// value, `<array>`, `<string>`, `<data>`, `<date>`, `<integer>`, `<real>`,
/// `<true/>`, `<false/>`), as CoreFoundation reads them.
public enum XMLPropertyList {
    /// Whether `bytes` start like an XML property list: after an optional UTF-8
    /// byte-order mark and white space, `<?xml`, `<!DOCTYPE` or `<plist`, with
    /// `<plist` or `<!DOCTYPE plist` somewhere in the first kilobyte. (A xib also
    /// starts with `<?xml`; this tells the two apart.)
    public static func hasMagic(_ bytes: some Collection<UInt8>) -> Bool {
        var head = Array(bytes.prefix(1024))[...]
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { head = head.dropFirst(3) }
        head = head.drop(while: XMLPropertyListScalars.isWhitespace)
        guard ["<?xml", "<!DOCTYPE", "<plist"].contains(where: { head.starts(with: $0.utf8) }) else { return false }
        return ["<plist", "<!DOCTYPE plist"].contains { needle in
            head.indices.contains { head[$0...].starts(with: needle.utf8) }
        }
    }

    /// Decodes `bytes` with libxml2's SAX2 parser and CoreFoundation's rules:
    /// white space between elements is ignored, other text outside values is an
    /// error, a `<dict>` alternates `<key>` and value, `<plist>` holds one value
    /// (a document may also be a bare value element), and a `<dict>` holding only
    /// `CF$UID` with an integer from 0 is a UID.
    ///
    /// Hostile documents: no DTD or external entity is ever loaded and nothing
    /// touches the network; a reference to any entity but the five predefined
    /// ones and a document type that declares entities are errors, so nothing
    /// is ever expanded; collections nest at most `options.maximumDepth` deep;
    /// work is linear in the input. libxml2 prints nothing: its errors become
    /// ``PropertyListError`` with the line and column.
    public static func decode(_ bytes: ByteView, options: PropertyListOptions = .default) throws(PropertyListError)
        -> PropertyListValue
    {
        try bytes.withUnsafeBytes { raw throws(PropertyListError) -> PropertyListValue in
            try XMLPropertyListParser.parse(raw, maximumDepth: options.maximumDepth)
        }
    }
}

/// One parse: a libxml2 push-parser context fed the whole document at once, and
/// the state its SAX2 callbacks update. The callbacks reach the state through
/// the context's user-data pointer, which points at a local variable of
/// `parse` for exactly as long as libxml2 runs.
struct XMLPropertyListParser {
    /// libxml2 wants `xmlInitParser` once per process, before any parser.
    private static let libraryInitialized: Void = xmlInitParser()

    private var builder: XMLPropertyListBuilder
    private let size: Int
    private var context: xmlParserCtxtPtr?
    /// The first problem, libxml2's or the builder's.
    private var failure: PropertyListError?

    private init(maximumDepth: Int, size: Int) {
        builder = XMLPropertyListBuilder(maximumDepth: maximumDepth)
        self.size = size
    }

    static func parse(_ raw: UnsafeRawBufferPointer, maximumDepth: Int) throws(PropertyListError) -> PropertyListValue {
        guard let base = raw.baseAddress, raw.count > 0 else {
            throw PropertyListError(.invalidXML("the document is empty"), offset: 0, line: 1, column: 1)
        }
        guard raw.count <= Int(Int32.max) else {
            throw PropertyListError(.invalidXML("documents of 2 GiB or more are not supported"), offset: 0)
        }
        _ = libraryInitialized
        var parser = XMLPropertyListParser(maximumDepth: maximumDepth, size: raw.count)
        withUnsafeMutablePointer(to: &parser) { run($0, base.assumingMemoryBound(to: CChar.self)) }
        if let failure = parser.failure { throw located(failure, in: raw) }
        guard let value = parser.builder.result else {
            throw PropertyListError(.invalidXML("the document holds no property list"), offset: raw.count)
        }
        return value
    }

    /// Feeds the document at `base` to libxml2. Everything here and in the callbacks
    /// reaches the state through `state`, one short access at a time.
    private static func run(_ state: UnsafeMutablePointer<XMLPropertyListParser>, _ base: UnsafePointer<CChar>) {
        var handler = handler()
        // Errors raised without a parser context go to this thread's structured
        // handler (the default prints to stderr): route them here while we parse.
        let savedHandler = __xmlStructuredError().pointee
        let savedContext = __xmlStructuredErrorContext().pointee
        xmlSetStructuredErrorFunc(state, handler.serror)
        defer { xmlSetStructuredErrorFunc(savedContext, savedHandler) }

        guard let context = xmlCreatePushParserCtxt(&handler, state, nil, 0, nil) else {
            state.pointee.failure = PropertyListError(.invalidXML("libxml2 could not create a parser"), offset: 0)
            return
        }
        state.pointee.context = context
        defer {
            // Only the SAX compatibility code makes a document (for a declared entity).
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            context.pointee.myDoc = nil
            xmlFreeParserCtxt(context)
            state.pointee.context = nil
        }
        // No XML_PARSE_NOENT (entities stay references, which the builder refuses), no
        // DTD loading or validation, no network; our handler has no external-subset or
        // entity-resolving callbacks either. XML_PARSE_HUGE lifts libxml2's fixed depth
        // limit of 256 elements, so that maximumDepth decides; its text-size limits do
        // not matter here, as the builder's work is linear in the text.
        xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_HUGE.rawValue))
        xmlParseChunk(context, base, Int32(state.pointee.size), 1)
        if state.pointee.failure == nil, context.pointee.wellFormed == 0 {
            state.pointee.fail(.invalidXML("the document is not well-formed"), at: nil)
        }
    }

    // MARK: Events

    private mutating func startElement(_ localName: UnsafePointer<xmlChar>, _ prefix: UnsafePointer<xmlChar>?) {
        guard let here = position() else { return }
        if prefix == nil, let element = XMLPropertyListBuilder.Element(cString: localName) {
            builder.startElement(element, at: here)
        } else {
            let local = String(cString: localName)
            let name = prefix.map { String(cString: $0) + ":" + local } ?? local
            builder.fail(.unexpectedElement("<\(name)> is not a plist element"), at: here)
        }
        checkBuilder()
    }

    private mutating func endElement() {
        builder.endElement()
        checkBuilder()
    }

    private mutating func characters(_ bytes: UnsafePointer<xmlChar>?, _ length: Int32) {
        guard let bytes, length > 0 else { return }
        builder.characters(UnsafeBufferPointer(start: bytes, count: Int(length)))
        checkBuilder()
    }

    private mutating func refuse(_ kind: PropertyListError.Kind) {
        builder.fail(kind)
        checkBuilder()
    }

    /// An error or warning from libxml2; the first error (not warning) is the failure.
    private mutating func libraryError(_ error: xmlError) {
        guard failure == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        var message = error.message.map { String(cString: $0) } ?? "error \(error.code)"
        while message.last?.isWhitespace == true { message.removeLast() }
        let place = error.line > 0 ? XMLPropertyListBuilder.Position(line: Int(error.line), column: Int(error.int2)) : nil
        fail(Self.kind(of: error, message: message, rootClosed: builder.result != nil), at: place)
    }

    /// The kind for a libxml2 error: undeclared entities and a document that ends
    /// before its root element does get their own kinds, everything else is `invalidXML`.
    private static func kind(of error: xmlError, message: String, rootClosed: Bool) -> PropertyListError.Kind {
        switch Int(error.code) {
        case Int(XML_ERR_UNDECLARED_ENTITY.rawValue), Int(XML_WAR_UNDECLARED_ENTITY.rawValue):
            .entityReference(error.str1.map { String(cString: $0) } ?? "")
        case Int(XML_ERR_DOCUMENT_END.rawValue) where !rootClosed:
            // The push parser's word for input that stops before the root element closes.
            .truncated
        default:
            .invalidXML(message)
        }
    }

    // MARK: Failures and positions

    /// Turns the builder's first problem into the failure and stops libxml2.
    private mutating func checkBuilder() {
        guard failure == nil, let (kind, place) = builder.problem else { return }
        fail(kind, at: place)
        if let context { xmlStopParser(context) }
    }

    private mutating func fail(_ kind: PropertyListError.Kind, at place: XMLPropertyListBuilder.Position?) {
        guard failure == nil else { return }
        let here = place ?? position()
        // The byte offset is worked out from line and column once parsing is over: inside a
        // callback libxml2's input pointers may already point at a freed buffer (seen with
        // an encoding switch), so xmlByteConsumed is not safe to call here.
        failure = PropertyListError(kind, offset: 0, line: here?.line, column: here?.column)
    }

    /// `error` with its offset set to where its line and column fall in `raw`
    /// (columns counted in bytes; past the end means the end).
    private static func located(_ error: PropertyListError, in raw: UnsafeRawBufferPointer) -> PropertyListError {
        guard let line = error.line, line >= 1 else { return PropertyListError(error.kind, offset: raw.count, line: nil, column: nil) }
        var offset = 0
        var currentLine = 1
        while currentLine < line, offset < raw.count {
            if raw[offset] == 0x0A { currentLine += 1 }
            offset += 1
        }
        offset = min(raw.count, offset + max(0, (error.column ?? 1) - 1))
        return PropertyListError(error.kind, offset: offset, line: error.line, column: error.column)
    }

    /// libxml2's current line and column.
    private func position() -> XMLPropertyListBuilder.Position? {
        guard let context else { return nil }
        let raw = UnsafeMutableRawPointer(context)
        return XMLPropertyListBuilder.Position(line: Int(xmlSAX2GetLineNumber(raw)), column: Int(xmlSAX2GetColumnNumber(raw)))
    }

    // MARK: The SAX2 handler

    private static func parser(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutablePointer<XMLPropertyListParser> {
        pointer.assumingMemoryBound(to: XMLPropertyListParser.self)
    }

    /// libxml2 callbacks; each finds the parser state through the user-data pointer.
    private static func handler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { context, localName, prefix, _, _, _, _, _, _ in
            guard let context, let localName else { return }
            XMLPropertyListParser.parser(context).pointee.startElement(localName, prefix)
        }
        handler.endElementNs = { context, _, _, _ in
            guard let context else { return }
            XMLPropertyListParser.parser(context).pointee.endElement()
        }
        let characters: charactersSAXFunc = { context, bytes, length in
            guard let context else { return }
            XMLPropertyListParser.parser(context).pointee.characters(bytes, length)
        }
        handler.characters = characters
        handler.ignorableWhitespace = characters
        handler.cdataBlock = characters
        handler.reference = { context, name in
            guard let context else { return }
            XMLPropertyListParser.parser(context).pointee.refuse(.entityReference(name.map { String(cString: $0) } ?? ""))
        }
        handler.entityDecl = { context, name, _, _, _, _ in
            guard let context else { return }
            XMLPropertyListParser.parser(context).pointee.refuse(.entityDeclaration(name.map { String(cString: $0) } ?? ""))
        }
        handler.unparsedEntityDecl = { context, name, _, _, _ in
            guard let context else { return }
            XMLPropertyListParser.parser(context).pointee.refuse(.entityDeclaration(name.map { String(cString: $0) } ?? ""))
        }
        handler.serror = { userData, error in
            guard let userData, let error else { return }
            XMLPropertyListParser.parser(userData).pointee.libraryError(error.pointee)
        }
        return handler
    }
}
