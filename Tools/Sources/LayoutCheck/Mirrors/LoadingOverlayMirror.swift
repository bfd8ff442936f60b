/// Mirror of `LoadingOverlay` (`present(over:)`, `pinEdges(to:)`, `configureAppearance()`,
/// `configureCard(message:)`) and the `LottieLoaderView` inside it: the overlay pinned to the four
/// edges of its host; a card centred in it, at most its width − 32 pt and at least 140 pt wide; the
/// animation view 96 × 96 pt, 16 pt below the card's top, centred; the message (Headline, Lato,
/// centred, wrapping, hyphenated: `"hyphenates": true` in `runtime.json`) 4 pt below it, 16 pt from
/// the card's sides and bottom. States: the Lottie view
/// (`LottieLoaderView`, its `LottieAnimationView` pinned to its four edges) and the system spinner
/// that stands in when the animation is missing (`SpinnerAnimationView`, 20 × 20 content inside the
/// required 96 × 96). Context: the one host today, Networking's view controller
/// (`showLoading(_:)` → `present(over: view)`, a plain view filling the screen under its bars); the
/// scroll-view branch of `pinEdges` (its frame layout guide) is used by no screen and not modelled.
/// Text: `loading.announcement`, the only message presenters pass. Not modelled: the
/// `LottieAnimationView`'s own intrinsic size (the animation's bounds; the required edge pins
/// decide its frame), the dimming colour and the animation itself.
/// Espejo de `LoadingOverlay` y de `LottieLoaderView`: la cubierta fijada a los bordes de su anfitrión;
/// una tarjeta centrada, de ancho ≤ el de la cubierta − 32 pt y ≥ 140 pt; la animación de 96 × 96 pt; el
/// mensaje debajo, con guion. Estados: la vista de Lottie y el indicador del sistema. Contexto: la vista de
/// Networking, el único anfitrión hoy.
extension CodeMirror {
    public static let loadingOverlay = CodeMirror(
        source: "Apps/TestApp/Loading/LoadingOverlay.swift", dependsOn: ["Apps/TestApp/Loading/LottieLoaderView.swift"],
        typeName: "LoadingOverlay", states: ["Lottie", "spinner"]
    ) { input in
        let size = MirrorXML.sizeConstraints("animation-size", width: 96, height: 96)
        let animation: String
        let lottieConstraints: [String]
        if input.state == "Lottie" {
            let lottie = MirrorXML.view("lottie", "view")
            animation = MirrorXML.view("animation", "view", inner: "<subviews>\(lottie)</subviews>\(size)")
            lottieConstraints = ["leading", "trailing", "top", "bottom"].map {
                MirrorXML.pin("lottie-\($0)", "lottie", $0, "animation")
            }
        } else {
            animation = MirrorXML.view("animation", "activityIndicatorView", inner: size)
            lottieConstraints = []
        }
        let message = MirrorXML.appLabel(
            "message", text: input.strings["loading.announcement"] ?? "Cargando…", style: "UICTFontTextStyleHeadline")
        let card = MirrorXML.view(
            "card", "view",
            inner: "<subviews>\(animation)\(message)</subviews>"
                + MirrorXML.sizeConstraints("card-minimum", width: 140, height: nil, relation: "greaterThanOrEqual"))
        let overlay = MirrorXML.view("overlay", "view", inner: "<subviews>\(card)</subviews>")
        let constraints =
            ["leading", "trailing", "top", "bottom"].map { MirrorXML.pin("overlay-\($0)", "overlay", $0, "root") }
            + [
                MirrorXML.pin("card-centerX", "card", "centerX", "overlay"),
                MirrorXML.pin("card-centerY", "card", "centerY", "overlay"),
                MirrorXML.pin("card-width", "card", "width", "overlay", constant: -32, relation: "lessThanOrEqual"),
                MirrorXML.pin("animation-top", "animation", "top", "card", constant: 16),
                MirrorXML.pin("animation-centerX", "animation", "centerX", "card"),
                MirrorXML.pin("message-top", "message", "top", "animation", "bottom", constant: 4),
                MirrorXML.pin("message-leading", "message", "leading", "card", constant: 16),
                MirrorXML.pin("message-trailing", "message", "trailing", "card", constant: -16),
                MirrorXML.pin("message-bottom", "message", "bottom", "card", constant: -16),
            ] + lottieConstraints
        return Body(subviews: overlay, constraints: constraints.joined(separator: "\n"))
    }
}
