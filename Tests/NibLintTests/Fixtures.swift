import IBDocument
import NibBytes
import NibLint

/// Small documents and sources for the rule tests.
enum Fixture {
    /// An iOS xib whose `<objects>` are `objects`.
    static func xib(_ objects: String, path: String = "View.xib") throws -> LintNib {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
            \(objects)
                </objects>
            </document>
            """
        return try LintNib.read(ByteView(copying: Array(text.utf8)), path: path)
    }

    /// File's Owner (of `ownerClass`, or plain) and First Responder.
    static func placeholders(owner ownerClass: String? = nil, connections: String = "") -> String {
        let custom = ownerClass.map { " customClass=\"\($0)\" customModule=\"App\"" } ?? ""
        let body = connections.isEmpty ? "/>" : "><connections>\(connections)</connections></placeholder>"
        return """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\(custom)\(body)
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>

            """
    }

    /// A view with a frame, `id`, optional custom class, tag and inner XML.
    static func view(_ id: String, element: String = "view", customClass: String? = nil, tag: Int? = nil, _ inner: String = "") -> String {
        let custom = customClass.map { " customClass=\"\($0)\"" } ?? ""
        let tagText = tag.map { " tag=\"\($0)\"" } ?? ""
        return """
            <\(element) contentMode="scaleToFill" id="\(id)"\(custom)\(tagText)>
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                \(inner)
            </\(element)>
            """
    }

    static func subviews(_ views: String...) -> String { "<subviews>\(views.joined())</subviews>" }

    /// The findings of `rule` alone over `nibs`, with `sources` (file name → text) when given.
    static func lint(_ rule: LintRule, _ nibs: [LintNib], sources: [String: String]? = nil) -> [LintFinding] {
        let scanned = sources.map { SwiftSources(files: $0.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) }) }
        return Linter(rules: [rule], sources: scanned).lint(nibs)
    }
}

/// Reading and linting one file's bytes, for the corpus test.
enum LintNibReader {
    static func read(_ bytes: [UInt8], path: String) throws -> LintNib {
        try LintNib.read(ByteView(copying: bytes), path: path)
    }

    static func lint(_ nib: LintNib) -> [LintFinding] {
        Linter(sources: SwiftSources()).lint([nib])
    }
}
