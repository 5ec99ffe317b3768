import NibGraph
import AppArchive
import NibContainers

/// Scans folders, app bundles, `.xcarchive`s and zip archives (`.ipa`, `.zip`)
/// for nibs: every file's format is recognised by its first bytes, never by its
/// name; NIBArchives and keyed archives are decoded for their classes; `.nib`
/// directories and `.storyboardc` bundles are recognised by their contents.
///
/// A file, entry or folder that cannot be read or decoded becomes a failure in
/// the report and the scan goes on. Files are examined on ``ScanOptions/workers``
/// threads; the report lists them in path order whatever the threads did.
public struct NibScanner: Sendable {
    public var options: ScanOptions
    /// Called from the worker threads as files are done (every 32 files and at the end of each input).
    public var progress: (@Sendable (ScanProgress) -> Void)?

    public init(options: ScanOptions = .default, progress: (@Sendable (ScanProgress) -> Void)? = nil) {
        self.options = options
        self.progress = progress
    }

    /// Scans each path (a folder or a zip archive) and adds up the findings.
    public func scan(_ paths: [String]) -> ScanReport {
        var report = ScanReport()
        for path in paths {
            var one = ScanReport()
            do {
                one = scan(try FileTree.open(path, options: options))
            } catch {
                one.failures.append(error)
            }
            one.inputs = [path]
            report.merge(one)
        }
        return report
    }

    /// Scans the files of `tree`, and, for a folder, the zip archives found in it.
    public func scan(_ tree: FileTree) -> ScanReport {
        var report = ScanReport()
        report.inputs = [tree.root]
        report.failures = tree.problems
        if let archive = tree.archive {
            report.archiveCount = 1
            report.archiveBytes = archive.bytes.count
        }
        let containers = TreeContainers(tree, options: options.containers)
        report.failures += containers.problems
        for container in containers.byFolder.values {
            report.containers[Self.kind(of: container) ?? "other", default: 0] += 1
        }

        let counter = ProgressCounter(total: tree.files.count, input: tree.root, report: progress)
        let options = self.options
        let outcomes = ParallelWork.map(count: tree.files.count, workers: options.workers) { index in
            let file = tree.files[index]
            defer { counter.done(bytes: file.size) }
            return FileOutcome(file, in: tree, options: options)
        }
        counter.finish()

        var archives: [String] = []
        for (file, outcome) in zip(tree.files, outcomes) {
            report.add(outcome, of: file, address: tree.address(file.path),
                       container: containers.containers(of: file).first.flatMap { Self.kind(of: $0.container) })
            if outcome.format == .zipArchive, tree.archive == nil, options.opensArchivesInFolders {
                archives.append(tree.root.hasSuffix("/") ? tree.root + file.path : tree.root + "/" + file.path)
            }
        }
        for path in archives {
            do {
                let inner = scan(FileTree(archive: try ZipArchive.open(path: path, options: options.archive)))
                report.merge(inner.droppingInputs)
            } catch {
                report.failures.append(ScanError(address: path, message: error.messageWithOffset))
            }
        }
        return report
    }

    /// `storyboard`, or a `.nib` directory's kind.
    static func kind(of container: NibContainer) -> String? {
        switch container {
        case .storyboard: "storyboard"
        case let .nibDirectory(directory): directory.kind.rawValue
        case .file: nil
        }
    }
}

/// What examining one file found.
struct FileOutcome: Sendable {
    var format: ScannedFormat
    var decoded: DecodedNib?
    var failure: ScanError?

    /// Reads the file's first bytes, recognises its format, and decodes it whole when it
    /// may be a nib (a NIBArchive or a property list that may be a keyed archive).
    init(_ file: TreeFile, in tree: FileTree, options: ScanOptions) {
        let head: [UInt8]
        do {
            head = try tree.head(file).array
        } catch {
            self.format = .unreadable
            self.failure = error
            return
        }
        format = ScannedFormat(head: head)
        guard format == .nibArchive || format == .binaryPlist || format == .xmlPlist else { return }
        do {
            let decoded = try DecodedNib.decode(tree.read(file), format: format, options: options.nibArchive)
            format = decoded.format
            self.decoded = decoded
        } catch let error as ScanError {
            failure = error
        } catch let error as ScanDecodeError {
            format = error.format ?? format
            failure = ScanError(address: tree.address(file.path), message: error.message)
        } catch {
            failure = ScanError(address: tree.address(file.path), message: "\(error)")
        }
    }
}

extension ScanReport {
    mutating func add(_ outcome: FileOutcome, of file: TreeFile, address: String, container: String?) {
        fileCount += 1
        byteCount += file.size
        formats[outcome.format, default: 0] += 1
        if let failure = outcome.failure { failures.append(failure) }
        guard outcome.format.isNib || outcome.decoded?.format.isNib == true else { return }
        let decoded = outcome.decoded
        nibs.append(ScannedNib(address: address, format: outcome.format, coderVersion: decoded?.coderVersion,
                               objectCount: decoded?.objectCount ?? 0, container: container,
                               decoded: outcome.failure == nil && outcome.format != .typedstream))
        if let version = decoded?.coderVersion { coderVersions[version, default: 0] += 1 }
        guard let decoded else { return }
        classes.merge(decoded.classes, uniquingKeysWith: +)
        for (name, count) in decoded.customClasses {
            let found = CustomClass(name: name, swiftName: SwiftClassName(name), nibCount: 1, referenceCount: count)
            customClasses[name] = customClasses[name].map { $0.merged(found) } ?? found
        }
    }

    /// The report without its inputs, for merging an archive found inside a folder.
    var droppingInputs: ScanReport {
        var copy = self
        copy.inputs = []
        return copy
    }
}
