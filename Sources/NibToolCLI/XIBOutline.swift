import NibBytes
import XIBReader

/// `nibtool dump` for Interface Builder XML (xib, storyboard, Xcode 3
/// designable.nib): the element tree, one element a line with its attributes
/// and text, indented by depth.
enum XIBOutline {
    static func read(_ input: InputFile) throws(CLIError) -> XIBElement {
        do {
            return try XIBReader.read(input.bytes)
        } catch {
            throw CLIError(path: input.path, message: error.description)
        }
    }

    static func render(_ root: XIBElement, into sink: inout OutputSink) throws(CLIError) {
        var text = ""
        var stack: [(XIBElement, Int)] = [(root, 0)]
        while let (element, depth) = stack.popLast() {
            text += String(repeating: "  ", count: min(depth, 64)) + element.name
            for attribute in element.attributes { text += " \(attribute.name)=\(ValueText.quoted(attribute.value))" }
            if !element.text.isEmpty { text += " " + ValueText.quoted(String(element.text.prefix(200))) }
            text += "\n"
            try sink.takeIfFull(&text)
            for child in element.children.reversed() { stack.append((child, depth + 1)) }
        }
        try sink.take(&text)
    }

    static func count(_ root: XIBElement) -> Int {
        var total = 0
        var stack = [root]
        while let element = stack.popLast() {
            total += 1
            stack += element.children
        }
        return total
    }
}
