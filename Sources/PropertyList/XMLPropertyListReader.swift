internal import CXMLEvents
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

/// One parse: libxml2's events (through CXMLEvents) fed to the builder. The
/// callbacks reach the builder through the handlers' context pointer, which
/// points at a local variable of `parse` for exactly as long as libxml2 runs.
struct XMLPropertyListParser {
    private var builder: XMLPropertyListBuilder
    /// The builder's first problem, once passed on (it stops the parse).
    private var problem: PropertyListError?

    private init(maximumDepth: Int) {
        builder = XMLPropertyListBuilder(maximumDepth: maximumDepth)
    }

    static func parse(_ raw: UnsafeRawBufferPointer, maximumDepth: Int) throws(PropertyListError) -> PropertyListValue {
        guard let base = raw.baseAddress, raw.count > 0 else {
            throw PropertyListError(.invalidXML("the document is empty"), offset: 0, line: 1, column: 1)
        }
        guard raw.count <= Int(Int32.max) else {
            throw PropertyListError(.invalidXML("documents of 2 GiB or more are not supported"), offset: 0)
        }
        var parser = XMLPropertyListParser(maximumDepth: maximumDepth)
        var result = nib_xml_result()
        withUnsafeMutablePointer(to: &parser) { state in
            var handlers = Self.handlers(state)
            _ = nib_xml_parse(base.assumingMemoryBound(to: CChar.self), raw.count, &handlers, &result)
        }
        if let problem = parser.problem { throw located(problem, in: raw) }
        if let failure = failure(result, rootClosed: parser.builder.result != nil) { throw located(failure, in: raw) }
        guard let value = parser.builder.result else {
            throw PropertyListError(.invalidXML("the document holds no property list"), offset: raw.count)
        }
        return value
    }

    /// The error for how libxml2's parse ended, or nil when it finished.
    private static func failure(_ result: nib_xml_result, rootClosed: Bool) -> PropertyListError? {
        let message = withUnsafeBytes(of: result.message) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        let kind: PropertyListError.Kind
        switch result.outcome {
        case NIB_XML_FINISHED, NIB_XML_STOPPED_BY_HANDLER: return nil
        case NIB_XML_UNDECLARED_ENTITY, NIB_XML_ENTITY_REFERENCE: kind = .entityReference(message)
        case NIB_XML_ENTITY_DECLARATION: kind = .entityDeclaration(message)
        // The push parser's word for input that stops before the root element closes.
        case NIB_XML_TRUNCATED where !rootClosed: kind = .truncated
        default: kind = .invalidXML(message)
        }
        let known = result.line > 0
        return PropertyListError(kind, offset: 0, line: known ? result.line : nil, column: known ? result.column : nil)
    }

    // MARK: Events

    private mutating func startElement(_ name: UnsafePointer<CChar>, at here: XMLPropertyListBuilder.Position) -> Bool {
        if let element = XMLPropertyListBuilder.Element(cString: UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self)) {
            builder.startElement(element, at: here)
        } else {
            builder.fail(.unexpectedElement("<\(String(cString: name))> is not a plist element"), at: here)
        }
        return checkBuilder(at: here)
    }

    private mutating func endElement(at here: XMLPropertyListBuilder.Position) -> Bool {
        builder.endElement()
        return checkBuilder(at: here)
    }

    private mutating func characters(_ bytes: UnsafePointer<CChar>, _ length: Int32, at here: XMLPropertyListBuilder.Position) -> Bool {
        builder.characters(UnsafeBufferPointer(start: UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: Int(length)))
        return checkBuilder(at: here)
    }

    /// Keeps the builder's first problem (placed where it says, or where libxml2 stands);
    /// true stops the parse.
    private mutating func checkBuilder(at here: XMLPropertyListBuilder.Position) -> Bool {
        guard problem == nil, let (kind, place) = builder.problem else { return false }
        let position = place ?? here
        // The byte offset is worked out from line and column once parsing is over.
        problem = PropertyListError(kind, offset: 0, line: position.line, column: position.column)
        return true
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

    // MARK: The handlers

    private static func parser(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<XMLPropertyListParser> {
        pointer!.assumingMemoryBound(to: XMLPropertyListParser.self)
    }

    private static func handlers(_ state: UnsafeMutablePointer<XMLPropertyListParser>) -> nib_xml_handlers {
        nib_xml_handlers(
            context: UnsafeMutableRawPointer(state),
            start_element: { context, name, _, _, _, _, line, column in
                guard let name else { return 0 }
                let here = XMLPropertyListBuilder.Position(line: line, column: column)
                return XMLPropertyListParser.parser(context).pointee.startElement(name, at: here) ? 1 : 0
            },
            end_element: { context, line, column in
                XMLPropertyListParser.parser(context).pointee.endElement(at: .init(line: line, column: column)) ? 1 : 0
            },
            characters: { context, bytes, length, line, column in
                guard let bytes, length > 0 else { return 0 }
                return XMLPropertyListParser.parser(context).pointee.characters(bytes, length, at: .init(line: line, column: column)) ? 1 : 0
            })
    }
}
