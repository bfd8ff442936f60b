import Foundation

// The rules of the asset, localization, module, privacy and paths checks, with their examples.
// Las reglas de los chequeos de assets, localización, módulos, privacidad y rutas.
extension AssetCheck {
    public var rules: [Rule] { [Self.contentsJSON, Self.imageSet, Self.appIcon, Self.nameInCode] }

    static let contentsJSON = Rule(
        "asset-contents-json", "assets", "Every folder of an `.xcassets` has a `Contents.json` that is a JSON object.",
        triggers: [
            Example(
                .remove("Apps/Demo/Assets.xcassets/Brand.colorset/Contents.json"),
                .write("Apps/Demo/Assets.xcassets/Brand.colorset/notes.txt", "")),
            .write("Apps/Demo/Assets.xcassets/Flag.imageset/Contents.json", #"{"images": ["#),
        ],
        passes: [
            .write(
                "Apps/Demo/Assets.xcassets/Contents.json",
                #"{"info": {"author": "xcode", "version": 1}, "properties": {}}"#)
        ])

    static let imageSet = Rule(
        "asset-image-set", "assets",
        "An image set lists image files that exist, in 2x and 3x, or one universal image, or a vector PDF/SVG.",
        triggers: [
            .write(
                "Apps/Demo/Assets.xcassets/Flag.imageset/Contents.json",
                #"{"images":[{"idiom":"universal","scale":"2x"}]}"#),
            .write(
                "Apps/Demo/Assets.xcassets/Flag.imageset/Contents.json",
                #"{"images":[{"filename":"Flag@2x.png","idiom":"universal","scale":"2x"}]}"#),
            .remove("Apps/Demo/Assets.xcassets/Flag.imageset/Flag@3x.png"),
        ],
        passes: [
            .write(
                "Apps/Demo/Assets.xcassets/Flag.imageset/Contents.json",
                #"{"images":[{"filename":"Flag@2x.png","idiom":"universal"}]}"#)
        ])

    static let appIcon = Rule(
        "asset-app-icon", "assets",
        "App icon sets list files that exist, and the target's `ASSETCATALOG_COMPILER_APPICON_NAME` set exists.",
        triggers: [
            .write(
                "Apps/Demo/Assets.xcassets/AppIcon.appiconset/Contents.json",
                #"{"images":[{"idiom":"universal","platform":"ios","size":"1024x1024"}]}"#),
            .replace(
                Sample.pbxproj, "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;",
                with: "ASSETCATALOG_COMPILER_APPICON_NAME = Icono;"),
            .remove("Apps/Demo/Assets.xcassets/AppIcon.appiconset/Icon.png"),
        ],
        passes: [
            Example(
                .write(
                    "Apps/Demo/Assets.xcassets/Icono.appiconset/Contents.json",
                    #"{"images":[{"filename":"Icon.png","idiom":"universal","platform":"ios","size":"1024x1024"}]}"#),
                .write("Apps/Demo/Assets.xcassets/Icono.appiconset/Icon.png", "png"),
                .replace(
                    Sample.pbxproj, "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;",
                    with: "ASSETCATALOG_COMPILER_APPICON_NAME = Icono;"))
        ])

    static let nameInCode = Rule(
        "asset-name-in-code", "assets",
        "Image and colour names used by Swift (`UIImage(named:)`, `#imageLiteral`, `UIColor(named:)`) and by the app's JSON data (`image`, `imageName`, `imageNames`) are sets of the target's catalogs.",
        triggers: [
            .replace(Sample.controller, #"UIImage(named: "Flag")"#, with: #"#imageLiteral(resourceName: "Bandera")"#),
            .replace("Apps/Demo/Data/items.json", #""Icons/Logo""#, with: #""Logo""#),
            .write("Apps/Demo/Data/items.json", "{"),
            .replace(Sample.controller, #"UIImage(named: "Flag")"#, with: #"UIImage(named: "Bandera")"#),
            .replace(Sample.controller, #"UIColor(named: "Brand")"#, with: #"UIColor(named: "Marca")"#),
        ],
        passes: [
            Example(
                .write("Apps/Demo/Home/Sello@2x~ipad.PNG", "only named"),
                .replace(Sample.controller, #"UIImage(named: "Flag")"#, with: #"UIImage(named: "Sello")"#)),
            .replace(Sample.controller, #"UIImage(named: "Flag")"#, with: #"UIImage(named: "Icons/Logo")"#),
        ])
}

extension LocalizationCheck {
    public var rules: [Rule] {
        [
            Self.stringsSyntax, Self.missingTable, Self.keyMismatch, Self.placeholders, Self.duplicateKey,
            Self.translatorComment, Self.infoPlistText, Self.storyboardText, Self.literalInCode, Self.unknownKey,
        ]
    }

    static let stringsSyntax = Rule(
        "localization-strings-syntax", "localization", "Every code and storyboard `.strings` table parses.",
        triggers: [.replace(Sample.english, #""home.title" = "Home";"#, with: #""home.title" = "Home"#)],
        passes: [
            .replace(Sample.english, #""home.title" = "Home";"#, with: #""home.title" = "\"Home\"";"#)
        ])

    static let missingTable = Rule(
        "localization-missing-table", "localization",
        "Every code table of `es.lproj` has its `en.lproj` counterpart and the other way round.",
        triggers: [.write("Apps/Demo/es.lproj/Errors.strings", "/* Error. */\n\"error.x\" = \"Error\";\n")],
        passes: [
            Example(
                .write("Apps/Demo/es.lproj/Errors.strings", "/* Error. */\n\"error.x\" = \"Error\";\n"),
                .write("Apps/Demo/en.lproj/Errors.strings", "\"error.x\" = \"Error\";\n"))
        ])

    static let keyMismatch = Rule(
        "localization-key-mismatch", "localization", "The Spanish and English tables hold the same keys.",
        triggers: [
            .replace(
                Sample.english, #""home.title" = "Home";"#,
                with: "\"home.title\" = \"Home\";\n\"home.extra\" = \"Extra\";"),
            .replace(Sample.english, #""home.summary" = "%2$ld photos by %1$@";"#, with: ""),
        ],
        passes: [
            Example(
                .replace(
                    Sample.english, #""home.title" = "Home";"#,
                    with: "\"home.title\" = \"Home\";\n\"home.extra\" = \"Extra\";"),
                .replace(
                    Sample.spanish, "\"home.title\" = \"Inicio\";",
                    with: "\"home.title\" = \"Inicio\";\n\n/* Extra. */\n\"home.extra\" = \"Extra\";"))
        ])

    static let placeholders = Rule(
        "localization-placeholders", "localization",
        "A translation has the same format placeholders, by argument position and type (`%@`, `%ld`, `%1$@`…).",
        triggers: [
            .replace(Sample.english, "Hi %@: %ld visits", with: "Hi %@: %@ visits"),
            .replace(Sample.english, "%2$ld photos by %1$@", with: "%2$@ photos by %1$ld"),
        ],
        passes: [.replace(Sample.english, "%2$ld photos by %1$@", with: "%1$@ took %2$ld photos")])

    static let duplicateKey = Rule(
        "localization-duplicate-key", "localization",
        "No key is defined twice in a table (the later one silently wins).",
        triggers: [
            .replace(
                Sample.english, #""home.title" = "Home";"#,
                with: "\"home.title\" = \"Home\";\n\"home.title\" = \"House\";")
        ],
        passes: [
            .replace(
                Sample.english, #""home.title" = "Home";"#,
                with: "/* \"home.title\" = \"House\"; */\n\"home.title\" = \"Home\";")
        ])

    static let translatorComment = Rule(
        "localization-translator-comment", "localization",
        "Every Spanish entry has a `/* translator comment */` ending on the line above it.",
        triggers: [.replace(Sample.spanish, "/* Home screen title. */\n", with: "")],
        passes: [
            .replace(Sample.spanish, "/* Home screen title. */", with: "/* Home\n   screen title. */")
        ])

    static let infoPlistText = Rule(
        "localization-info-plist", "localization",
        "User-visible Info.plist texts (`CFBundleDisplayName`, `CFBundleName`, `NS…UsageDescription`) have an entry in `en.lproj/InfoPlist.strings`.",
        triggers: [.write("Apps/Demo/en.lproj/InfoPlist.strings", "/* Name. */\n\"CFBundleName\" = \"Demo\";\n")],
        passes: [
            Example(
                .replace(Sample.infoPlist, "<string>Demo</string>", with: "<string>$(PRODUCT_NAME)</string>"),
                .replace("Apps/Demo/en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Demo\";", with: ""))
        ])

    static let storyboardText = Rule(
        "localization-storyboard-text", "localization",
        "Every user-visible text of a `Base.lproj` storyboard has its `<id>.<property>` entry in `en.lproj/<Storyboard>.strings`, which has no entry for a missing id.",
        triggers: [
            .replace(
                Sample.storyboard, #"<state key="normal" image="star" catalog="system"/>"#,
                with:
                    #"<state key="normal" image="star" catalog="system"/><buttonConfiguration key="configuration" style="plain" title="Compartir"/>"#
            ),
            Example(
                .replace(
                    Sample.storyboard, #"<label opaque="NO" text="Hola" textAlignment="natural" id="Lb1-00-001">"#,
                    with:
                        "<label opaque=\"NO\" textAlignment=\"natural\" id=\"Lb1-00-001\"><string key=\"text\">Hola\nmundo</string>"
                ), .replace("Apps/Demo/en.lproj/Main.strings", #""Lb1-00-001.text" = "Hello";"#, with: "")),
            .remove("Apps/Demo/en.lproj/Main.strings"),
            .write(
                "Apps/Demo/Home/Card.xib",
                #"<document version="3.0"><objects><label text="Hola" id="Cd1-LB-001"/></objects></document>"#),
            .replace("Apps/Demo/en.lproj/Main.strings", #""Lb1-00-001.text" = "Hello";"#, with: ""),
            .replace(Sample.storyboard, #"id="Ni1-00-001""#, with: #"id="Ni2-00-002""#),
        ],
        passes: [.replace(Sample.storyboard, #"text="42 %""#, with: #"text="42 % 7""#)])

    static let literalInCode = Rule(
        "localization-literal-in-code", "localization",
        "App Swift code shows no literal text: `.text`/`.title`/`.placeholder`/… `= \"…\"`, `setTitle(\"…\"`, alert and bar-button titles.",
        triggers: [
            Example(
                Sample.appendCode(
                    #"let alert = UIAlertController(title: "Hola", message: nil, preferredStyle: .alert)"#)),
            .replace(Sample.controller, #"nameField.placeholder = """#, with: #"nameField.placeholder = "Nombre""#),
        ],
        passes: [.replace(Sample.controller, #"nameField.placeholder = """#, with: #"nameField.placeholder = "—""#)])

    static let unknownKey = Rule(
        "localization-unknown-key", "localization",
        "Keys used by app code (`Localizer.live`, `localizer`, `NSLocalizedString`) are in the app's Spanish table; literal namespaced keys of package code in some app's.",
        triggers: [
            Example(Sample.appendCode(#"let text = NSLocalizedString("home.titulo", comment: "")"#)),
            .replace(Sample.controller, #"Localizer.live("home.title")"#, with: #"Localizer.live("home.titulo")"#),
            .replace(Sample.packageSource, #"localizer("home.title")"#, with: #"localizer("home.titulo")"#),
        ],
        passes: [
            .replace(Sample.packageSource, #"localizer("home.title")"#, with: #"localizer("Hello")"#),
            .replace(Sample.packageSource, #"localizer("home.title")"#, with: #"localizer("home.\(1)")"#),
        ])
}

extension ModuleShapeCheck {
    public var rules: [Rule] { [Self.shape, Self.wireframe, Self.layerColor] }

    static let shape = Rule(
        "module-shape", "module",
        "A module `<M>Wireframe.swift` has `<M>ViewController.swift` beside it, a storyboard scene of that class, and one `Sources/**/<M>Interfaces.swift` beside `<M>Presenter.swift` and `<M>Interactor.swift`.",
        triggers: [.write("Apps/Demo/Home/HomeWireframe.swift", wireframe("private init() {}"))],
        passes: [
            Example(
                .write("Apps/Demo/Home/HomeWireframe.swift", wireframe("private init() {}")),
                .write("Sources/DemoKit/HomeInterfaces.swift", "public protocol HomeView: AnyObject {}\n"),
                .write("Sources/DemoKit/HomeInteractor.swift", "public final class HomeInteractor {}\n"))
        ])

    static let wireframe = Rule(
        "module-wireframe", "module",
        "A wireframe builds its module in `static func makeModule(` and cannot be created from outside (`private init(` or a caseless `enum`).",
        triggers: [
            .write(
                "Apps/Demo/Home/HomeWireframe.swift",
                wireframe("private init() {}").replacingOccurrences(of: "makeModule", with: "build")),
            .write("Apps/Demo/Home/HomeWireframe.swift", wireframe("init() {}")),
        ],
        passes: [.write("Apps/Demo/Home/HomeWireframe.swift", wireframe("private init(environment: Int) {}"))])

    private static func wireframe(_ initializer: String) -> String {
        """
        final class HomeWireframe {
            \(initializer)
            static func makeModule() -> HomeViewController { HomeViewController() }
        }
        """
    }

    static let layerColor = Rule(
        "layer-color-appearance", "module",
        "A layer colour set from `.cgColor` is set again on a light/dark switch (in `traitCollectionDidChange`), unless it is set where UIKit re-runs it (`layoutSubviews`, `draw(_:)`, …) or has one appearance (`.white`, `UIColor(red:…)`).",
        triggers: [
            .write(
                "Apps/Demo/Home/Badge.swift",
                badge("func style()")
                    + "\n\nextension Badge {\n    func traitCollectionDidChange(_ p: UITraitCollection?) {}\n}\n"),
            .write("Apps/Demo/Home/Badge.swift", badge("func style()")),
        ],
        passes: [
            .write(
                "Apps/Demo/Home/Badge.swift",
                badge("func style()")
                    + "\n\nextension Badge {\n    func traitCollectionDidChange(_ p: UITraitCollection?) { style() }\n}\n"
            ),
            .write(
                "Apps/Demo/Home/Badge.swift",
                badge("func style()").replacingOccurrences(of: "UIColor.label", with: "UIColor.white")),
            .write("Apps/Demo/Home/Badge.swift", badge("override func layoutSubviews()")),
            .write("Apps/Demo/Home/Badge.swift", badge("override func draw(_ rect: CGRect)")),
        ])

    static func badge(_ function: String) -> String {
        """
        import UIKit

        final class Badge: UIView {
            \(function) {
                layer.borderColor = UIColor.label.cgColor
            }
        }
        """
    }
}

extension PrivacyManifestCheck {
    public var rules: [Rule] { [Self.manifest, Self.reason] }

    static let manifest = Rule(
        "privacy-manifest", "privacy",
        "An app whose code (its own or its local libraries') uses a required-reason API has a readable `PrivacyInfo.xcprivacy` declaring that category.",
        triggers: [
            .write("Apps/Demo/Services/Use0.swift", "import UIKit\nlet use = UserDefaults(suiteName: s)\n"),
            .write("Apps/Demo/Services/Use1.swift", "import UIKit\nlet use = attributes[.modificationDate]\n"),
            .write("Apps/Demo/Services/Use2.swift", "import UIKit\nlet use = mach_absolute_time()\n"),
            .write(
                "Apps/Demo/Services/Use3.swift", "import UIKit\nlet use = [URLResourceKey.volumeTotalCapacityKey]\n"),
            .write("Apps/Demo/Services/Use4.swift", "import UIKit\nlet use = UITextInputMode.activeInputModes\n"),
            .write(
                "Sources/DemoKit/Clock.swift",
                "import Foundation\n\nlet uptime = ProcessInfo.processInfo.systemUptime\n"),
            Example(
                .write("Apps/Demo/Services/LastTab.swift", lastTab),
                .write("Apps/Demo/PrivacyInfo.xcprivacy", "not a plist")),
            .write("Apps/Demo/Services/LastTab.swift", lastTab),
        ],
        passes: [
            .write("Sources/OtherKit/Store.swift", lastTab),
            .write("Apps/Demo/Services/LastTab.swift", "// UserDefaults.standard, in a comment only.\n"),
        ])

    static let reason = Rule(
        "privacy-reason", "privacy",
        "Every declared category has at least one reason and every reason is one Apple defines for it.",
        triggers: [
            Example(
                .write("Apps/Demo/Services/LastTab.swift", lastTab),
                .write(
                    "Apps/Demo/PrivacyInfo.xcprivacy",
                    manifestText(reason: "CA92.1").replacingOccurrences(of: "<string>CA92.1</string>", with: ""))),
            Example(
                .write("Apps/Demo/Services/LastTab.swift", lastTab),
                .write("Apps/Demo/PrivacyInfo.xcprivacy", manifestText(reason: "35F9.1"))),
        ],
        passes: [
            Example(
                .write("Apps/Demo/Services/LastTab.swift", lastTab),
                .write("Apps/Demo/PrivacyInfo.xcprivacy", manifestText(reason: "CA92.1")))
        ])

    private static let lastTab = "import Foundation\n\nlet lastTab = UserDefaults.standard.integer(forKey: \"tab\")\n"

    private static func manifestText(reason: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>NSPrivacyAccessedAPITypes</key><array><dict>
        <key>NSPrivacyAccessedAPIType</key><string>NSPrivacyAccessedAPICategoryUserDefaults</string>
        <key>NSPrivacyAccessedAPITypeReasons</key><array><string>\(reason)</string></array>
        </dict></array></dict></plist>
        """
    }
}

extension SelfContainedCheck {
    public var rules: [Rule] { [Self.outside] }

    static let outside = Rule(
        "path-outside-repository", "paths",
        "No tracked text file names a path outside the repository: a relative path climbing above the root, or an absolute path into a machine (`/home/…`, `/Users/…`, `/work/…`).",
        triggers: [
            .write("Scripts/run", "#!/usr/bin/env bash\nexec ../../elsewhere/run \"$@\"\n"),
            .write("Apps/Demo/Notes.txt", "Copied from /" + "home/ana/spec/demo.txt\n"),
            .write("Apps/Demo/Paths.xcconfig", "SPEC = ../../../spec\n"),
            .write("README.md", "# Demo\n\nThe documents are in `../elsewhere/spec/demo.txt`.\n"),
        ],
        passes: [
            .write("Scripts/blob", "no shebang: ../../elsewhere/run\n"),
            .write("docs/intro.md", "[← README](../README.md)\n"),
            .write("Apps/Demo/Paths.xcconfig", "LIBRARY = ../Sources/DemoKit\n"),
            .write("README.md", "# Demo\n\nRun `/usr/bin/env swift test`; see `docs/layout.md`.\n"),
        ])
}

extension Suppressions {
    static let rules = [withoutReason, unknownRule, unused]

    static let withoutReason = Rule(
        "suppression-without-reason", check,
        "A suppression says why after `--`; one without a reason silences nothing.",
        triggers: [Example(suppress("localization-literal-in-code"))],
        passes: [Example(suppress("localization-literal-in-code -- a sample name, not a text"))])

    static let unknownRule = Rule(
        "suppression-unknown-rule", check, "A suppression names an existing rule id.",
        triggers: [Example(suppress("literal-in-code -- a sample name, not a text"))],
        passes: [Example(suppress("localization-literal-in-code -- a sample name, not a text"))])

    static let unused = Rule(
        "suppression-unused", check, .warning, "A suppression silences a finding on its line; else it is removed.",
        triggers: [
            .replace(
                Sample.controller, "        flagView.image",
                with: "        // project-checks:disable-next-line asset-name-in-code -- stale\n        flagView.image")
        ],
        passes: [
            .write(
                "docs/guide.md",
                "```swift\n// project-checks:disable-next-line storyboard-outlet -- shown, not applied\n```\n"),
            Example(suppress("localization-literal-in-code -- a sample name, not a text")),
        ])

    /// A user-visible literal preceded by a suppression directive. / Un literal con una directiva delante.
    private static func suppress(_ directive: String) -> Example.Edit {
        .replace(
            Sample.controller, #"        nameField.placeholder = """#,
            with: "        // project-checks:disable-next-line \(directive)\n        nameField.placeholder = \"Ana\"")
    }
}
