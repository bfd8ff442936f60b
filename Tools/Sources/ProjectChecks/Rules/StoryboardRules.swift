import Foundation

// The storyboard check's rules with their examples. / Las reglas del chequeo de storyboards.
extension StoryboardCheck {
    public var rules: [Rule] {
        [
            Self.malformed, Self.duplicateID, Self.duplicateIdentifier, Self.duplicateName, Self.danglingReference,
            Self.infoPlistStoryboard, Self.customModule, Self.unknownClass, Self.outlet, Self.action,
            Self.identifierInCode, Self.reuseIdentifier, Self.reference, Self.asset, Self.headingTrait,
            Self.switchRow, Self.returnKey,
        ]
    }

    static let malformed = Rule(
        "storyboard-malformed", "storyboard", "Every `.storyboard` and `.xib` under `Apps/` is well-formed XML.",
        triggers: [.replace(Sample.storyboard, "</scenes>", with: "</scene>")],
        passes: [
            .replace(Sample.storyboard, "<scenes>", with: "<!-- Inicio y detalle. --><scenes>")
        ])

    static let duplicateID = Rule(
        "storyboard-duplicate-id", "storyboard", "No object `id` appears twice in one storyboard or xib.",
        triggers: [.replace(Sample.storyboard, #"id="Lb2-00-002""#, with: #"id="Lb1-00-001""#)],
        passes: [
            .replace("Apps/Demo/Base.lproj/LaunchScreen.storyboard", "Ls1-VC-001", with: "Hm1-VC-001")
        ])

    static let duplicateIdentifier = Rule(
        "storyboard-duplicate-identifier", "storyboard",
        "No `storyboardIdentifier` (Storyboard ID) appears twice in one file.",
        triggers: [
            .replace(
                Sample.storyboard, #"<viewController id="Dt1-VC-001""#,
                with: #"<viewController storyboardIdentifier="HomeViewController" id="Dt1-VC-001""#)
        ],
        passes: [
            .replace(
                Sample.storyboard, #"<viewController id="Dt1-VC-001""#,
                with: #"<viewController storyboardIdentifier="DetailViewController" id="Dt1-VC-001""#)
        ])

    static let duplicateName = Rule(
        "storyboard-duplicate-name", "storyboard",
        "No target has two storyboards or xibs with one file name (they collide in the app bundle).",
        triggers: [
            .write(
                "Apps/Demo/Home/Base.lproj/LaunchScreen.storyboard",
                #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"/>"#
            )
        ],
        passes: [
            .write(
                "Apps/Demo/Home/Base.lproj/Launch.storyboard",
                #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"/>"#
            )
        ])

    static let danglingReference = Rule(
        "storyboard-dangling-reference", "storyboard",
        "Every id reference — connections' `destination`, constraints' `firstItem`/`secondItem`, a prototype cell's content view, `initialViewController` — names an object of the same file.",
        triggers: [
            .replace(
                Sample.storyboard, Sample.tableView,
                with: Sample.tableView
                    + #"<prototypes><tableViewCell id="Ce1-00-001"><tableViewCellContentView key="contentView" id="Cv1-00-001" tableViewCell="Ce9-00-009"/></tableViewCell></prototypes>"#
            ),
            .replace(Sample.storyboard, #"<segue destination="Dt1-VC-001""#, with: #"<segue destination="Dt1-VC-999""#),
            .replace(
                Sample.storyboard, #"initialViewController="Hm1-VC-001""#, with: #"initialViewController="Hm1-VC-999""#),
            .replace(
                Sample.storyboard, #"<color key="backgroundColor" name="Brand"/>"#,
                with:
                    #"<constraints><constraint firstItem="Lb9-00-009" firstAttribute="top" secondItem="Vw1-00-001" secondAttribute="top" id="Cn1-00-001"/></constraints><color key="backgroundColor" name="Brand"/>"#
            ),
        ],
        passes: [
            .replace(
                Sample.storyboard, #"<color key="backgroundColor" name="Brand"/>"#,
                with:
                    #"<constraints><constraint firstItem="Lb1-00-001" firstAttribute="top" secondItem="Vw1-00-001" secondAttribute="top" id="Cn1-00-001"/></constraints><color key="backgroundColor" name="Brand"/>"#
            )
        ])

    static let infoPlistStoryboard = Rule(
        "storyboard-info-plist", "storyboard",
        "A storyboard named by Info.plist (main, scene, launch) exists in the target, and one that launches has an initial view controller.",
        triggers: [
            .replace(Sample.infoPlist, "<string>Main</string>", with: "<string>Principal</string>"),
            .replace(Sample.storyboard, #" initialViewController="Hm1-VC-001""#, with: ""),
            .replace(Sample.infoPlist, "<string>LaunchScreen</string>", with: "<string>Arranque</string>"),
        ],
        passes: [
            .replace(
                Sample.infoPlist, "<key>UILaunchStoryboardName</key>",
                with: "<key>UIMainStoryboardFile</key><string>Main</string><key>UILaunchStoryboardName</key>")
        ])

    static let customModule = Rule(
        "storyboard-custom-module", "storyboard",
        "Every `customClass` of the app has `customModule` or `customModuleProvider` (system classes such as `UIResponder` need none).",
        triggers: [.replace(Sample.storyboard, #" customModule="Demo" customModuleProvider="target""#, with: "")],
        passes: [
            .replace(
                Sample.storyboard, Sample.tableView, with: #"<tableView id="Tv1-00-001" customClass="UITableView">"#)
        ])

    static let unknownClass = Rule(
        "storyboard-unknown-class", "storyboard",
        "A `customClass` of the app's own module (`customModuleProvider=\"target\"`) is declared by a Swift file of the target, whatever its prefix (else: \"Unknown class\" at run time).",
        triggers: [
            .replace(Sample.storyboard, #"customClass="HomeViewController""#, with: #"customClass="HomeController""#),
            .replace(
                Sample.storyboard, #"customClass="HomeViewController""#, with: #"customClass="UIHomeViewController""#),
        ],
        passes: [
            .replace(
                Sample.storyboard, Sample.tableView,
                with: #"<tableView id="Tv1-00-001" customClass="LOTAnimationView" customModule="Lottie">"#)
        ])

    static let outlet = Rule(
        "storyboard-outlet", "storyboard",
        "Every outlet of an object with an app class is an `@IBOutlet` of that class or a superclass declared in the app.",
        triggers: [
            .replace(Sample.storyboard, #"property="nameField""#, with: #"property="nameText""#),
            .replace(Sample.controller, "@IBOutlet weak var titleLabel", with: "weak var titleLabel"),
        ],
        passes: [.replace(Sample.storyboard, #"property="nameField""#, with: #"property="view""#)])

    static let action = Rule(
        "storyboard-action", "storyboard",
        "Every action sent to an object with an app class is an `@IBAction` of it with that selector (`save(_:)` → `save:`).",
        triggers: [
            .replace(Sample.storyboard, #"selector="save:""#, with: #"selector="store:""#),
            .replace(Sample.controller, "func share(sender: Any)", with: "func share(_ sender: Any)"),
        ],
        passes: [
            .replace(
                Sample.controller, "@IBAction func save(_ sender: Any) {}",
                with: "@IBAction func save(_ sender: UIButton) {}")
        ])

    static let identifierInCode = Rule(
        "storyboard-identifier-in-code", "storyboard",
        "Literal names used in Swift exist: `StoryboardID(storyboard:identifier:)`, `instantiateViewController(withIdentifier:)`, segue identifiers, `UIStoryboard(name:)`, `UINib(nibName:)`.",
        triggers: [
            Example(
                Sample.appendCode(
                    #"func isDetail(_ segue: UIStoryboardSegue) -> Bool { segue.identifier == "showMissing" }"#)),
            .replace(Sample.controller, #"identifier: "HomeViewController""#, with: #"identifier: "Home""#),
            .replace(Sample.controller, #"storyboard: "Main""#, with: #"storyboard: "Home""#),
            .replace(Sample.controller, #"withIdentifier: "showDetail""#, with: #"withIdentifier: "showDetails""#),
            Example(Sample.appendCode(#"let settings = UIStoryboard(name: "Ajustes", bundle: nil)"#)),
            Example(Sample.appendCode(#"let cell = UINib(nibName: "Celda", bundle: nil)"#)),
            Example(
                Sample.appendCode(
                    #"let settings = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Settings")"#
                )),
        ],
        passes: [
            Example(Sample.appendCode(#"let main = UIStoryboard(name: "Main", bundle: nil)"#)),
            Example(
                .write(
                    "Apps/Demo/Celda/Celda.xib", #"<?xml version="1.0" encoding="UTF-8"?><document version="3.0"/>"#),
                Sample.appendCode(#"let cell = UINib(nibName: "Celda", bundle: nil)"#)),
        ])

    /// A cell dequeued through a `static let` constant: the same code in the failing and passing example.
    /// Una celda obtenida con una constante: el mismo código en el ejemplo que falla y en el que pasa.
    private static let itemCellCode = Sample.appendCode(
        """
        final class ItemCell: UITableViewCell {
            static let reuseIdentifier = "ItemCell"
        }

        func itemCell(_ table: UITableView, _ index: IndexPath) -> UITableViewCell {
            table.dequeueReusableCell(withIdentifier: ItemCell.reuseIdentifier, for: index)
        }
        """)

    static let reuseIdentifier = Rule(
        "storyboard-reuse-identifier", "storyboard",
        "A cell dequeued with a literal identifier, or a `static let` string constant, is registered in code or is a `reuseIdentifier` of a storyboard/xib cell of the target.",
        triggers: [
            Example(
                itemCellCode,
                .replace(
                    Sample.storyboard, Sample.tableView,
                    with: Sample.tableView
                        + #"<prototypes><tableViewCell reuseIdentifier="Item" id="Ce1-00-001"/></prototypes>"#
                ))
        ],
        passes: [
            Example(
                itemCellCode,
                .replace(
                    Sample.storyboard, Sample.tableView,
                    with: Sample.tableView
                        + #"<prototypes><tableViewCell reuseIdentifier="ItemCell" id="Ce1-00-001"/></prototypes>"#))
        ])

    static let reference = Rule(
        "storyboard-reference", "storyboard",
        "A storyboard reference names a storyboard of the target and a Storyboard ID in it (or its initial view controller).",
        triggers: [
            Example(
                .replace(
                    "Apps/Demo/Base.lproj/LaunchScreen.storyboard", #" initialViewController="Ls1-VC-001""#, with: ""),
                Sample.insertScene(
                    #"<viewControllerPlaceholder storyboardName="LaunchScreen" id="Rf2-00-002" sceneMemberID="viewController"/>"#
                ).edits[0]),
            Sample.insertScene(
                #"<viewControllerPlaceholder storyboardName="Ajustes" id="Rf1-00-001" sceneMemberID="viewController"/>"#
            ),
            Sample.insertScene(
                #"<viewControllerPlaceholder storyboardName="Main" referencedIdentifier="Perfil" id="Rf1-00-001" sceneMemberID="viewController"/>"#
            ),
        ],
        passes: [
            Sample.insertScene(
                #"<viewControllerPlaceholder storyboardName="Main" referencedIdentifier="HomeViewController" id="Rf1-00-001" sceneMemberID="viewController"/>"#
            )
        ])

    static let asset = Rule(
        "storyboard-asset", "storyboard",
        "Images (`image`, `selectedImage`, …) and `<namedColor>`s of a storyboard are sets of the target's catalogs (SF Symbols are skipped).",
        triggers: [
            .replace(Sample.storyboard, #"<imageView image="Flag""#, with: #"<imageView image="Bandera""#),
            .replace(Sample.storyboard, #"<namedColor name="Brand">"#, with: #"<namedColor name="Marca">"#),
        ],
        passes: [.replace(Sample.storyboard, #"<imageView image="Flag""#, with: #"<imageView image="Icons/Logo""#)])

    static let headingTrait = Rule(
        "storyboard-heading-trait", "storyboard", .warning,
        "A heading label (named \"…Header\"/\"…Heading\", or fixed text in a title style) has the header trait.",
        triggers: [
            Example(Sample.insert(#"<label opaque="NO" text="Ajustes" id="Hd1-LB-001" userLabel="Settings Header"/>"#)),
            Example(
                Sample.insert(
                    #"<label opaque="NO" text="Ajustes" id="Hd1-LB-001"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/></label>"#
                )),
        ],
        passes: [
            Example(
                Sample.insert(
                    #"<label opaque="NO" text="Ajustes" id="Hd1-LB-001" userLabel="Settings Header"><accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" header="YES"/></accessibility></label>"#
                ))
        ])

    static let switchRow = Rule(
        "storyboard-switch-row", "storyboard", .warning,
        "In a row with a switch, labels are hidden from VoiceOver and the switch carries their text.",
        triggers: [
            Example(
                Sample.insert(
                    switchRow(label: "", toggle: #"<accessibility key="accessibilityConfiguration" label="Sonido"/>"#))),
            Example(
                Sample.insert(
                    switchRow(
                        label:
                            #"<accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility>"#,
                        toggle: ""))),
        ],
        passes: [
            Example(
                Sample.insert(
                    switchRow(
                        label:
                            #"<accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility>"#,
                        toggle: #"<accessibility key="accessibilityConfiguration" label="Sonido"/>"#)))
        ])

    private static func switchRow(label: String, toggle: String) -> String {
        """
        <stackView opaque="NO" id="Sw1-00-001">
            <subviews>
                <label opaque="NO" horizontalHuggingPriority="249" text="Sonido" id="Sw1-LB-001">\(label)</label>
                <switch opaque="NO" horizontalCompressionResistancePriority="751" id="Sw1-SW-001">\(toggle)</switch>
            </subviews>
        </stackView>
        """
    }

    static let returnKey = Rule(
        "storyboard-return-key", "storyboard", .warning,
        "In a form (text fields in one stack view, or siblings of one view) every field but the last says Next and the last Done/Go/Send/Search/Join; a lone field does not say Next.",
        triggers: [
            Example(Sample.insert(form("done", "done", separate: false))),
            Example(Sample.insert(form("next", "next", separate: false))),
            .replace(
                Sample.storyboard, #"<textField opaque="NO" placeholder="Tu nombre" id="Tf1-00-001"/>"#,
                with:
                    #"<textField opaque="NO" placeholder="Tu nombre" id="Tf1-00-001"><textInputTraits key="textInputTraits" returnKeyType="next"/></textField>"#
            ),
        ],
        passes: [
            Example(Sample.insert(form("next", "done", separate: false))),
            Example(Sample.insert(form("default", "default", separate: true))),
        ])

    /// Two fields in one vertical stack, or each in a stack of its own. / Dos campos, juntos o separados.
    static func form(_ first: String, _ second: String, separate: Bool) -> String {
        let field = { (id: String, key: String) in
            #"<textField opaque="NO" id="\#(id)"><textInputTraits key="textInputTraits" returnKeyType="\#(key)"/></textField>"#
        }
        let stack = { (id: String, fields: String) in
            #"<stackView opaque="NO" axis="vertical" id="\#(id)"><subviews>\#(fields)</subviews></stackView>"#
        }
        guard separate else { return stack("Fm1-ST-001", field("Fm1-TF-001", first) + field("Fm1-TF-002", second)) }
        return stack("Fm1-ST-001", field("Fm1-TF-001", first)) + "\n" + stack("Fm1-ST-002", field("Fm1-TF-002", second))
    }
}

extension Sample {
    /// `snippet` inserted among the objects of the detail scene. / Un objeto más en la escena de detalle.
    static func insertScene(_ snippet: String) -> Example {
        let anchor = #"<placeholder placeholderIdentifier="IBFirstResponder" id="Fr2-00-002""#
        return .replace(storyboard, anchor, with: snippet + "\n" + anchor)
    }
}
