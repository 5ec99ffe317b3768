/// Text written into XML (the SVG, XLIFF and property list writers).
public enum XMLEscaping {
    /// `text` as XML character data or an attribute value: `&`, `<` and `>`
    /// as entities, `"` too when `quotes` (Apple's property lists leave it),
    /// a carriage return as `&#13;` (a parser would read a bare one as a line
    /// feed), line feeds and tabs as references when `whiteSpaceAsReferences`
    /// (attribute values keep them only so), and the characters XML 1.0
    /// cannot hold at all as U+FFFD.
    public static func escaped(_ text: String, quotes: Bool = true, whiteSpaceAsReferences: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quotes: out += "&quot;"
            case "\r": out += "&#13;"
            case "\n" where whiteSpaceAsReferences: out += "&#10;"
            case "\t" where whiteSpaceAsReferences: out += "&#9;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
