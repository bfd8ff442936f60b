/// Mirror of `ProfileEditViewController.placeImageSpinner()`: the Profile edit scene of
/// `ProfileEdit.storyboard` (read live; its text styles in Lato, `AppFont.adopt(in:)` in
/// `viewDidLoad()`) with the picture's spinner added to the picture's superview
/// (`Pfe-IC-001`, "Picture container") and centred on the picture (`Pfe-IM-001`); an activity
/// indicator (`AdaptivePalette.makeSpinner()`, 20 × 20 pt), hidden when stopped
/// (`hidesWhenStopped`). States: a chosen photo loading (spinner shown) and not (hidden). Context: the
/// scene under its modal navigation bar, no tab bar (`devices.json`'s ProfileEdit context). The rest
/// of the controller sets no constraint. Not modelled: the fields' validation errors (their labels
/// stay as the storyboard hides them) and the keyboard's insets.
/// Espejo de `placeImageSpinner()`: la escena de edición del perfil (leída en vivo) con el indicador
/// agregado al contenedor de la foto y centrado en ella; oculto al detenerse. Estados: una foto
/// cargando (visible) y no (oculto).
extension CodeMirror {
    public static let profileEditPicture = CodeMirror(
        source: "Apps/TestApp/ProfileEdit/ProfileEditViewController+Picture.swift",
        typeName: "ProfileEditViewController",
        states: ["photo loading", "no photo loading"],
        storyboard: "Apps/TestApp/ProfileEdit/Base.lproj/ProfileEdit.storyboard"
    ) { input in
        var patch = MirrorStoryboard.Patch()
        patch.appFont = true
        patch.subviews["Pfe-IC-001"] = MirrorXML.view(
            "image-spinner", "activityIndicatorView", hidden: input.state != "photo loading")
        var body = MirrorStoryboard.sceneBody("ProfileEditViewController", in: input.storyboard, patch: patch)
        body.constraints +=
            "\n"
            + [
                MirrorXML.pin("image-spinner-centerX", "image-spinner", "centerX", "Pfe-IM-001"),
                MirrorXML.pin("image-spinner-centerY", "image-spinner", "centerY", "Pfe-IM-001"),
            ].joined(separator: "\n")
        return body
    }
}
