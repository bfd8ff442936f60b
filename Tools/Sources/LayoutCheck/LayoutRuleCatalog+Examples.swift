import Foundation

/// The examples of each rule: small scenes (`root`, its safe area `safe`) and source edits.
/// Los ejemplos de cada regla: escenas pequeñas y ediciones de fuentes.
extension LayoutRuleCatalog {
    // MARK: Builders / Constructores

    static func view(_ id: String, _ kind: String, _ attributes: String = "", inner: String = "") -> String {
        MirrorXML.view(id, kind, attributes: attributes, inner: inner)
    }

    static func label(_ id: String, _ text: String, lines: Int = 0) -> String {
        view(
            id, "label", "text=\"\(text)\" numberOfLines=\"\(lines)\"",
            inner: "<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>")
    }

    static func button(_ id: String, _ title: String, _ attributes: String = "") -> String {
        view(
            id, "button", "buttonType=\"system\" \(attributes)",
            inner: "<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>"
                + "<state key=\"normal\" title=\"\(title)\"/>")
    }

    static func image(_ id: String, element: Bool) -> String {
        view(
            id, "imageView",
            inner:
                "<accessibility key=\"accessibilityConfiguration\"><bool key=\"isElement\" value=\"\(element ? "YES" : "NO")\"/></accessibility>"
        )
    }

    static func pin(_ id: String, _ first: String, _ attribute: String, _ second: String, constant: Double = 0)
        -> String
    {
        MirrorXML.pin(id, first, attribute, second, constant: constant)
    }

    /// `item`'s four edges to `container`'s (the top to `top`, when given). / Los cuatro bordes.
    static func fill(_ item: String, _ container: String, top: String? = nil) -> [String] {
        ["leading", "trailing", "bottom"].map { pin("\(item)-\($0)", item, $0, container) }
            + [pin("\(item)-top", item, "top", top ?? container)]
    }

    /// A scroll view `scroll` with content `inner` pinned to its content guide, as wide as its frame.
    /// Un scroll con contenido fijado a su guía de contenido, tan ancho como su marco.
    static func scroll(_ inner: String, _ innerID: String, attributes: String = "") -> String {
        view(
            "scroll", "scrollView", attributes,
            inner: "<subviews>\(inner)</subviews>"
                + "<viewLayoutGuide key=\"contentLayoutGuide\" id=\"content\"/>"
                + "<viewLayoutGuide key=\"frameLayoutGuide\" id=\"frame\"/>"
                + "<constraints>\((fill(innerID, "content") + [pin("width", innerID, "width", "frame")]).joined())</constraints>"
        )
    }

    // MARK: Rules / Reglas

    public static let aboveSafeArea = LayoutRule(
        "layout-above-safe-area", .error,
        triggers: [
            .scene(
                "a label pinned to the root view's top, not the safe area's",
                [label("title", "Bienvenida")], fill("title", "safe", top: "root")),
            .scene(
                "Album's plant: a stack holding an image VoiceOver reads, pinned to the root view's top",
                [
                    view(
                        "stack", "stackView", "axis=\"vertical\"",
                        inner: "<subviews>\(image("photo", element: true))</subviews>")
                ],
                fill("stack", "safe", top: "root")),
            .scene(
                "a scroll view under the bars that does not adjust its insets (`never`), a label at its top",
                [scroll(label("text", "Texto"), "text", attributes: "contentInsetAdjustmentBehavior=\"never\"")],
                fill("scroll", "root")),
        ],
        passes: [
            .scene(
                "the same label pinned to the safe area's top", [label("title", "Bienvenida")], fill("title", "safe")),
            .scene(
                "Productos' background `PrK-bt-aaa`: a full-bleed image that is no accessibility element",
                [image("background", element: false)], fill("background", "root")),
            .scene(
                "Profile's `Prf-K3-001`: a scroll view pinned to the root view's top (it adjusts its insets)",
                [scroll(label("text", "Texto"), "text")], fill("scroll", "root")),
        ])

    public static let scrollViewNoRoom = LayoutRule(
        "layout-scroll-view-no-room", .error,
        triggers: [
            .scene(
                "a scroll view whose bottom is pinned to its own top's level: 0 pt tall",
                [scroll(label("text", "Texto"), "text")],
                fill("scroll", "safe").filter { !$0.contains("id=\"scroll-bottom\"") }
                    + [MirrorXML.pin("scroll-bottom", "scroll", "bottom", "safe", "top")]),
            .scene(
                "a scroll view pushed past the screen's trailing edge",
                [scroll(label("text", "Texto"), "text")],
                fill("scroll", "safe").filter {
                    !$0.contains("id=\"scroll-leading\"") && !$0.contains("id=\"scroll-trailing\"")
                }
                    + [
                        MirrorXML.pin("scroll-leading", "scroll", "leading", "root", "trailing"),
                        "<constraint firstItem=\"scroll\" firstAttribute=\"width\" constant=\"200\" id=\"scroll-width\"/>",
                    ]),
        ],
        passes: [
            .scene(
                "the scroll view filling the safe area", [scroll(label("text", "Texto"), "text")],
                fill("scroll", "safe"))
        ])

    /// Two plain views (no content size) in a stack pinned to the safe area: `fillEqually` settles their
    /// heights; `fill` leaves them undefined. / Dos vistas sin tamaño propio en una pila.
    static let twoPanes = view(
        "stack", "stackView", "axis=\"vertical\" distribution=\"fillEqually\"",
        inner: "<subviews>\(view("top", "view"))\(view("bottom", "view"))</subviews>")

    public static let ambiguousPerSystem = LayoutRule(
        "layout-ambiguous", .error,
        triggers: [
            .scene(
                "code switches a `fillEqually` stack of two plain views to `fill` in this configuration (the "
                    + "reference configuration, unchanged, has one layout)",
                [twoPanes], fill("stack", "safe"),
                changes: [
                    "stack": StackSettings(
                        axis: .vertical, distribution: "fill", alignment: "fill", spacing: 0, marginsRelative: false)
                ])
        ],
        passes: [
            .scene(
                "code turns the same stack horizontal, still `fillEqually`", [twoPanes], fill("stack", "safe"),
                changes: [
                    "stack": StackSettings(
                        axis: .horizontal, distribution: "fillEqually", alignment: "fill", spacing: 0,
                        marginsRelative: false)
                ])
        ])

    /// A row: a long one-line label and a button, in a horizontal `fill` stack across the safe area.
    /// Una fila: una etiqueta larga de una línea y un botón.
    static func row(buttonAttributes: String = "", text: String) -> [String] {
        [
            view(
                "row", "stackView", "spacing=\"8\"",
                inner:
                    "<subviews>\(label("name", text, lines: 1))\(button("save", "Guardar", buttonAttributes))</subviews>"
            )
        ]
    }

    static let rowPins = [
        pin("row-leading", "row", "leading", "safe"), pin("row-trailing", "row", "trailing", "safe"),
        pin("row-top", "row", "top", "safe"),
    ]

    static let longName = "Un nombre de producto larguísimo que no cabe en una sola línea de la fila"

    public static let tie = LayoutRule(
        "layout-tie", .warning,
        triggers: [
            .scene(
                "a long one-line label and \"Guardar\" share compression resistance 750: by index the later "
                    + "member, \"Guardar\", shrinks and is cut off",
                row(text: longName), rowPins, device: "se1")
        ],
        passes: [
            .scene(
                "the button's compression resistance is 751: the label gives way, as chosen",
                row(buttonAttributes: "horizontalCompressionResistancePriority=\"751\"", text: longName), rowPins,
                device: "se1"),
            .scene("the row fits: nobody gives way", row(text: "Nombre"), rowPins, device: "se1"),
        ])

    public static let cannotJudge = LayoutRule(
        "layout-cannot-judge", .warning,
        triggers: [
            .scene(
                "a label placed by its first baseline (taken as its top)", [label("title", "Título")],
                [
                    "<constraint firstItem=\"title\" firstAttribute=\"firstBaseline\" secondItem=\"safe\" "
                        + "secondAttribute=\"top\" constant=\"30\" id=\"baseline\"/>",
                    pin("title-leading", "title", "leading", "safe"),
                ]),
            .scene(
                "a label pinned to the leading margin of a view with custom layout margins",
                [
                    view(
                        "panel", "view",
                        inner: "<subviews>\(label("title", "Título"))</subviews>"
                            + "<edgeInsets key=\"layoutMargins\" top=\"0\" left=\"40\" bottom=\"0\" right=\"40\"/>")
                ],
                fill("panel", "safe") + [
                    "<constraint firstItem=\"title\" firstAttribute=\"leading\" secondItem=\"panel\" "
                        + "secondAttribute=\"leadingMargin\" id=\"margin\"/>",
                    pin("title-top", "title", "top", "panel"),
                ]),
            .scene(
                "a label centred on a scroll view it is inside (UIKit: the frame; the model: the content)",
                [scroll(label("text", "Texto"), "text")],
                fill("scroll", "safe") + [
                    "<constraint firstItem=\"scroll\" firstAttribute=\"centerX\" secondItem=\"text\" "
                        + "secondAttribute=\"centerX\" id=\"centre\"/>"
                ]),
        ],
        passes: [
            .scene(
                "the label placed by its top edge", [label("title", "Título")],
                [
                    pin("title-top", "title", "top", "safe", constant: 8),
                    pin("title-leading", "title", "leading", "safe"),
                ]),
            .scene(
                "a label pinned to the root view's leading margin (16 or 20 pt from the safe area, modelled)",
                [label("title", "Título")],
                [
                    "<constraint firstItem=\"title\" firstAttribute=\"leading\" secondItem=\"root\" "
                        + "secondAttribute=\"leadingMargin\" id=\"margin\"/>",
                    pin("title-top", "title", "top", "safe"),
                ]),
        ])

    public static let codeUnmirrored = LayoutRule(
        "layout-code-unmirrored", .error,
        triggers: [
            .source(
                "a new TestApp file that builds a constraint", "Apps/TestApp/Badge/BadgeView.swift",
                current: "badge.widthAnchor.constraint(equalToConstant: 40).isActive = true"),
            .source(
                "a new file that makes a stack view", "Apps/Estados/Estados/RowView.swift",
                current: "let stack = UIStackView(arrangedSubviews: [title, value])"),
        ],
        passes: [
            .source(
                "the same line in a test bundle", "Apps/TestAppTests/BadgeViewTests.swift",
                current: "badge.widthAnchor.constraint(equalToConstant: 40).isActive = true"),
            .source(
                "a file that only sets a text", "Apps/TestApp/Badge/BadgeView.swift", current: "badge.text = title"),
            .source(
                "a file listed with its reason (`CodeLayoutSources.reasons`)", "Apps/SharedUI/PrivacyCover.swift",
                current: "let view = UIView(frame: window.bounds)"),
        ])

    public static let mirrorStale = LayoutRule(
        "layout-mirror-stale", .error,
        triggers: [
            .source(
                "the planted defect: one line on the error panel's message",
                "Apps/TestApp/Styleguide/RetryMessageView.swift", reviewed: "messageLabel.numberOfLines = 0",
                current: "messageLabel.numberOfLines = 1"),
            .source(
                "a font the regex subset used to miss", "Apps/TestApp/Networking/NetworkingFooterView.swift",
                reviewed: "messageLabel.font = AppFont.preferred(.body)",
                current: "messageLabel.font = AppFont.preferred(.title1)"),
        ],
        passes: [
            .source(
                "a comment line added and the code re-indented", "Apps/TestApp/Styleguide/RetryMessageView.swift",
                reviewed: "messageLabel.numberOfLines = 0",
                current: "// Wraps. / Se parte.\n    messageLabel.numberOfLines = 0")
        ])
}
