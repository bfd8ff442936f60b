import Foundation

// The project-file check's rules with their examples. / Las reglas del chequeo del proyecto.
extension ProjectFileCheck {
    public var rules: [Rule] {
        [
            Self.plistLint, Self.unreadable, Self.danglingReference, Self.objectID, Self.bundleIdentifier,
            Self.deploymentTarget, Self.testBundleDeployment, Self.missingFile, Self.unlinkedImport,
            Self.unknownProduct, Self.firstOpen, Self.scheme, Self.resolvedPins, Self.infoPlistClass,
            Self.infoPlistFont, Self.usageDescription,
        ]
    }

    static let plistLint = Rule(
        "plist-lint", "project",
        "`plutil -lint` accepts the pbxproj and every `.plist`, `.strings` and `.stringsdict` under `Apps/`; a failure names its file, line and plutil's reason.",
        triggers: [
            .replace(Sample.infoPlist, "</dict>\n</plist>", with: "</plist>"),
            .replace(Sample.english, #""Home";"#, with: #""Home""#),
        ],
        passes: [
            .replace(Sample.infoPlist, "proteger tus datos.", with: "proteger tus datos &amp; fotos.")
        ])

    static let unreadable = Rule(
        "project-unreadable", "project", "`Apps/<Name>.xcodeproj/project.pbxproj` exists and `plutil` reads it.",
        triggers: [
            .replace(Sample.pbxproj, "\tobjects = {", with: "\tthings = {"),
            .remove(Sample.pbxproj), .replace(Sample.pbxproj, "objectVersion = 77;", with: "objectVersion = 77"),
        ],
        passes: [
            .replace(Sample.pbxproj, "objectVersion = 77;", with: "objectVersion = 77; /* Xcode 16 */")
        ])

    static let danglingReference = Rule(
        "project-dangling-reference", "project",
        "Every object reference of the project (`buildPhases`, `fileRef`, `productRef`, `remoteGlobalIDString`, `rootObject`, …) names an object of it.",
        triggers: [
            .replace(
                Sample.pbxproj, "rootObject = 46F86FAA6BBF9AC94A7E4595;", with: "rootObject = 000000000000000000000000;"
            ),
            .replace(
                Sample.pbxproj, "remoteGlobalIDString = 155495E2C28C3C6F6B7BA647;",
                with: "remoteGlobalIDString = 0123456789ABCDEF01234567;"),
        ],
        passes: [
            .replace(
                Sample.pbxproj, "remoteGlobalIDString = 155495E2C28C3C6F6B7BA647;",
                with: "remoteGlobalIDString = D98CA52B16D45D29490563CD;")
        ])

    static let objectID = Rule(
        "project-object-id", "project", "Every object id is 24 upper-case hexadecimal digits.",
        triggers: [.replace(Sample.pbxproj, "17290C3B33BCDB6AD40666A1", with: "17290c3b33bcdb6ad40666a1")],
        passes: [
            .replace(Sample.pbxproj, "17290C3B33BCDB6AD40666A1", with: "17290C3B33BCDB6AD40666A2")
        ])

    static let bundleIdentifier = Rule(
        "project-bundle-identifier", "project",
        "Every target has configurations and, in each, a `PRODUCT_BUNDLE_IDENTIFIER` that is not empty once evaluated (pbxproj or `.xcconfig`).",
        triggers: [
            .replace(Sample.pbxproj, "PRODUCT_BUNDLE_IDENTIFIER = mx.example.demo;", with: ""),
            .replace(
                Sample.pbxproj, "PRODUCT_BUNDLE_IDENTIFIER = mx.example.demo;",
                with: "PRODUCT_BUNDLE_IDENTIFIER = \"$(NOPE)\";"),
        ],
        passes: [
            Example(
                .replace(Sample.pbxproj, "PRODUCT_BUNDLE_IDENTIFIER = mx.example.demo;", with: ""),
                .replace(
                    Sample.xcconfig, "CODE_SIGN_STYLE = Automatic",
                    with: "CODE_SIGN_STYLE = Automatic\nPRODUCT_BUNDLE_IDENTIFIER = mx.example.demo")),
            .replace(
                Sample.pbxproj, "PRODUCT_BUNDLE_IDENTIFIER = mx.example.demo;",
                with: "PRODUCT_BUNDLE_IDENTIFIER = \"mx.example.demo-app\";"),
        ])

    static let deploymentTarget = Rule(
        "project-deployment-target", "project",
        "`IPHONEOS_DEPLOYMENT_TARGET`, resolved as Xcode layers settings, is a version for every target, configuration, SDK (device and simulator, so `KEY[sdk=…]` counts) and Xcode (16, 26, 27, 99), and at least 15.0 from Xcode 27 on (`15` counts as 15.0).",
        triggers: [
            .replace(
                Sample.xcconfig, "$(XCODE_VERSION_MAJOR)))",
                with: "$(XCODE_VERSION_MAJOR)))\nIPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*] = 12.0"),
            .replace(Sample.xcconfig, "DEMO_TARGET_YES = 13.0", with: "DEMO_TARGET_YES = 12.5.1.0"),
            .replace(Sample.xcconfig, "IPHONEOS_DEPLOYMENT_TARGET =", with: "OTHER_TARGET ="),
            .replace(Sample.xcconfig, "DEMO_TARGET_ = 15.0", with: "DEMO_TARGET_ = 14.0"),
        ],
        passes: [
            .replace(Sample.xcconfig, "DEMO_TARGET_ = 15.0", with: "DEMO_TARGET_ = 15"),
            .replace(
                Sample.xcconfig, "$(XCODE_VERSION_MAJOR)))",
                with: "$(XCODE_VERSION_MAJOR)))\nIPHONEOS_DEPLOYMENT_TARGET[sdk=macosx*] = 10.15"),
        ])

    static let testBundleDeployment = Rule(
        "project-test-bundle-deployment", "project",
        "A test bundle deploys exactly where its host app (`TEST_HOST`) does, in every configuration and Xcode.",
        triggers: [
            .replace(
                Sample.pbxproj, #"BUNDLE_LOADER = "$(TEST_HOST)";"#,
                with: "BUNDLE_LOADER = \"$(TEST_HOST)\";\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;")
        ],
        passes: [
            .replace(
                Sample.pbxproj, #"BUNDLE_LOADER = "$(TEST_HOST)";"#,
                with: "BUNDLE_LOADER = \"$(TEST_HOST)\";\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = \"$(inherited)\";")
        ])

    static let missingFile = Rule(
        "project-missing-file", "project",
        "Every file the project names exists: synchronized folders, `INFOPLIST_FILE`, the local package's `Package.swift`, `baseConfigurationReference` files and what they `#include` without `?`, at any depth.",
        triggers: [
            .remove("Apps/DemoTests"),
            .remove("Package.swift"),
            .remove(Sample.xcconfig),
            .remove("Apps/Demo/Info.plist"),
            .replace(Sample.xcconfig, #"#include? "Signing.xcconfig""#, with: #"#include "Signing.xcconfig""#),
            // INFOPLIST_FILE moved into the .xcconfig is still read. / Movido al .xcconfig, se sigue leyendo.
            Example(
                .replace(Sample.pbxproj, "\t\t\t\tINFOPLIST_FILE = Demo/Info.plist;\n", with: ""),
                .replace(
                    Sample.xcconfig, "CODE_SIGN_STYLE = Automatic",
                    with: "INFOPLIST_FILE[sdk=iphoneos*] = $(TARGET_NAME)/Info.plist"),
                .remove("Apps/Demo/Info.plist")),
            Example(
                .write("Config/Shared.xcconfig", "#include \"Nope.xcconfig\"\n"),
                .replace(Sample.xcconfig, "CODE_SIGN_STYLE = Automatic", with: "#include \"Shared.xcconfig\"")),
        ],
        passes: [
            .replace(
                Sample.xcconfig, "CODE_SIGN_STYLE = Automatic",
                with: "CODE_SIGN_STYLE = Automatic\n#include? \"Local.xcconfig\"")
        ])

    static let unlinkedImport = Rule(
        "project-unlinked-import", "project",
        "A package product (local `Sources/<Name>` or a remote product of the project) imported by an app's or hosted test bundle's Swift file is in that target's `packageProductDependencies`.",
        triggers: [
            Example(
                .replace(Sample.pbxproj, "\t\t\t\tDD2D3AE5293BFD59A5D76D10,\n", with: ""),
                .replace("Apps/Demo/AppDelegate.swift", "import DemoKit", with: "import DemoKit\nimport Lottie")),
            .replace("Apps/DemoTests/DemoTests.swift", "import XCTest", with: "import DemoKit\nimport XCTest"),
        ],
        passes: [
            .replace(
                "Apps/Demo/AppDelegate.swift", "import DemoKit", with: "import DemoKit\nimport Lottie\nimport Other"),
            .replace("Apps/DemoTests/DemoTests.swift", "import XCTest", with: "import Foundation\nimport XCTest"),
        ])

    static let unknownProduct = Rule(
        "project-unknown-product", "project",
        "Every local package product a target links is a product of that package's `Package.swift` (as `swift package dump-package` evaluates it).",
        triggers: [.replace(Sample.pbxproj, "productName = DemoKit;", with: "productName = OtherKit;")],
        passes: [
            .write(
                "Package.swift",
                "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet names = [\"DemoKit\"]\nlet package = Package(\n    name: \"Demo\", products: names.map { .library(name: $0, targets: [$0]) },\n    targets: names.map { .target(name: $0) })\n"
            )
        ])

    static let firstOpen = Rule(
        "project-first-open", "project",
        "Nothing Xcode rewrites on first open: no `compatibilityVersion` in format 77; `TargetAttributes` for every target (`CreatedOnToolsVersion`, and a test bundle's `TestTargetID` = its host app).",
        triggers: [
            .replace(
                Sample.pbxproj, "TestTargetID = 155495E2C28C3C6F6B7BA647;",
                with: "TestTargetID = 0123456789ABCDEF01234567;"),
            .replace(Sample.pbxproj, "\t\t\t\t\t\tCreatedOnToolsVersion = 16.3;\n\t\t\t\t\t};", with: "\t\t\t\t\t};"),
            .replace(
                Sample.pbxproj, "\tdevelopmentRegion = es;",
                with: "\tcompatibilityVersion = \"Xcode 15.0\";\n\t\t\tdevelopmentRegion = es;"),
            .replace(
                Sample.pbxproj, "TestTargetID = 155495E2C28C3C6F6B7BA647;",
                with: "TestTargetID = D98CA52B16D45D29490563CD;"),
        ],
        passes: [
            Example(
                .replace(Sample.pbxproj, "objectVersion = 77;", with: "objectVersion = 56;"),
                .replace(
                    Sample.pbxproj, "\tdevelopmentRegion = es;",
                    with: "\tcompatibilityVersion = \"Xcode 14.0\";\n\t\t\tdevelopmentRegion = es;"))
        ])

    static let scheme = Rule(
        "project-scheme", "project",
        "Every app target is built by a shared scheme whose `LastUpgradeVersion` is the project's `LastUpgradeCheck` and whose `BuildableReference`s name targets of the project.",
        triggers: [
            .replace(
                Sample.scheme, #"BlueprintIdentifier = "D98CA52B16D45D29490563CD""#,
                with: #"BlueprintIdentifier = "0123456789ABCDEF01234567""#),
            .replace(Sample.scheme, "   </BuildAction>", with: "   </BuildActions>"),
            .replace(
                Sample.scheme, #"LastUpgradeVersion = "1630""#,
                with: #"LastUpgradeVersion = "1600""#),
            .remove(Sample.scheme),
        ],
        passes: [
            Example(
                .replace(Sample.pbxproj, "LastUpgradeCheck = 1630;", with: "LastUpgradeCheck = 1640;"),
                .replace(Sample.scheme, #"LastUpgradeVersion = "1630""#, with: #"LastUpgradeVersion = "1640""#))
        ])

    static let resolvedPins = Rule(
        "project-resolved-pins", "project",
        "A committed `project.xcworkspace/xcshareddata/swiftpm/Package.resolved` pins every remote package at the project's exact version (nothing is checked while it is absent).",
        triggers: [
            .write(resolved, pin("4.4.0")),
            .write(resolved, "{ \"pins\" : [ "),
            .write(resolved, #"{"pins": []}"#),
        ],
        passes: [.write(resolved, pin("4.4.1"))])

    private static let resolved = "Apps/Demo.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"

    private static func pin(_ version: String) -> String {
        #"{"pins": [{"identity": "lottie-ios", "location": "https://github.com/airbnb/lottie-ios.git", "state": {"version": "\#(version)"}}]}"#
    }

    static let infoPlistClass = Rule(
        "info-plist-class", "project", "Every `UISceneDelegateClassName` of Info.plist is a class of the target.",
        triggers: [.replace("Apps/Demo/SceneDelegate.swift", "class SceneDelegate", with: "class WindowDelegate")],
        passes: [
            .replace("Apps/Demo/SceneDelegate.swift", "final class SceneDelegate", with: "class SceneDelegate")
        ])

    static let infoPlistFont = Rule(
        "info-plist-font", "project", "Every `UIAppFonts` file is a file of the target.",
        triggers: [.remove("Apps/Demo/Fonts/Demo-Regular.ttf")],
        passes: [
            Example(.remove("Apps/Demo/Fonts/Demo-Regular.ttf"), .write("Apps/Demo/Resources/Demo-Regular.ttf", "font"))
        ])

    static let usageDescription = Rule(
        "info-plist-usage-description", "project",
        "An app using a privacy-sensitive API (LocalAuthentication, camera, photo library, location, microphone) has the matching `NS…UsageDescription`.",
        triggers: [
            Example(Sample.appendCode("func ask() { PHPhotoLibrary.requestAuthorization { _ in } }")),
            .replace(Sample.infoPlist, "<key>NSFaceIDUsageDescription</key>", with: "<key>NSFaceIDUsage</key>"),
        ],
        passes: [
            Example(Sample.appendCode("// requestWhenInUseAuthorization() is never called here"))
        ])
}
