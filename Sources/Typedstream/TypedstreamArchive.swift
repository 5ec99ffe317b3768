import NibBytes

/// A decoded NeXT typedstream (`NSArchiver`), the format of `objects.nib`
/// in nib bundles written before keyed archives.
///
/// The stream is a series of value groups; objects and classes are written
/// in full where first met and by reference after, so each appears once
/// here, by index. The reader checks every byte it reads against the input
/// and the ``TypedstreamOptions`` limits.
public struct TypedstreamArchive: Sendable, Hashable {
    public var header: TypedstreamHeader
    /// Every class, in the order the stream first names them.
    public var classes: [TypedstreamClass]
    /// Every object, in the order the stream starts them.
    public var objects: [TypedstreamObject]
    /// The groups written at the top level; a nib's first holds its `NSIBObjectData`.
    public var contents: [TypedstreamGroup]

    public init(header: TypedstreamHeader, classes: [TypedstreamClass], objects: [TypedstreamObject], contents: [TypedstreamGroup]) {
        self.header = header
        self.classes = classes
        self.objects = objects
        self.contents = contents
    }

    /// Decodes a whole typedstream.
    public init(bytes: ByteView, options: TypedstreamOptions = .default) throws(TypedstreamError) {
        var reader = TypedstreamReader(bytes: bytes, options: options)
        self = try reader.read()
    }

    /// Whether `bytes` start like a typedstream (streamer version, 11, signature).
    public static func hasSignature(_ bytes: ByteView) -> Bool {
        guard bytes.count >= 13, bytes[1] == 0x0B else { return false }
        let signature = bytes[2..<13]
        return signature.elementsEqual("typedstream".utf8) || signature.elementsEqual("streamtyped".utf8)
    }

    /// The longest class chain ``classChain(of:)`` gives. AppKit's are about
    /// ten classes long; a stream may chain every class it names, and a
    /// chain for each object would then take memory quadratic in its size.
    public static let maximumClassChain = 64

    /// The class of `object` and its superclasses, most derived first (at
    /// most ``maximumClassChain`` of them).
    public func classChain(of object: Int) -> [String] {
        guard objects.indices.contains(object) else { return [] }
        return classChain(ofClass: objects[object].classIndex)
    }

    /// Class `index` and its superclasses, most derived first (at most ``maximumClassChain``).
    public func classChain(ofClass index: Int) -> [String] {
        var chain: [String] = []
        var next: Int? = index
        // A class is entered in the table before its superclass is read, so a
        // hostile stream can make a class its own superclass: stop at a repeat.
        var seen: Set<Int> = []
        while let index = next, classes.indices.contains(index), chain.count < Self.maximumClassChain, seen.insert(index).inserted {
            chain.append(classes[index].name)
            next = classes[index].superclass
        }
        return chain
    }

    /// The class name of `object`.
    public func className(of object: Int) -> String {
        guard objects.indices.contains(object), classes.indices.contains(objects[object].classIndex) else { return "" }
        return classes[objects[object].classIndex].name
    }
}
