import NibBytes

/// The UTF-8 bytes of a graph's strings as byte views, each string's made
/// once: a graph may hold one string (the same `String`) for many values,
/// and a writer that stores it for each should share one copy of its bytes
/// until it writes them.
///
/// Strings are found by identity (``StringIdentityTable``), so only strings
/// the graph holds may go in.
struct StringBytes {
    private var table = StringIdentityTable()
    private var views: [ByteView] = []

    /// The UTF-8 bytes of `text`.
    mutating func view(of text: String) -> ByteView {
        if let number = table.number(of: text) { return views[number] }
        let view = ByteView(copying: Array(text.utf8))
        table.insert(text, number: views.count)
        views.append(view)
        return view
    }
}
