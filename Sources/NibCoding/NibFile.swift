import KeyedArchive
import NibBytes
import NibContainers
import NibGraph

/// A compiled nib ready to instantiate, like `UINib`: from a file, a `.nib`
/// directory (the variant a runtime at the deployment target would load) or bytes.
public struct NibFile: Sendable {
    /// The objects: the file read in place, or a graph.
    public let objects: NibObjects

    public init(graph: NibGraph) {
        objects = .graph(graph)
    }

    public init(objects: NibObjects) {
        self.objects = objects
    }

    /// Decodes NIBArchive or keyed-archive bytes. NIBArchives and binary keyed
    /// archives are validated here and read in place (``NIBArchiveObjects``,
    /// ``KeyedArchiveObjects``): values are read when objects are built. Other
    /// keyed archives (XML, or forms the in-place reader does not take) are
    /// decoded into a ``NibGraph``.
    public init(bytes: ByteView) throws(NibCodingError) {
        do {
            if bytes.starts(with: Array("NIBArchive".utf8)) {
                objects = .nibArchive(try NIBArchiveObjects(bytes: bytes))
            } else if let keyed = try? KeyedArchiveObjects(bytes: bytes) {
                objects = .keyedArchive(keyed)
            } else {
                objects = .graph(try NibGraph(keyedArchiveBytes: bytes))
            }
        } catch {
            throw NibCodingError(.unreadable(error.description))
        }
    }

    /// The objects as a graph (built from the file on each call when it is read in place).
    public var graph: NibGraph {
        get throws(NibCodingError) {
            do { return try objects.graph } catch { throw NibCodingError(.unreadable(error.description)) }
        }
    }

    /// Reads a nib file or a `.nib` directory.
    public init(path: String, deploymentTarget: OSVersion? = nil) throws(NibCodingError) {
        var file = path
        do {
            if case .nibDirectory(let directory) = try NibContainer.open(path: path) {
                guard let variant = directory.variant(forDeploymentTarget: deploymentTarget) else {
                    throw NibCodingError(.unreadable("\(path): no nib variant for this deployment target"))
                }
                file = variant.file.path
            }
        } catch let error as NibCodingError {
            throw error
        } catch {
            throw NibCodingError(.unreadable("\(error)"))
        }
        let bytes: ByteView
        do {
            bytes = ByteView(try FileBytes.read(path: file))
        } catch {
            throw NibCodingError(.unreadable("\(file): \(error.reason)"))
        }
        try self.init(bytes: bytes)
    }

    /// How deeply nib loads are nested inside `init(coder:)` calls on this task.
    @TaskLocal static var loadDepth = 0

    /// Builds the nib's objects, as `UINib.instantiate(withOwner:options:)` does.
    ///
    /// UIKit nibs: `UIProxyObject`s become `owner` (File's Owner), a First
    /// Responder placeholder, or `externalObjects[identifier]`; outlets,
    /// outlet collections and runtime attributes are set through
    /// ``NibKeyValueSettable``; actions are collected; `awakeFromNib` goes to
    /// every object of `UINibObjectsKey` in order, after all connections.
    /// AppKit nibs (`NSIBObjectData`) go through the same steps with
    /// `NSCustomObject`, `NSNibOutletConnector` and `NSNibControlConnector`.
    public func instantiate(
        owner: AnyObject? = nil, externalObjects: [String: AnyObject] = [:],
        registry: NibClassRegistry = .init(), options: NibDecodingOptions = .default
    ) throws -> NibInstantiation {
        let depth = Self.loadDepth + 1
        guard depth <= options.maximumNestedLoads else { throw NibCodingError(.recursiveLoad(depth: depth)) }
        return try Self.$loadDepth.withValue(depth) {
            var loader = NibLoading(objects: objects, owner: owner, externalObjects: externalObjects, registry: registry, options: options)
            return try loader.run()
        }
    }
}

/// An outlet set during instantiation.
public struct NibOutlet {
    public let source: AnyObject
    public let key: String
    public let destination: Any?
}

/// An action connection, collected for the caller (the runtime would register it).
public struct NibAction {
    /// The control (UIKit) or sender; nil when the nib names none.
    public let source: AnyObject?
    /// The target; nil means the first responder (AppKit nil-targeted actions).
    public let target: AnyObject?
    public let selector: String
    /// `UIControlEvents` mask (UIKit), nil for AppKit.
    public let eventMask: Int64?
}

/// What `instantiate` built.
public struct NibInstantiation {
    /// The top-level objects, without File's Owner, First Responder and external objects.
    public let topLevelObjects: [AnyObject]
    public let outlets: [NibOutlet]
    public let actions: [NibAction]
    /// Every object that received `awakeFromNib`, in order.
    public let awakened: [AnyObject]
    /// The session, to look up any other object by index.
    public let unarchiver: NibUnarchiver
}
