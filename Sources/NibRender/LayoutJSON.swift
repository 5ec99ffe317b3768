import NibGraph

/// Writes a ``RenderLayout`` as JSON: the same rectangles, text and colors the
/// SVG draws, for tests and other tools. Keys in a fixed order, numbers with
/// at most four decimals, so the output is deterministic.
public enum LayoutJSON {
    /// `{"path": …, "pictures": [{"name", "title", "bounds", "views": […], "outlets": […]}]}`.
    public static func json(_ layout: RenderLayout, path: String) -> String {
        var out = "{\n  \"path\": \(quoted(path)),\n  \"pictures\": ["
        for (number, picture) in layout.pictures.enumerated() {
            out += number == 0 ? "\n" : ",\n"
            out += "    {\n      \"name\": \(quoted(picture.name)),\n      \"title\": \(quoted(picture.title)),\n"
            out += "      \"bounds\": \(rect(picture.bounds)),\n      \"views\": ["
            for (index, view) in picture.views.enumerated() {
                out += (index == 0 ? "\n" : ",\n") + "        " + self.view(view)
            }
            out += picture.views.isEmpty ? "],\n" : "\n      ],\n"
            out += "      \"outlets\": ["
            for (index, outlet) in picture.outlets.enumerated() {
                out += (index == 0 ? "\n" : ",\n") + "        {\"property\": \(quoted(outlet.property)), \"source\": "
                    + (outlet.source.map(String.init) ?? "null") + ", \"sourceName\": \(quoted(outlet.sourceName)), "
                    + "\"destination\": \(outlet.destination)}"
            }
            out += picture.outlets.isEmpty ? "]\n    }" : "\n      ]\n    }"
        }
        out += layout.pictures.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// One view on one line; absent properties are left out.
    static func view(_ view: RenderView) -> String {
        var fields = [
            "\"id\": \(quoted(view.id))", "\"class\": \(quoted(view.className))", "\"frame\": \(rect(view.frame))",
            "\"rect\": \(rect(view.rect))", "\"parent\": \(view.parent.map(String.init) ?? "null")", "\"depth\": \(view.depth)",
            "\"hidden\": \(view.isHidden)",
        ]
        if let color = view.background { fields.append("\"background\": \(self.color(color))") }
        if let text = view.text { fields.append("\"text\": \(quoted(text))") }
        if let size = view.fontSize { fields.append("\"fontSize\": \(n(size))") }
        if let color = view.textColor { fields.append("\"textColor\": \(self.color(color))") }
        if let image = view.image { fields.append("\"image\": \(quoted(image))") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// `[x, y, width, height]`.
    static func rect(_ rect: RenderRect) -> String {
        "[\(n(rect.x)), \(n(rect.y)), \(n(rect.width)), \(n(rect.height))]"
    }

    /// `{"hex": "#rrggbb", "red": …, "green": …, "blue": …, "alpha": …}`.
    static func color(_ color: RenderColor) -> String {
        "{\"hex\": \"\(color.hex)\", \"red\": \(n(color.red)), \"green\": \(n(color.green)), \"blue\": \(n(color.blue)), "
            + "\"alpha\": \(n(color.alpha))}"
    }

    static func quoted(_ text: String) -> String { NibValueText.quoted(text) }
}
