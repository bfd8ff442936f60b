import AlbumKit
import AppCore
import Foundation
import PropertyBased
import TestSupport
import Testing

/// The ≤ 8 rule, the initial selection and what selecting does.
/// La regla de ≤ 8, la selección inicial y lo que hace seleccionar.
@Suite struct AlbumCatalogTests {
    @Test func aSourceWithTwelvePhotosShowsOnlyTheFirstEight() {
        let ids = (1...12).map { "photo\($0)" }
        let catalog = AlbumInteractor(source: FakeAlbumPhotoSource(ids: ids)).loadCatalog()
        #expect(catalog.photos.map(\.id) == Array(ids.prefix(8)))
        #expect(AlbumCatalog.maximumCount == 8)
    }

    @Test func repeatsAreDroppedBeforeCapping() {
        let catalog = AlbumCatalog(["a", "a", "b", "c", "b"].map(AlbumPhoto.init(id:)))
        #expect(catalog.photos.map(\.id) == ["a", "b", "c"])
    }

    @Test func neverMoreThanEightWhateverTheSourceSize() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...40)) { count in
            let catalog = AlbumCatalog((0..<count).map { AlbumPhoto(id: "p\($0)") })
            #expect(catalog.photos.count == min(count, 8))
            #expect(catalog.initialSelection == (count == 0 ? nil : 0))
        }
    }

    @Test func bundledSourceHasEightDistinctPhotos() {
        let photos = BundledAlbumSource().photos()
        #expect(photos.count == 8)
        #expect(Set(photos.map(\.id)).count == 8)
        #expect(photos.first?.imageName == "album-astronaut")
        #expect(photos.first?.thumbnailName == "album-astronaut-thumb")
    }
}

@Suite struct AlbumPresenterTests {
    let view = FakeAlbumView()
    let localizer: Localizer

    init() throws {
        localizer = try TestLocalizer.spanish(app: "TestApp")
    }

    func makePresenter(_ source: AlbumPhotoSource = BundledAlbumSource()) -> AlbumPresenter {
        let presenter = AlbumPresenter(
            interactor: AlbumInteractor(source: source), router: NoAlbumRouting(), localizer: localizer)
        presenter.view = view
        return presenter
    }

    @Test func opensWithTheFirstPhotoLargeAndSelected() throws {
        let presenter = makePresenter()
        presenter.viewDidLoad()
        let model = try #require(view.rendered.last)
        #expect(model.title == "Álbum")
        #expect(presenter.numberOfItems == 8)
        #expect(model.items.count == 8)
        #expect(model.items.map(\.isSelected) == [true] + Array(repeating: false, count: 7))
        #expect(model.large?.imageName == "album-astronaut")
        #expect(
            model.large?.accessibilityLabel
                == "Foto seleccionada: La astronauta Eileen Collins sonriendo con su traje de vuelo")
        #expect(model.emptyMessage == nil)
        #expect(model.isLargeImageHidden == false)
        #expect(model.selectedIndex == 0)
    }

    @Test func selectingAThumbnailShowsItLargeAndMovesTheMark() throws {
        let presenter = makePresenter()
        presenter.viewDidLoad()
        presenter.didSelectItem(at: 3)
        let model = try #require(view.rendered.last)
        #expect(model.large?.imageName == "album-rocket")
        #expect(model.items.enumerated().filter(\.element.isSelected).map(\.offset) == [3])
        #expect(presenter.selectedIndex == 3)
    }

    @Test(arguments: [0, -1, 8, 100])
    func selectingTheCurrentOrAMissingItemChangesNothing(_ index: Int) {
        let presenter = makePresenter()
        presenter.viewDidLoad()
        presenter.didSelectItem(at: index)
        #expect(view.rendered.count == 1)
        #expect(presenter.selectedIndex == 0)
    }

    @Test func anEmptySourceSaysSo() throws {
        let presenter = makePresenter(FakeAlbumPhotoSource(ids: []))
        presenter.viewDidLoad()
        let model = try #require(view.rendered.last)
        #expect(model.items.isEmpty)
        #expect(model.large == nil)
        #expect(model.emptyMessage == "No hay fotos para mostrar.")
        #expect(model.isLargeImageHidden, "the empty large half gives its space to the message")
        presenter.didSelectItem(at: 0)
        #expect(view.rendered.count == 1)
    }

    @Test func everyPhotoHasASpanishAndAnEnglishDescription() throws {
        let english = try TestLocalizer.english(app: "TestApp")
        for photo in BundledAlbumSource().photos() {
            #expect(localizer(photo.descriptionKey) != photo.descriptionKey, "es \(photo.id)")
            #expect(english(photo.descriptionKey) != photo.descriptionKey, "en \(photo.id)")
            #expect(localizer(photo.descriptionKey) != english(photo.descriptionKey))
        }
    }

    @Test func theModuleIsReleasedWithItsView() {
        let survivors = LeakCheck.survivors {
            let screen = FakeAlbumView()
            let router = NoAlbumRouting()
            let presenter = AlbumPresenter(interactor: AlbumInteractor(), router: router, localizer: .keys)
            presenter.view = screen
            screen.presenter = presenter
            presenter.viewDidLoad()
            presenter.didSelectItem(at: 2)
            return [screen, presenter, router]
        }
        #expect(survivors == [])
    }
}

/// What the thumbnail strip does with a new view model, and how it is centred.
/// Qué hace la tira de miniaturas con un view model nuevo, y cómo se centra.
@Suite struct AlbumStripTests {
    private func rendered(_ source: AlbumPhotoSource, select index: Int? = nil) -> [AlbumViewModel] {
        let view = FakeAlbumView()
        let presenter = AlbumPresenter(
            interactor: AlbumInteractor(source: source), router: NoAlbumRouting(), localizer: .keys)
        presenter.view = view
        presenter.viewDidLoad()
        index.map(presenter.didSelectItem(at:))
        return view.rendered
    }

    @Test func theFirstRenderReloadsTheStrip() throws {
        let first = try #require(rendered(BundledAlbumSource()).first)
        #expect(first.thumbnailChange(since: nil) == .reloadAll)
    }

    @Test func aNewSelectionRefreshesOnlyTheOldAndTheNewCell() throws {
        let models = rendered(BundledAlbumSource(), select: 3)
        try #require(models.count == 2)
        #expect(models[1].thumbnailChange(since: models[0]) == .refresh([0, 3]))
        #expect(models[1].thumbnailChange(since: models[1]) == .refresh([]))
    }

    @Test func aDifferentPhotoListReloadsTheStrip() throws {
        let eight = try #require(rendered(BundledAlbumSource()).first)
        let two = try #require(rendered(FakeAlbumPhotoSource(ids: ["coffee", "rocket"])).first)
        #expect(two.thumbnailChange(since: eight) == .reloadAll)
        let sameLengthOtherPhotos = try #require(rendered(FakeAlbumPhotoSource(ids: (1...8).map { "p\($0)" })).first)
        #expect(sameLengthOtherPhotos.thumbnailChange(since: eight) == .reloadAll)
    }

    @Test func thumbnailsAreCentredVerticallyAndNeverGetANegativeInset() {
        #expect(
            AlbumLayout.sectionInsets(stripHeight: 300) == AlbumInsets(top: 100, left: 16, bottom: 100, right: 16))
        #expect(AlbumLayout.sectionInsets(stripHeight: 101) == AlbumInsets(top: 0.5, left: 16, bottom: 0.5, right: 16))
        #expect(AlbumLayout.sectionInsets(stripHeight: 40) == AlbumInsets(top: 0, left: 16, bottom: 0, right: 16))
    }
}
