import AppCore
import Foundation
import MapFeatureKit
import PropertyBased
import TestSupport
import Testing

@Suite struct MapPresenterTests {
    let view = FakeMapView()
    let presenter: MapPresenter

    init() throws {
        let localizer = try TestLocalizer.spanish(app: "TestApp")
        presenter = MapPresenter(
            interactor: MapInteractor(), router: NoMapRouting(), localizer: localizer,
            locale: Locale(identifier: "es_ES"))
        presenter.view = view
    }

    @Test func titleIsSpanish() {
        presenter.viewDidLoad()
        #expect(view.title == "Mapa")
    }

    @Test func validCoordinatesDropAPinAndZoomAroundIt() throws {
        presenter.didTapShow(latitude: " 19,4326 ", longitude: "-99.1332")
        let pin = try #require(view.pins.last)
        #expect(pin.coordinate == Coordinate(latitude: 19.4326, longitude: -99.1332))
        #expect(pin.title == "Latitud 19,4326, longitud -99,1332")
        let region = try #require(view.regions.last)
        #expect(region.center == pin.coordinate)
        // About 5 km around the pin, written as a literal so a changed span turns this red.
        // Unos 5 km alrededor del pin, como literal para que un cambio de extensión lo ponga en rojo.
        #expect(region.latitudeDelta == 0.05 && region.longitudeDelta == 0.05)
        #expect(view.errors.last.map { $0.latitude == nil && $0.longitude == nil } == true)
    }

    /// Numbers follow the device's locale: Mexico and the US write a point, Spain a comma.
    /// Los números siguen la configuración regional: México y EE. UU. usan punto, España coma.
    @Test func pinTitleFollowsTheLocale() throws {
        let localizer = try TestLocalizer.spanish(app: "TestApp")
        let mexican = MapPresenter(
            interactor: MapInteractor(), router: NoMapRouting(), localizer: localizer,
            locale: Locale(identifier: "es_MX"))
        mexican.view = view
        mexican.didTapShow(latitude: "19,4326", longitude: "-99,1332")
        #expect(view.pins.last?.title == "Latitud 19.4326, longitud -99.1332")
    }

    /// The fields' placeholders (and the "for example" of the messages) come from the formatter that
    /// writes the pin's title, so in Mexico the form never shows "19,4326" over "Latitud 19.4326".
    /// Los placeholders (y el "por ejemplo" de los mensajes) salen del mismo formateador que el título
    /// del pin: en México el formulario nunca muestra "19,4326" sobre "Latitud 19.4326".
    @Test(arguments: [
        ("es_MX", "19.4326", "-99.1332"), ("es_ES", "19,4326", "-99,1332"), ("en_US", "19.4326", "-99.1332"),
    ])
    func placeholdersFollowThePinsFormatter(locale: String, latitude: String, longitude: String) throws {
        let localizer = try TestLocalizer.spanish(app: "TestApp")
        let screen = FakeMapView()
        let local = MapPresenter(
            interactor: MapInteractor(), router: NoMapRouting(), localizer: localizer,
            locale: Locale(identifier: locale))
        local.view = screen
        local.viewDidLoad()
        let first = try #require(screen.rendered.last)
        #expect(first.latitudePlaceholder == latitude)
        #expect(first.longitudePlaceholder == longitude)

        // The example typed as shown drops a pin whose title writes the same numbers.
        // El ejemplo escrito tal como se ve pone un pin cuyo título escribe los mismos números.
        local.didTapShow(latitude: latitude, longitude: longitude)
        #expect(screen.pins.last?.title == "Latitud \(latitude), longitud \(longitude)")
        #expect(screen.rendered.last?.latitudePlaceholder == latitude, "every render keeps them")

        local.didTapShow(latitude: "x", longitude: "y")
        #expect(screen.errors.last?.latitude == "La latitud debe ser un número, por ejemplo \(latitude).")
        #expect(screen.errors.last?.longitude == "La longitud debe ser un número, por ejemplo \(longitude).")
        #expect(screen.rendered.last?.longitudePlaceholder == longitude)
    }

    @Test func eachInvalidFieldGetsItsExactMessage() throws {
        presenter.didTapShow(latitude: "", longitude: "1e3")
        let errors = try #require(view.errors.last)
        #expect(errors.latitude == "Escribe la latitud.")
        #expect(errors.longitude == "La longitud debe ser un número, por ejemplo -99,1332.")
        #expect(view.pins.isEmpty && view.regions.isEmpty)

        presenter.didTapShow(latitude: "91", longitude: "-180,5")
        #expect(view.errors.last?.latitude == "La latitud debe estar entre -90 y 90.")
        #expect(view.errors.last?.longitude == "La longitud debe estar entre -180 y 180.")

        presenter.didTapShow(latitude: "45", longitude: "--5")
        #expect(view.errors.last?.latitude == nil)
        #expect(view.errors.last?.longitude == "La longitud debe ser un número, por ejemplo -99,1332.")
        #expect(view.pins.isEmpty)
    }

    /// VoiceOver hears the first field's problem (latitude before longitude), or the new pin.
    /// VoiceOver oye el problema del primer campo (latitud antes que longitud), o el pin nuevo.
    @Test func theFirstErrorOrThePinIsAnnounced() {
        presenter.didTapShow(latitude: "91", longitude: "")
        presenter.didTapShow(latitude: "45", longitude: "--5")
        presenter.didTapShow(latitude: "19.4326", longitude: "-99.1332")
        #expect(
            view.announcements == [
                "La latitud debe estar entre -90 y 90.", "La longitud debe ser un número, por ejemplo -99,1332.",
                "Latitud 19,4326, longitud -99,1332",
            ])
    }

    @Test func presenterDoesNotKeepTheViewAlive() {
        let survivors = LeakCheck.survivors {
            let screen = FakeMapView()
            let router = NoMapRouting()
            let local = MapPresenter(
                interactor: MapInteractor(), router: router, localizer: .keys, locale: Locale(identifier: "es_ES"))
            local.view = screen
            screen.presenter = local
            local.viewDidLoad()
            local.didTapShow(latitude: "1", longitude: "2")
            return [screen, local, router]
        }
        #expect(survivors == [])
    }
}

@Suite struct MapRegionTests {
    @Test func regionAroundAnOrdinaryPointIsCentredOnIt() {
        let pin = Coordinate(latitude: 19.4326, longitude: -99.1332)
        let region = MapRegion.around(pin)
        #expect(region.center == pin)
        #expect(region.contains(pin))
    }

    @Test func regionNeverCrossesTheAntimeridianOrThePoles() async {
        await propertyCheck(count: 500, input: zip(Gen.double(in: -90...90), Gen.double(in: -180...180))) { lat, lon in
            let region = MapRegion.around(Coordinate(latitude: lat, longitude: lon))
            #expect(region.center.longitude - region.longitudeDelta / 2 >= -180)
            #expect(region.center.longitude + region.longitudeDelta / 2 <= 180)
            #expect(abs(region.center.latitude) <= MapRegion.maximumCenterLatitude)
            if abs(lat) <= MapRegion.maximumCenterLatitude {
                #expect(region.contains(Coordinate(latitude: lat, longitude: lon)))
            }
        }
    }

    /// "Zoomed in" as a user sees it: a neighbourhood, between about 1 km and 10 km across
    /// (1° of latitude ≈ 111 km), never the whole city or country.
    /// "Acercado" como lo ve alguien: una colonia, entre 1 y 10 km de lado, nunca toda la ciudad.
    @Test func theDefaultRegionIsZoomedInToANeighbourhood() throws {
        let location = try MapInteractor().locate(latitude: "19.4326", longitude: "-99.1332").get()
        #expect((0.01...0.09).contains(location.region.latitudeDelta))
        #expect((0.01...0.09).contains(location.region.longitudeDelta))
        #expect(MapRegion.defaultSpan == 0.05)
    }

    @Test func extremesAreClamped() {
        let region = MapRegion.around(Coordinate(latitude: 90, longitude: 180))
        #expect(region.center.latitude == 85)
        #expect(region.center.longitude == 179.975)
        #expect(MapRegion.around(Coordinate(latitude: -90, longitude: -180)).center.latitude == -85)
    }
}
