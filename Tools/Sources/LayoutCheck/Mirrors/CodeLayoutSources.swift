import Foundation

/// Every app file that creates views or constraints in code must be modelled (a code mirror, the
/// picker-row model or the runtime decisions) or listed here with the reason it needs no model; a
/// file that is neither is `layout-code-unmirrored` (an error). Listed files are fingerprinted like
/// the mirrored ones, so a listed file that starts building layout goes stale until it is reviewed.
/// Cada archivo de una app que crea vistas o restricciones en código debe tener modelo (un espejo,
/// las filas de los pickers o las decisiones de ejecución) o estar en esta lista con su razón; si no,
/// es un error. Los archivos de la lista también tienen huella: si empiezan a construir layout, el
/// chequeo falla hasta revisarlos.
public enum CodeLayoutSources {
    /// A line that creates a view or a constraint, or places a view: `NSLayoutConstraint`, an anchor's
    /// `constraint(…)`, `addSubview`/`insertSubview`, an arranged subview, or a UIKit view's initializer.
    /// Una línea que crea una vista o una restricción, o coloca una vista.
    public static let layoutPattern =
        #"NSLayoutConstraint|\.constraint\((equalTo|greaterThanOrEqualTo|lessThanOrEqualTo)|addSubview|insertSubview|(add|insert)ArrangedSubview|\b(UI(Label|Button|StackView|View|ImageView|ScrollView|TextField|TextView|ActivityIndicatorView|Switch|ProgressView|TableView|CollectionView|Stepper|Slider|SegmentedControl|PickerView|Toolbar|DatePicker|VisualEffectView)|WKWebView|MKMapView|LottieAnimationView)\("#

    /// Files that create views in code that no model needs, each with its reason.
    /// Archivos que crean vistas en código sin necesitar modelo, con su razón.
    public static let reasons: [String: String] = [
        "Apps/SharedUI/PrivacyCover.swift":
            "an opaque cover the size of the window (autoresizing, no text, no constraint): nothing to lay out",
        "Apps/TestApp/Album/AlbumViewController.swift":
            "the empty message is the collection view's backgroundView, which UIKit sizes to the collection "
            + "view (a centred wrapping Body label, no constraint); its text is the presenter's, not measured",
        "Apps/TestApp/Networking/NetworkingViewController.swift":
            "an empty table footer (`UIView()`, no height) and refresh controls, placed by UIKit",
        "Apps/TestApp/Networking/NetworkingViewController+Footer.swift":
            "an empty table footer (`UIView()`, no height) or the mirrored NetworkingFooterView",
        "Apps/TestApp/Styleguide/Colors.swift":
            "the spinner factory: each spinner is placed by a mirrored user (LoadingOverlay, ProfileEdit's picture)",
    ]

    /// Every file some model covers or `reasons` lists. / Cada archivo con modelo o en la lista.
    public static var covered: Set<String> {
        Set(CodeMirror.mirroredSources + PickerRowMirror.fingerprintedSources + DecisionFingerprints.sources)
            .union(reasons.keys)
    }

    /// Repository-relative Swift files under `Apps/`, sorted (`unmirrored(path:text:)` leaves the test
    /// bundles out). / Los archivos Swift bajo `Apps/`, ordenados.
    public static func appSources(root: URL) -> [String] {
        let apps = root.appendingPathComponent("Apps")
        guard let walker = FileManager.default.enumerator(at: apps, includingPropertiesForKeys: nil) else { return [] }
        let base = root.standardizedFileURL.path + "/"
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .map { String($0.standardizedFileURL.path.dropFirst(base.count)) }
            .sorted()
    }

    /// The first code line (comments aside) of `text` that creates a view or a constraint, if any.
    /// La primera línea de código que crea una vista o una restricción.
    public static func firstLayoutLine(_ text: String) -> (line: Int, text: String)? {
        CodeMirror.fingerprintLines(text).first { line in
            line.text.range(of: layoutPattern, options: .regularExpression) != nil
        }
    }

    /// One `layout-code-unmirrored` error per app file that builds layout in code with no model and no
    /// listed reason, at its first such line. / Un error por archivo sin modelo ni razón.
    public static func unmirrored(root: URL) throws -> [LayoutFinding] {
        try appSources(root: root).compactMap { path in
            unmirrored(path: path, text: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// The error for one file at `path` holding `text`: nil outside an app target (`Apps/<App>/…`, a
    /// test bundle `Apps/<App>Tests/` excluded), for a covered file, or without a layout line.
    /// El error de un archivo: nil fuera de una app, si tiene modelo o si no arma layout.
    public static func unmirrored(path: String, text: String) -> LayoutFinding? {
        let parts = path.split(separator: "/")
        guard parts.count > 2, parts[0] == "Apps", !parts[1].hasSuffix("Tests"), path.hasSuffix(".swift"),
            !covered.contains(path), let line = firstLayoutLine(text)
        else { return nil }
        return LayoutFinding(
            "layout-code-unmirrored", .error, path: path, line: line.line,
            "\(path) builds views or constraints in code (`\(line.text.prefix(60))`) and no model checks them: "
                + "write a mirror (Tools/Sources/LayoutCheck/Mirrors/) or list it with its reason in "
                + "`CodeLayoutSources.reasons`, then run `swift run --package-path Tools layout-check --refresh-fingerprints`"
        )
    }

    /// `layout-mirror-stale` for each listed file whose fingerprint is not the stored one.
    /// Un error por archivo de la lista cuya huella no es la guardada.
    public static func staleness(root: URL, stored: [String: String] = MirrorFingerprints.stored) throws
        -> [LayoutFinding]
    {
        try reasons.keys.sorted().compactMap { path in
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            guard stored[path] != CodeMirror.fingerprint(text) else { return nil }
            return LayoutFinding(
                "layout-mirror-stale", .error, path: path, line: CodeMirror.fingerprintLines(text).first?.line ?? 1,
                "\(path) is listed as needing no layout model and has changed: check its reason in "
                    + "`CodeLayoutSources.reasons` still holds, then run "
                    + "`swift run --package-path Tools layout-check --refresh-fingerprints`")
        }
    }
}
