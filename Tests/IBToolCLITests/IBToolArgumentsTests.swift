import IBToolCLI
import Testing

/// The hand-written parser takes Xcode's command lines verbatim, in any
/// order, and refuses what it does not honour by name.
struct IBToolArgumentsTests {
    static let macLine = [
        "--errors", "--warnings", "--notices", "--module", "MyApp", "--output-partial-info-plist", "OUT-PartialInfo.plist",
        "--auto-activate-custom-fonts", "--target-device", "mac", "--minimum-deployment-target", "10.7",
        "--output-format", "human-readable-text", "--compile", "OUT.nib", "IN.xib",
    ]
    static let iOSLine = [
        "--errors", "--warnings", "--notices", "--module", "MyApp", "--output-partial-info-plist", "OUT-PartialInfo.plist",
        "--auto-activate-custom-fonts", "--target-device", "iphone", "--target-device", "ipad", "--minimum-deployment-target", "13.0",
        "--output-format", "human-readable-text", "--compile", "OUT.nib", "IN.xib",
    ]

    @Test func xcodesMacCommandLine() throws {
        let parsed = try IBToolArguments.parse(Self.macLine)
        #expect(parsed.errors && parsed.warnings && parsed.notices && parsed.autoActivateCustomFonts)
        #expect(parsed.module == "MyApp")
        #expect(parsed.partialInfoPlist == "OUT-PartialInfo.plist")
        #expect(parsed.targetDevices == ["mac"])
        #expect(parsed.minimumDeploymentTarget == "10.7")
        #expect(parsed.outputFormat == .humanReadableText)
        #expect(parsed.compile == "OUT.nib")
        #expect(parsed.input == "IN.xib")
        #expect(!parsed.version)
    }

    @Test func xcodesIOSCommandLineRepeatsTargetDevice() throws {
        let parsed = try IBToolArguments.parse(Self.iOSLine)
        #expect(parsed.targetDevices == ["iphone", "ipad"])
        #expect(parsed.minimumDeploymentTarget == "13.0")
    }

    /// The .NET iOS build's line (dotnet/macios's IBTool task): xml1 output,
    /// the SDK folder, and a compilation directory even for a xib.
    @Test func dotNetCommandLine() throws {
        let sdk = "/Applications/Xcode_14.2.app/Contents/Developer/Platforms/iPhoneOS.platform/Developer/SDKs/iPhoneOS16.2.sdk"
        let parsed = try IBToolArguments.parse([
            "--errors", "--warnings", "--notices", "--output-format", "xml1", "--minimum-deployment-target", "13.0",
            "--target-device", "iphone", "--target-device", "ipad", "--auto-activate-custom-fonts", "--sdk", sdk,
            "--compilation-directory", "obj/ibtool", "View.xib",
        ])
        #expect(parsed.sdk == sdk)
        #expect(parsed.outputFormat == .xml1)
        #expect(parsed.compilationDirectory == "obj/ibtool")
        #expect(parsed.input == "View.xib")
    }

    /// `--sdk` takes an SDK folder or name; anything else is refused by name.
    @Test func sdkMustNameAnSDK() throws {
        #expect(try IBToolArguments.parse(["--sdk", "iphoneos16.2", "IN.xib"]).sdk == "iphoneos16.2")
        #expect(throws: IBToolArguments.UsageError.self) { try IBToolArguments.parse(["--sdk", "/tmp/build", "IN.xib"]) }
        #expect(throws: IBToolArguments.UsageError.self) { try IBToolArguments.parse(["IN.xib", "--sdk"]) }
    }

    /// The input first and the flags reversed pair by pair read the same.
    @Test func anyOrder() throws {
        var pairs: [[String]] = []
        var rest = Array(Self.iOSLine.dropLast())
        while !rest.isEmpty {
            let takesValue = rest.count > 1 && !rest[1].hasPrefix("--")
            pairs.append(Array(rest.prefix(takesValue ? 2 : 1)))
            rest.removeFirst(takesValue ? 2 : 1)
        }
        let reordered = ["IN.xib"] + pairs.reversed().flatMap { $0 }
        var expected = try IBToolArguments.parse(Self.iOSLine)
        expected.targetDevices.reverse()
        #expect(try IBToolArguments.parse(reordered) == expected)
    }

    @Test func versionNeedsNoDocument() throws {
        let parsed = try IBToolArguments.parse(["--version", "--output-format", "binary1"])
        #expect(parsed.version && parsed.input == nil && parsed.outputFormat == .binary1)
    }

    @Test(arguments: [
        (["--strip", "OUT.nib", "IN.xib"], "unsupported flag '--strip'"),
        (["--errors", "--compile"], "--compile needs a value"),
        (["--output-format", "json", "IN.xib"], "unknown --output-format 'json'"),
        (["--target-device", "toaster", "IN.xib"], "unknown --target-device 'toaster'"),
        (["--minimum-deployment-target", "thirteen", "IN.xib"], "is not a version"),
        (["--flatten", "NO", "IN.xib"], "--flatten NO is not supported"),
        (["A.xib", "B.xib"], "more than one document"),
        (["--errors", "--warnings"], "no document given"),
    ])
    func refused(_ arguments: [String], _ reason: String) {
        #expect {
            _ = try IBToolArguments.parse(arguments)
        } throws: { error in
            (error as? IBToolArguments.UsageError)?.message.contains(reason) == true
        }
    }

    @Test func unsupportedFlagExitsNonzeroNamingIt() {
        let result = IBTool.run(arguments: ["--errors", "--export", "x.plist", "IN.xib"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("'--export'"))
        #expect(result.standardOutput.isEmpty)
    }
}
