import XCTest

@testable import ProjectChecks

/// Each test breaks one localization rule in the valid fixture. / Cada prueba rompe una regla.
final class LocalizationCheckTests: XCTestCase {
    private let check = LocalizationCheck()
    private let spanish = FixtureRepository.spanishStrings
    private let english = FixtureRepository.englishStrings
    private let storyboard = FixtureRepository.mainStoryboard
    private let storyboardStrings = "Apps/Demo/en.lproj/Main.strings"
    private let controller = FixtureRepository.homeController

    func testKeyMissingInEnglish() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: english, #""home.summary" = "%2$ld photos by %1$@";"#, with: "")
        assertOnlyFinding(
            fixture.run(check), check: "localization", path: spanish, line: 10,
            contains: ["key \"home.summary\" is missing from \(english)"])
    }

    func testKeyMissingInSpanish() throws {
        let fixture = try FixtureRepository()
        try fixture.write(english, try fixture.read(english) + "\n/* Extra. */\n\"home.extra\" = \"Extra\";\n")
        assertOnlyFinding(
            fixture.run(check), check: "localization", path: english,
            contains: ["key \"home.extra\" is missing from \(spanish)"])
    }

    func testDuplicateKey() throws {
        let fixture = try FixtureRepository()
        try fixture.write(spanish, try fixture.read(spanish) + "\n/* Appended twice. */\n\"home.title\" = \"Casa\";\n")
        try fixture.write(english, try fixture.read(english) + "\n/* Appended twice. */\n\"home.title\" = \"House\";\n")
        let findings = fixture.run(check)
        XCTAssertEqual(findings.count, 2, findings.map(\.description).joined(separator: "\n"))
        assertFinding(
            findings, check: "localization", path: spanish, line: 13,
            contains: ["key \"home.title\" is defined again (first on line 4)"])
        assertFinding(findings, check: "localization", path: english, contains: ["key \"home.title\" is defined again"])
    }

    func testTableMissingInOneLanguage() throws {
        let fixture = try FixtureRepository()
        try fixture.write("Apps/Demo/es.lproj/Errors.strings", "/* Error. */\n\"error.x\" = \"Error\";\n")
        assertOnlyFinding(
            fixture.run(check), check: "localization", path: "Apps/Demo/es.lproj/Errors.strings",
            contains: ["no counterpart Apps/Demo/en.lproj/Errors.strings"])
    }

    func testPlaceholdersDiffer() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: english, "Hi %@: %ld visits", with: "Hi %@: %@ visits")
        assertOnlyFinding(
            fixture.run(check), check: "localization", path: spanish,
            contains: ["key \"home.greeting\": format placeholders differ", "es [%1$@, %2$ld] vs en [%1$@, %2$@]"])
    }

    func testPlaceholderOrderSwapped() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: english, "%2$ld photos by %1$@", with: "%2$@ photos by %1$ld")
        assertOnlyFinding(
            fixture.run(check), check: "localization", path: spanish, contains: ["key \"home.summary\""])
    }

    func testTranslatorCommentMissing() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: spanish, "/* Home screen title. */\n", with: "")
        assertOnlyFinding(
            fixture.run(check), check: "localization", path: spanish,
            contains: ["key \"home.title\" has no /* translator comment */"])
    }

    func testInfoPlistTextNeedsEnglishEntry() throws {
        let fixture = try FixtureRepository()
        for language in ["es", "en"] {
            let path = "Apps/Demo/\(language).lproj/InfoPlist.strings"
            let lines = try fixture.read(path).split(separator: "\n", omittingEmptySubsequences: false)
            try fixture.write(
                path, lines.filter { !$0.hasPrefix("\"NSFaceIDUsageDescription\"") }.joined(separator: "\n"))
        }
        assertOnlyFinding(
            fixture.run(check), check: "localization", path: "Apps/Demo/Info.plist",
            contains: [
                "NSFaceIDUsageDescription is shown to users but has no English entry in Apps/Demo/en.lproj/InfoPlist.strings"
            ])
    }

    func testEveryKindOfStoryboardTextNeedsAnEnglishEntry() throws {
        let keys = [
            "Hm1-VC-001.title": "Inicio", "Lb1-00-001.text": "Hola", "Lb1-00-001.accessibilityLabel": "Saludo",
            "Tf1-00-001.placeholder": "Tu nombre", "Bt1-00-001.normalTitle": "Guardar",
            "Sg1-00-001.segmentTitles[1]": "Dos", "Ni1-00-001.title": "Demo",
        ]
        for (key, text) in keys {
            let fixture = try FixtureRepository()
            let lines = try fixture.read(storyboardStrings).split(separator: "\n", omittingEmptySubsequences: false)
            try fixture.write(
                storyboardStrings, lines.filter { !$0.hasPrefix("\"\(key)\"") }.joined(separator: "\n"))
            assertOnlyFinding(
                fixture.run(check), check: "localization", path: storyboard,
                contains: ["text \"\(text)\" has no English entry \"\(key)\" in \(storyboardStrings)"])
        }
    }

    func testStoryboardStringsFileMissing() throws {
        let fixture = try FixtureRepository()
        try fixture.remove(storyboardStrings)
        assertOnlyFinding(
            fixture.run(check), check: "localization", path: storyboard,
            contains: ["has 8 user-visible text(s) but \(storyboardStrings) does not exist"])
    }

    func testStaleStoryboardEntry() throws {
        let fixture = try FixtureRepository()
        try fixture.write(
            storyboardStrings, try fixture.read(storyboardStrings) + "\n/* Gone. */\n\"Zz9-99-999.text\" = \"Old\";\n")
        assertOnlyFinding(
            fixture.run(check), check: "localization", path: storyboardStrings,
            contains: ["\"Zz9-99-999.text\" refers to object Zz9-99-999"])
    }

    func testTextInLaunchScreenNeedsAStringsFile() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: "Apps/Demo/Base.lproj/LaunchScreen.storyboard",
            #"<view key="view" contentMode="scaleToFill" id="Ls1-VW-001"/>"#,
            with:
                #"<view key="view" id="Ls1-VW-001"><subviews><label text="Cargando" id="Ls1-LB-001"/></subviews></view>"#
        )
        assertOnlyFinding(
            fixture.run(check), check: "localization", path: "Apps/Demo/Base.lproj/LaunchScreen.storyboard",
            contains: ["en.lproj/LaunchScreen.strings does not exist"])
    }

    func testStoryboardOutsideBaseLprojIsNotLocalized() throws {
        let fixture = try FixtureRepository()
        try fixture.write(
            "Apps/Demo/Other.storyboard", try fixture.read(storyboard).replacingOccurrences(of: "Hm1-", with: "Ot1-"))
        assertOnlyFinding(
            fixture.run(check), check: "localization", path: "Apps/Demo/Other.storyboard",
            contains: ["is not localized; move it into a Base.lproj/ folder"])
    }

    func testUserVisibleLiteralsInSwift() throws {
        let uses = [
            #"titleLabel.text = "Hola \(1)""#: ".text =",
            #"nameField.placeholder = "Nombre""#: ".placeholder =",
            #"flagView.accessibilityLabel = "Bandera""#: ".accessibilityLabel =",
            #"(view as? UIButton)?.setTitle("Guardar", for: .normal)"#: "setTitle(_:for:)",
            #"_ = UIAlertController(title: nil, message: "Sin red", preferredStyle: .alert)"#:
                "UIAlertController(message:)",
            #"_ = UIAlertAction(title: "Aceptar", style: .default)"#: "UIAlertAction(title:)",
            #"_ = UIBarButtonItem(title: "Listo", style: .done, target: nil, action: nil)"#: "UIBarButtonItem(title:)",
            #"title = "Perfil""#: ".title =",
        ]
        for (line, use) in uses {
            let fixture = try FixtureRepository()
            try fixture.replace(
                in: controller, "    @IBAction func reset() {}",
                with: "    @IBAction func reset() {\n        \(line)\n    }")
            assertOnlyFinding(
                fixture.run(check), check: "localization", path: controller, line: 26,
                contains: ["user-visible literal", "in \(use) bypasses localization"])
        }
    }

    func testLiteralsWithoutWordsAreAllowed() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: controller, "    @IBAction func reset() {}",
            with: #"    @IBAction func reset() { titleLabel.text = "\(count) / 10 · \n"; title = "—" }"#)
        XCTAssertEqual(fixture.run(check), [])
    }

    func testKeyUsedInAppMissingFromSpanishTable() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: controller, #"Localizer.live("home.title")"#, with: #"Localizer.live("home.titulo")"#)
        assertOnlyFinding(
            fixture.run(check), check: "localization", path: controller, line: 18,
            contains: ["localization key \"home.titulo\" is not in Apps/Demo/es.lproj/Localizable.strings"])
    }

    func testNSLocalizedStringKeyMissing() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: controller, "    @IBAction func reset() {}",
            with: """
                    @IBAction func reset() {
                        title = NSLocalizedString("home.reset", comment: "")
                        title = NSLocalizedString("other.key", tableName: "Other", comment: "")
                        title = NSLocalizedString("home.title", comment: "")
                    }
                """)
        assertOnlyFinding(
            fixture.run(check), check: "localization", path: controller, line: 26,
            contains: ["localization key \"home.reset\" is not in Apps/Demo/es.lproj/Localizable.strings"])
    }

    func testKeyUsedInPackageMissingFromEveryApp() throws {
        let fixture = try FixtureRepository()
        let presenter = "Sources/DemoKit/HomePresenter.swift"
        try fixture.replace(in: presenter, #"localizer("home.title")"#, with: #"localizer("home.titulo")"#)
        assertOnlyFinding(
            fixture.run(check), check: "localization", path: presenter, line: 5,
            contains: ["localization key \"home.titulo\" is not in any app's es.lproj/Localizable.strings"])
    }

    func testPackageLiteralsThatAreNotKeysAreIgnored() throws {
        let fixture = try FixtureRepository()
        let presenter = "Sources/DemoKit/HomePresenter.swift"
        try fixture.replace(
            in: presenter, #"localizer("home.title")"#, with: #"localizer("Hello") + localizer("home.\(1)")"#)
        XCTAssertEqual(fixture.run(check), [])
    }
}
