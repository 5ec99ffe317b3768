import NibContainers
import Testing
import TestSupport

/// Every corpus file is recognised as what MANIFEST.tsv and its folder say it is.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct CorpusFormatTests {
    static func format(_ relative: String) throws -> NibFileFormat {
        guard case let .file(file) = try NibContainer.open(path: SharedCorpus.path(relative)) else {
            Issue.record("\(relative) is not a plain file")
            return .unknown
        }
        return file.format
    }

    @Test func flatNibsAndKeyedNibs() throws {
        let archives = try SharedCorpus.names(in: "nib-archive")
        let keyed = try SharedCorpus.names(in: "nib-keyed")
        #expect(archives.count == 5 && keyed.count == 74)
        for name in archives {
            #expect(try Self.format("nib-archive/" + name) == .nibArchive, "\(name)")
        }
        for name in keyed {
            #expect(try Self.format("nib-keyed/" + name) == .binaryPlist, "\(name)")
        }
    }

    @Test func xibsAndStoryboards() throws {
        for folder in ["storyboard", "xib-ios", "xib-mac"] {
            for name in try SharedCorpus.names(in: folder) {
                guard case let .interfaceBuilderXML(document) = try Self.format(folder + "/" + name) else {
                    Issue.record("\(folder)/\(name) is not an Interface Builder document")
                    continue
                }
                if folder == "storyboard" {
                    #expect(document.kind == .storyboard, "\(name)")
                } else {
                    // Xcode 5 and later write <document>; Xcode 3 and 4 wrote <archive>.
                    #expect(document.kind == .xib || document.kind == .archive, "\(name)")
                }
            }
        }
    }

    /// The manifest's format column, for every file of every nib bundle.
    @Test func nibBundleFilesMatchTheManifest() throws {
        var checked = 0
        for (path, label) in SharedCorpus.manifestFormats() where path.hasPrefix("nib-bundle/") {
            let format = try Self.format(path)
            switch label {
            case "NIBArchive": #expect(format == .nibArchive, "\(path)")
            case "bplist00": #expect(format == .binaryPlist, "\(path)")
            case "openstep-plist(text)": #expect(format == .openStepPlist, "\(path)")
            case "typedstream":
                guard case .typedstream = format else { Issue.record("\(path): \(format)"); break }
            case "xml":
                if case let .interfaceBuilderXML(document) = format {
                    #expect(document.kind == .archive, "\(path)")
                } else {
                    #expect(format == .xmlPlist, "\(path)")
                }
            default: Issue.record("\(path): unexpected manifest format \(label)")
            }
            checked += 1
        }
        #expect(checked == 78)
    }
}
