import NibBytes

// Placeholder until the libxml2-based reader lands (branch xml-plist).
public enum XMLPropertyList {
    public static func hasMagic(_ bytes: some Collection<UInt8>) -> Bool { false }
    public static func decode(_ bytes: ByteView, options: PropertyListOptions = .default) throws(PropertyListError) -> PropertyListValue {
        throw PropertyListError(.badMagic, offset: 0)
    }
}
