import Foundation
import Testing

/// `nibtool objects`, `connections`, `hierarchy` and `classes` on real nibs.
@Suite(.enabled(if: NibToolRunner.corpusShouldRun))
struct InspectionCommandTests {
    static let oauth = NibToolRunner.corpus.appendingPathComponent("nib-archive/GlassKit__MyGlass-Companion-iOS__GTMOAuth2ViewTouch.nib").path

    @Test func connectionsNameBothEnds() throws {
        let result = try NibToolRunner.run(["connections", Self.oauth])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").dropFirst()
        #expect(lines.count == 11)   // 9 outlets, 2 actions
        #expect(lines.contains("  action goBack: #46 UIButton -> #16 UIWebView (events 0x40)"))
        #expect(lines.contains("  outlet delegate: #16 UIWebView -> #3 UIProxyObject (IBFilesOwner)"))
    }

    @Test func hierarchyHasFramesFromBoundsAndCenter() throws {
        let result = try NibToolRunner.run(["hierarchy", Self.oauth])
        // The activity indicator: center (160, 125), bounds 20 × 20.
        #expect(result.standardOutput.contains("\n    #66 UIActivityIndicatorView {{150, 115}, {20, 20}}\n"))
        let json = try JSONSerialization.jsonObject(with: Data(try NibToolRunner.run(["hierarchy", "--format", "json", Self.oauth]).standardOutput.utf8)) as! [String: Any]
        #expect((json["hierarchy"] as! [Any]).count == 6)
    }

    @Test func classesMarkCustomClasses() throws {
        let scene = NibToolRunner.corpus.appendingPathComponent(
            "pairs/BestKai__my_flutter_wechat__build_ios_Debug-iphoneos_Runner.app_Base.lproj_Main.storyboardc/Main.storyboardc-UIViewController-BYZ-38-t0r.nib").path
        let result = try NibToolRunner.run(["classes", scene])
        #expect(result.standardOutput.contains("      1 FlutterViewController (custom)\n"))
        let objects = try NibToolRunner.run(["objects", scene])
        #expect(objects.standardOutput.contains("  #8 FlutterViewController (UIClassSwapper) [top level]\n"))
    }
}
