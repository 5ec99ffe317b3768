internal import CLibXML2
import NibBytes

/// Reads Interface Builder XML into an element tree, with libxml2.
///
/// No network, no external DTD, no entity substitution: a document that
/// declares entities or uses any but the predefined ones is refused. libxml2
/// prints nothing; its errors become ``XIBError``s with line and column.
public enum XIBReader {
    private static let libraryInitialized: Void = xmlInitParser()

    public static func read(_ bytes: ByteView, options: XIBReaderOptions = .default) throws(XIBError) -> XIBElement {
        guard !bytes.isEmpty, bytes.count <= Int(Int32.max) else { throw XIBError(.empty, line: 1, column: 1) }
        _ = libraryInitialized
        // Errors raised outside the parser context would print to stderr: silence them while parsing.
        let savedHandler = __xmlStructuredError().pointee
        let savedContext = __xmlStructuredErrorContext().pointee
        xmlSetStructuredErrorFunc(nil) { _, _ in }
        defer { xmlSetStructuredErrorFunc(savedContext, savedHandler) }
        guard let context = xmlNewParserCtxt() else { throw XIBError(.invalidXML("libxml2 could not create a parser")) }
        defer { xmlFreeParserCtxt(context) }
        let flags = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document = bytes.withUnsafeBytes { raw in
            xmlCtxtReadMemory(context, raw.baseAddress!.assumingMemoryBound(to: CChar.self), Int32(raw.count), nil, nil, flags)
        }
        guard let document else {
            if let error = xmlCtxtGetLastError(context) {
                var message = error.pointee.message.map { String(cString: $0) } ?? "error \(error.pointee.code)"
                while message.last?.isWhitespace == true { message.removeLast() }
                throw XIBError(.invalidXML(message), line: Int(error.pointee.line), column: Int(error.pointee.int2))
            }
            throw XIBError(.invalidXML("libxml2 gave no document"))
        }
        defer { xmlFreeDoc(document) }
        if let subset = document.pointee.intSubset, subset.pointee.entities != nil {
            throw XIBError(.entityDeclaration, line: lineOf(Array("<!ENTITY".utf8), in: bytes))
        }
        guard let root = xmlDocGetRootElement(document) else { throw XIBError(.empty) }
        var count = 0
        return try element(root, depth: 0, count: &count, options: options)
    }

    private static func element(_ node: xmlNodePtr, depth: Int, count: inout Int, options: XIBReaderOptions) throws(XIBError)
        -> XIBElement
    {
        let line = Int(xmlGetLineNo(node))
        guard depth < options.maximumDepth else { throw XIBError(.tooDeep(limit: options.maximumDepth), line: line) }
        count += 1
        guard count <= options.maximumElements else { throw XIBError(.tooManyElements(limit: options.maximumElements), line: line) }
        var result = XIBElement(name: string(node.pointee.name), line: line)
        var attribute = node.pointee.properties
        while let current = attribute {
            var value = ""
            var child = current.pointee.children
            while let part = child {
                if part.pointee.type == XML_ENTITY_REF_NODE {
                    throw XIBError(.entityReference(string(part.pointee.name)), line: line)
                }
                value += string(part.pointee.content)
                child = part.pointee.next
            }
            result.attributes.append(XIBAttribute(name: string(current.pointee.name), value: value))
            attribute = current.pointee.next
        }
        var text = ""
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                result.children.append(try element(current, depth: depth + 1, count: &count, options: options))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                text += string(current.pointee.content)
            case XML_ENTITY_REF_NODE:
                throw XIBError(.entityReference(string(current.pointee.name)), line: Int(xmlGetLineNo(current)))
            default:
                break
            }
            child = current.pointee.next
        }
        result.text = text.trimmingWhiteSpace
        return result
    }

    /// The line of the first occurrence of `needle` (libxml2 keeps no line for DTD declarations).
    private static func lineOf(_ needle: [UInt8], in bytes: ByteView) -> Int? {
        bytes.withUnsafeBytes { raw -> Int? in
            var line = 1
            for start in 0..<max(0, raw.count - needle.count + 1) {
                if raw[start] == 0x0A { line += 1 }
                if raw[start] == needle[0], needle.indices.allSatisfy({ raw[start + $0] == needle[$0] }) { return line }
            }
            return nil
        }
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    private static func string(_ pointer: UnsafeMutablePointer<xmlChar>?) -> String {
        string(UnsafePointer(pointer))
    }
}

extension String {
    fileprivate var trimmingWhiteSpace: String {
        var view = Substring(self)
        while view.first?.isWhitespace == true { view.removeFirst() }
        while view.last?.isWhitespace == true { view.removeLast() }
        return String(view)
    }
}
