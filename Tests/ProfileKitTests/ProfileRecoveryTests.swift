import AppCore
import Foundation
import ProfileKit
import TestSupport
import Testing

/// Perfil after something went wrong: a damaged saved profile is said, not silently replaced by the
/// sample. / Perfil después de un problema: un perfil guardado dañado se dice, no se cambia en silencio.
@Suite struct ProfileDamagedFileTests {
    private let store = InMemoryProfileStore()
    private let view = FakeProfileView()
    private let presenter: ProfilePresenter

    init() throws {
        presenter = ProfilePresenter(
            interactor: ProfileInteractor(store: store, accessGate: FakeAccessGate(.granted)),
            router: FakeProfileRouter(),
            localizer: try TestLocalizer.spanish(app: "TestApp"))
        presenter.view = view
    }

    /// Set aside: the sample is shown with "Editar", and an alert says the saved one was kept aside.
    /// Apartado: se muestra el de ejemplo con "Editar" y una alerta dice que el guardado se conservó aparte.
    @Test func aDamagedProfileSetAsideIsSaidNotHidden() {
        store.nextLoads = [.damaged]
        presenter.viewDidLoad()
        #expect(view.shown.last?.name == "Ana López")
        #expect(view.editTitle == "Editar")
        #expect(
            view.alerts == [
                AlertViewModel(
                    title: "No se pudo leer tu perfil",
                    message:
                        "El perfil guardado estaba dañado. Se conservó aparte, sin borrarlo, y se muestra el perfil de ejemplo.",
                    dismissTitle: "Aceptar")
            ])
    }

    /// Not movable: the alert does not claim it was kept aside, and says a save replaces it.
    /// Sin poder moverlo: la alerta no dice que se apartó, y avisa que guardar lo reemplaza.
    @Test func aDamagedProfileThatStayedInPlaceSaysSo() {
        store.nextLoads = [.damagedInPlace]
        presenter.viewDidLoad()
        #expect(view.shown.last?.name == "Ana López")
        #expect(
            view.alerts.map(\.message) == [
                "El perfil guardado está dañado y no se pudo apartar. Se muestra el perfil de ejemplo; si guardas, lo reemplazarás."
            ])
    }

    /// A first launch and a normal profile bring no alert. / Un primer arranque y un perfil normal no traen alerta.
    @Test func noProfileYetOrALoadedOneBringsNoAlert() {
        store.nextLoads = [.noProfileYet]
        presenter.viewDidLoad()
        presenter.didTapRetry(isProtectedDataAvailable: true)
        #expect(view.alerts.isEmpty)
        #expect(store.loads == 2)
    }

    /// English. / En inglés.
    @Test func theDamagedTextsInEnglish() throws {
        let english = try TestLocalizer.english(app: "TestApp")
        #expect(english("profile.damaged.title") == "Your profile could not be read")
        #expect(
            english("profile.damaged.message")
                == "The saved profile was damaged. It was kept aside, not deleted, and the sample profile is shown.")
        #expect(
            english("profile.damaged.inPlace.message")
                == "The saved profile is damaged and could not be set aside. The sample profile is shown; saving will replace it."
        )
    }
}

/// The edit form while a chosen photo loads (iCloud download, resizing), and the photo-failure alert.
/// El formulario mientras carga una foto elegida (descarga de iCloud, reducción) y la alerta de fallo.
@Suite struct ProfileEditPictureLoadingTests {
    private let current = ProfileRecord(
        profile: UserProfile(name: "Ana López", age: 30, email: "ana@correo.mx"), imageData: Data([1]))
    private let view = FakeProfileEditView()
    private let router = FakeProfileEditRouter()
    private let delegate = FakeProfileEditDelegate()
    private let store: InMemoryProfileStore
    private let presenter: ProfileEditPresenter
    private let form = ProfileForm(name: "Ana López", age: "30", email: "ana@correo.mx")
    private let failureAlert = AlertViewModel(
        title: "No se pudo cargar la foto", message: "Elige otra foto o vuelve a intentarlo.", dismissTitle: "Aceptar")

    init() throws {
        store = InMemoryProfileStore(current)
        presenter = ProfileEditPresenter(
            record: current, interactor: ProfileEditInteractor(store: store), router: router,
            localizer: try TestLocalizer.spanish(app: "TestApp"), delegate: delegate)
        presenter.view = view
        presenter.viewDidLoad()
    }

    /// The picker closed and the chosen photo is loading. / El selector se cerró y la foto elegida carga.
    private func chooseSlowPhoto() {
        presenter.didTapChooseImage()
        router.pickerProgress?(.loadingChosenPhoto)
        router.pickerProgress?(.closed)
    }

    /// Spinner on the old picture, its own VoiceOver label, and it counts as an unsaved change.
    /// Indicador sobre la imagen anterior, su propia etiqueta de VoiceOver, y cuenta como cambio.
    @Test func aLoadingPhotoShowsASpinnerAndCountsAsAChange() {
        chooseSlowPhoto()
        #expect(view.rendered.last?.isLoadingImage == true)
        #expect(view.rendered.last?.image == .custom(Data([1])))
        #expect(view.rendered.last?.imageAccessibilityLabel == "Cargando la foto elegida")
        #expect(view.unsavedChanges.last == true)
        #expect(presenter.hasUnsavedChanges)
        router.pickerCompletion?(.picked(Data([4, 2])))
        #expect(view.rendered.last?.isLoadingImage == false)
        #expect(view.rendered.last?.image == .custom(Data([4, 2])))
        #expect(view.rendered.last?.imageAccessibilityLabel == "Foto de perfil")
    }

    /// "Guardar" while it loads waits (and says so), then saves WITH the photo and closes.
    /// "Guardar" mientras carga espera (y lo dice), luego guarda CON la foto y cierra.
    @Test func saveWhileThePhotoLoadsWaitsAndSavesWithIt() {
        chooseSlowPhoto()
        presenter.didTapSave(form)
        #expect(store.attempts == 0)
        #expect(router.events == ["picker"])
        #expect(view.announcements == ["Se guardará en cuanto cargue la foto."])
        router.pickerCompletion?(.picked(Data([4, 2])))
        #expect(store.saved.map(\.imageData) == [Data([4, 2])])
        #expect(router.events == ["picker", "dismiss"])
        #expect(delegate.received.map(\.imageData) == [Data([4, 2])])
    }

    /// A photo that then fails: nothing is saved without it, the form stays, the failure is shown.
    /// Una foto que luego falla: nada se guarda sin ella, el formulario se queda y el fallo se muestra.
    @Test func saveWhileLoadingThenAFailureKeepsTheFormAndSaysIt() {
        chooseSlowPhoto()
        presenter.didTapSave(form)
        router.pickerCompletion?(.failed)
        #expect(store.attempts == 0)
        #expect(router.events == ["picker"])
        #expect(view.alerts == [failureAlert])
        #expect(view.rendered.last?.isLoadingImage == false)
        presenter.didTapSave(form)
        #expect(store.attempts == 1, "a new Guardar saves what is there")
    }

    /// Invalid fields are told at once, without waiting for the photo.
    /// Los campos inválidos se dicen de inmediato, sin esperar la foto.
    @Test func invalidFieldsWhileLoadingAreToldAtOnce() {
        chooseSlowPhoto()
        presenter.didTapSave(ProfileForm(name: " ", age: "30", email: "ana@correo.mx"))
        #expect(view.errors.last?.name == "Escribe tu nombre.")
        #expect(view.announcements.isEmpty)
        router.pickerCompletion?(.picked(Data([4, 2])))
        #expect(store.attempts == 0, "an invalid Guardar is not remembered")
    }

    /// Cancel or swipe-down while loading asks first; a discarded form ignores the late photo.
    /// Cancelar o deslizar mientras carga pregunta; un formulario descartado ignora la foto tardía.
    @Test func cancelWhileThePhotoLoadsAsksFirst() {
        chooseSlowPhoto()
        presenter.didTapCancel(form)
        #expect(view.confirmations.count == 1)
        #expect(router.events == ["picker"])
        presenter.didConfirmDiscard()
        router.pickerCompletion?(.picked(Data([4, 2])))
        #expect(store.attempts == 0)
        #expect(delegate.received.isEmpty)
    }

    /// "Guardar" (waiting for the photo), then "Cancelar" answered with "Seguir editando": the user
    /// took the save back, so the arriving photo must not save and close the form under them.
    /// "Guardar" (esperando la foto), luego "Cancelar" y "Seguir editando": el usuario retiró el
    /// guardado, así que la foto que llega no debe guardar y cerrar el formulario mientras edita.
    @Test func keepEditingAfterCancelDropsTheWaitingSave() {
        chooseSlowPhoto()
        presenter.didTapSave(form)
        presenter.didTapCancel(form)
        #expect(view.confirmations.count == 1)
        router.pickerCompletion?(.picked(Data([4, 2])))
        #expect(store.attempts == 0, "the waiting save was taken back by Cancelar")
        #expect(router.events == ["picker"], "the form stays open")
        #expect(view.rendered.last?.image == .custom(Data([4, 2])))
        presenter.didTapSave(form)
        #expect(store.saved.map(\.imageData) == [Data([4, 2])])
    }

    /// Issue 27: "Guardar" while the photo loads shows the wait on screen, not only to VoiceOver: the
    /// button says it and is off, the fields are read-only and the button under the picture says it
    /// will be saved when the photo arrives. / "Guardar" mientras carga la foto muestra la espera en
    /// pantalla: el botón lo dice y se apaga, los campos quedan de solo lectura y el botón bajo la
    /// imagen dice que se guardará cuando llegue la foto.
    @Test func aSaveWaitingForThePhotoIsShownOnScreen() throws {
        chooseSlowPhoto()
        let loading = try #require(view.rendered.last)
        #expect(loading.saveTitle == "Guardar" && loading.isSaveEnabled && loading.areFieldsEditable)
        #expect(loading.chooseImageTitle == "Elegir foto" && !loading.isChooseImageEnabled)
        presenter.didTapSave(form)
        let waiting = try #require(view.rendered.last)
        #expect(waiting.saveTitle == "Esperando la foto…")
        #expect(waiting.isSaveEnabled == false)
        #expect(waiting.areFieldsEditable == false)
        #expect(waiting.chooseImageTitle == "Se guardará en cuanto cargue la foto.")
        #expect(waiting.imageAccessibilityLabel == "Cargando la foto elegida. Se guardará en cuanto cargue la foto.")
        router.pickerCompletion?(.picked(Data([4, 2])))
        #expect(store.saved.map(\.imageData) == [Data([4, 2])])
    }

    /// Issue 27: the values of the tap are saved, not whatever the fields hold when the photo arrives.
    /// Se guardan los valores del toque, no lo que tengan los campos cuando llega la foto.
    @Test func aSaveWaitingForThePhotoSavesTheValuesOfTheTap() {
        chooseSlowPhoto()
        let tapped = ProfileForm(name: "Eva Ruiz", age: "27", email: "eva@ruiz.mx")
        presenter.didTapSave(tapped)
        presenter.didEditForm(ProfileForm(name: "Eva Ruiz Gómez", age: "28", email: "eva@ruiz.mx"))
        router.pickerCompletion?(.picked(Data([4, 2])))
        #expect(store.saved.map(\.profile) == [UserProfile(name: "Eva Ruiz", age: 27, email: "eva@ruiz.mx")])
        #expect(router.events == ["picker", "dismiss"])
    }

    /// Issue 27: "Cancelar" still works while a save waits, and "Seguir editando" gives the form back.
    /// "Cancelar" sigue funcionando mientras un guardado espera y "Seguir editando" devuelve el formulario.
    @Test func cancelWhileASaveWaitsGivesTheFormBack() throws {
        chooseSlowPhoto()
        presenter.didTapSave(form)
        presenter.didTapCancel(form)
        #expect(view.confirmations.count == 1)
        let back = try #require(view.rendered.last)
        #expect(back.saveTitle == "Guardar" && back.isSaveEnabled && back.areFieldsEditable)
        #expect(back.chooseImageTitle == "Elegir foto")
        presenter.didConfirmDiscard()
        #expect(router.events == ["picker", "dismiss"])
        #expect(store.attempts == 0)
    }

    /// A second "Elegir foto" while one loads opens nothing. / Otro "Elegir foto" mientras carga no abre nada.
    @Test func choosingAgainWhileLoadingOpensNoSecondPicker() {
        chooseSlowPhoto()
        presenter.didTapChooseImage()
        #expect(router.events == ["picker"])
    }

    /// A failure reported while the picker is still closing waits for it to be gone, then shows.
    /// Un fallo informado mientras el selector se cierra espera a que se haya ido y luego se muestra.
    @Test func aFailureWhileThePickerClosesIsShownWhenItHasClosed() {
        presenter.didTapChooseImage()
        router.pickerCompletion?(.failed)
        #expect(view.alerts.isEmpty, "the picker is still on screen: an alert now would be lost")
        router.pickerProgress?(.closed)
        #expect(view.alerts == [failureAlert])
        router.pickerProgress?(.closed)
        #expect(view.alerts == [failureAlert], "shown once")
    }

    /// A "Guardar" that waited for the photo, saved when it arrives with the picker still closing, and
    /// refused by the store: the save alert waits for the picker to be gone too (an alert over a closing
    /// picker is lost), then shows once; the form stays open.
    /// Un "Guardar" que esperó la foto, guardado al llegar con el selector aún cerrándose, y rechazado por
    /// el almacén: la alerta del guardado también espera a que el selector se haya ido, y se muestra una vez.
    @Test func aSaveFailureWhileThePickerClosesIsShownWhenItHasClosed() {
        presenter.didTapChooseImage()
        router.pickerProgress?(.loadingChosenPhoto)
        presenter.didTapSave(form)
        store.failSaving = true
        router.pickerCompletion?(.picked(Data([4, 2])))
        #expect(store.attempts == 1)
        #expect(view.alerts.isEmpty, "the picker is still on screen: an alert now would be lost")
        router.pickerProgress?(.closed)
        #expect(view.alerts.map(\.title) == ["No se guardó el perfil"])
        router.pickerProgress?(.closed)
        #expect(view.alerts.count == 1, "shown once")
        #expect(router.events == ["picker"], "the form stays open")
        #expect(view.rendered.last?.image == .custom(Data([4, 2])))
    }

    /// A failure after the picker closed shows at once. / Un fallo con el selector ya cerrado se muestra de inmediato.
    @Test func aFailureAfterThePickerClosedShowsAtOnce() {
        chooseSlowPhoto()
        router.pickerCompletion?(.failed)
        #expect(view.alerts == [failureAlert])
        #expect(view.rendered.last?.image == .custom(Data([1])))
        #expect(presenter.hasUnsavedChanges == false)
    }
}
