/// The "where" of an error message in the object layers: `object 12, key UIText: …`.
public enum ErrorPlace {
    /// `message` prefixed with the object and key it belongs to, when known.
    /// - Parameter objectName: how the object is named (`object 12`, `$objects[12]`).
    public static func describe(_ message: String, object: Int?, key: String?, objectName: (Int) -> String = { "object \($0)" })
        -> String
    {
        var place = object.map(objectName) ?? ""
        if let key { place += place.isEmpty ? "key \(key)" : ", key \(key)" }
        return place.isEmpty ? message : "\(place): \(message)"
    }
}
