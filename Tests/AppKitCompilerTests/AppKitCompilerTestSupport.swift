import TestSupport
import Foundation
import AppKitCompiler
import IBDocument
import NibBytes
import NibGraph

/// Compiles an inline macOS xib whose `<objects>` are `objects` (after the
/// three placeholders), with `attributes` on `<document>`.
func compileMacXIB(_ objects: String, attributes: String = "", owner: String = "customClass=\"NSApplication\"",
                   module: String? = nil, profiles: AppKitColorProfiles? = corpusProfiles,
                   machine: AppKitMachineSettings = pairsMachine, sdk: AppKitSDKVersion? = nil,
                   deploymentTarget: AppKitSDKVersion? = nil) throws -> AppKitCompilation {
    let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" \(attributes)>
            <objects>
                <customObject id="-2" userLabel="File's Owner" \(owner)/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
        \(objects)
            </objects>
        </document>
        """
    let document = try IBDocument(bytes: ByteView(copying: Array(text.utf8)), path: "test.xib")
    return try AppKitCompiler.compile(document, options: AppKitCompilerOptions(module: module, colorProfiles: profiles, machine: machine,
                                                                               sdkVersion: sdk, deploymentTarget: deploymentTarget))
}

/// Compiles an inline macOS xib with one 300 × 200 window whose content view
/// holds `subviews`, then `afterSubviews` (its constraints, layout guides);
/// `windowChildren` follow the content view (a toolbar), `objects` the window
/// (top-level objects its views refer to). `size` is the content view's.
func compileMacWindow(_ subviews: String, afterSubviews: String = "", windowChildren: String = "", objects: String = "",
                      attributes: String = "", machine: AppKitMachineSettings = pairsMachine,
                      size: (width: Int, height: Int) = (300, 200), sdk: AppKitSDKVersion? = nil) throws -> AppKitCompilation {
    try compileMacXIB("""
        <window title="W" id="w">
            <rect key="contentRect" x="0" y="0" width="\(size.width)" height="\(size.height)"/>
            <view key="contentView" id="content">
                <rect key="frame" x="0.0" y="0.0" width="\(size.width)" height="\(size.height)"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
        \(subviews)
                </subviews>
        \(afterSubviews)
            </view>
        \(windowChildren)
        </window>
        \(objects)
        """, attributes: attributes, machine: machine, sdk: sdk)
}

extension NibGraph {
    /// The objects of class `className`, in graph order.
    func objects(ofClass className: String) -> [Object] {
        objects.filter { $0.className == className }
    }

    /// The object `value` refers to.
    func target(_ value: Value?) -> Object? {
        if case .object(let index)? = value { return objects[index] }
        return nil
    }

    /// The text of the string object `value` refers to.
    func text(_ value: Value?) -> String? {
        guard case .data(let bytes)? = target(value)?["NS.bytes"] else { return nil }
        return String(decoding: bytes.array, as: UTF8.self)
    }

    /// The objects a collection object lists.
    func elements(_ value: Value?) -> [Object] {
        guard case .array(let values)? = target(value)?["NS.objects"] else { return [] }
        return values.compactMap { target($0) }
    }

    /// The root's `NSIBObjectData`.
    var objectData: Object? { target(objects[0]["IB.objectdata"]) }
}

extension NibGraph.Object {
    var keys: [String] { entries.map(\.key) }
}

/// The Mac on which ibtool compiled viraptor's pairs: Australian English
/// (test_date_formatter's title "4/1/1976, 11:00 pm" and the formatter
/// patterns "d/M/y", "h:mm a" are en_AU's) and GMT (the two titles it parsed
/// read as midnight and 23:00 GMT).
let pairsMachine = AppKitMachineSettings(locale: "en_AU", timeZone: "GMT")

/// The corpus's profiles, read once (nil without the corpus).
let corpusProfiles = try? corpusColorProfiles()

/// ibtool's two ICC profiles, read in place from an Apple-compiled nib of the
/// shared corpus (the project does not ship them): the `NSICC` data of its
/// color spaces with `NSID` 9 (Generic Gray Gamma 2.2) and 7 (sRGB).
func corpusColorProfiles() throws -> AppKitColorProfiles? {
    let folder = SharedCorpus.path("pairs/viraptor__ibtool__correct__test7_clipview")
    guard let nib = try FileManager.default.contentsOfDirectory(atPath: folder).first(where: { $0.hasSuffix(".nib") }) else {
        return nil
    }
    let graph = try NibGraph(nibArchiveBytes: ByteView(try FileBytes.read(path: folder + "/" + nib)))
    func profile(id: Int64) -> [UInt8]? {
        for space in graph.objects where space.className == "NSColorSpace" {
            guard case .integer(id, _)? = space["NSID"], case .object(let data)? = space["NSICC"],
                  case .data(let bytes)? = graph.objects[data]["NS.bytes"] else { continue }
            return bytes.array
        }
        return nil
    }
    guard let gray = profile(id: 9), let srgb = profile(id: 7) else { return nil }
    return AppKitColorProfiles(genericGrayGamma22: gray, sRGB: srgb)
}
