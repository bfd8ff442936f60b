import Foundation
import Testing

@testable import EstadosKit

private typealias Rect = KeyboardLayout.Rect

/// The keyboard (picker + toolbar) arithmetic with the real geometry of the phones the issue names.
/// La aritmética del teclado (picker + barra) con la geometría real de los teléfonos del issue.
@Suite struct KeyboardLayoutTests {
    // iPhone SE (1st gen), portrait: 320×568, status bar 20, no home indicator; picker 216 + toolbar 44.
    // iPhone SE (1.ª gen.), vertical: 320×568, barra de estado 20, sin indicador de inicio.
    private let sePortraitScroll = Rect(x: 0, y: 20, width: 320, height: 548)
    private let sePortraitKeyboard = Rect(x: 0, y: 568 - 260, width: 320, height: 260)

    @Test func theKeyboardCoversItsHeightOfASafeAreaScrollViewOnAnSE() {
        #expect(KeyboardLayout.bottomOverlap(keyboard: sePortraitKeyboard, viewport: sePortraitScroll) == 260)
    }

    @Test func landscapeSEPickerWithItsToolbar() {
        // Landscape: 568×320, no status bar; picker 162 + the toolbar sized once at 44.
        // Horizontal: 568×320, sin barra de estado; picker 162 + la barra de 44 medida una vez.
        let scroll = Rect(x: 0, y: 0, width: 568, height: 320)
        let keyboard = Rect(x: 0, y: 320 - 206, width: 568, height: 206)
        #expect(KeyboardLayout.bottomOverlap(keyboard: keyboard, viewport: scroll) == 206)
    }

    @Test func theHomeIndicatorStripIsNotCountedTwice() {
        // 16 Pro Max: 440×956, safe area 62 top / 34 bottom; the keyboard also covers the 34 pt strip.
        // 16 Pro Max: la zona segura ya excluye los 34 pt de abajo que el teclado también tapa.
        let scroll = Rect(x: 0, y: 62, width: 440, height: 956 - 62 - 34)
        let keyboard = Rect(x: 0, y: 956 - 294, width: 440, height: 294)
        #expect(KeyboardLayout.bottomOverlap(keyboard: keyboard, viewport: scroll) == 260)
    }

    @Test func aHiddenOrEmptyKeyboardCoversNothing() {
        let offScreen = Rect(x: 0, y: 568, width: 320, height: 260)
        #expect(KeyboardLayout.bottomOverlap(keyboard: offScreen, viewport: sePortraitScroll) == 0)
        #expect(KeyboardLayout.bottomOverlap(keyboard: .zero, viewport: sePortraitScroll) == 0)
        #expect(KeyboardLayout.bottomOverlap(keyboard: nil, viewport: sePortraitScroll) == 0)
        let beside = Rect(x: 400, y: 300, width: 200, height: 260)
        #expect(KeyboardLayout.bottomOverlap(keyboard: beside, viewport: sePortraitScroll) == 0)
    }

    @Test func aNarrowKeyboardStillBlocksEverythingBelowItsTopEdge() {
        let floating = Rect(x: 40, y: 400, width: 200, height: 100)
        #expect(KeyboardLayout.bottomOverlap(keyboard: floating, viewport: sePortraitScroll) == Double(168))
    }

    // MARK: - Scrolling the details into view / Desplazar los detalles a la vista

    /// The Estados content on an SE in portrait at the default text size, picker up:
    /// 24 + field 48 + 20 + map 186 + 20 + population 21 + 20 + description 102 + 24 = 465.
    /// El contenido de Estados en un SE vertical con el tamaño de texto por omisión y el picker arriba.
    private let seDetails = Rect(x: 20, y: 298, width: 280, height: 21 + 20 + 102)
    private func seViewport(offset: Double = 0, bottomInset: Double = 260) -> KeyboardLayout.Viewport {
        KeyboardLayout.Viewport(height: 548, topInset: 0, bottomInset: bottomInset, contentHeight: 465, offset: offset)
    }

    @Test func detailsHiddenUnderThePickerScrollUpJustAboveIt() {
        let viewport = seViewport()
        let offset = KeyboardLayout.offsetRevealing(seDetails, in: viewport)
        #expect(offset == seDetails.maxY - viewport.visibleHeight)
        #expect(seDetails.minY >= offset)
        #expect(seDetails.maxY <= offset + viewport.visibleHeight)
    }

    @Test func detailsAlreadyVisibleDoNotMove() {
        let viewport = seViewport(offset: 160)
        #expect(KeyboardLayout.offsetRevealing(seDetails, in: viewport) == 160)
    }

    @Test func detailsAboveTheVisibleAreaScrollDownToTheirTop() {
        let viewport = seViewport(offset: 177 + 0.5, bottomInset: 260)
        let shorter = Rect(x: 20, y: 150, width: 280, height: 40)
        #expect(KeyboardLayout.offsetRevealing(shorter, in: viewport) == 150)
    }

    @Test func detailsTallerThanTheVisibleAreaShowThePopulationFirst() {
        // Largest accessibility size in landscape: 114 pt visible, details 400 pt tall.
        // Tamaño de accesibilidad máximo en horizontal: 114 pt visibles, detalles de 400 pt.
        let viewport = KeyboardLayout.Viewport(
            height: 320, topInset: 0, bottomInset: 206, contentHeight: 1_200, offset: 0)
        let tall = Rect(x: 20, y: 500, width: 528, height: 400)
        #expect(KeyboardLayout.offsetRevealing(tall, in: viewport) == 500)
    }

    @Test func theOffsetStaysWithinTheScrollableRange() {
        // Without the keyboard inset the content cannot scroll past its end.
        // Sin el inset del teclado el contenido no puede ir más allá de su final.
        let noKeyboard = seViewport(bottomInset: 0)
        #expect(KeyboardLayout.offsetRevealing(seDetails, in: noKeyboard) == 0)
        let topInset = KeyboardLayout.Viewport(height: 300, topInset: 40, bottomInset: 0, contentHeight: 100, offset: 0)
        #expect(KeyboardLayout.offsetRevealing(Rect(x: 0, y: 0, width: 10, height: 10), in: topInset) == -40)
    }

    @Test func rectangleGeometry() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: 8, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 5, y: 8, width: 5, height: 2))
        #expect(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == nil)
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 18))
        #expect(Rect(x: 0, y: 0, width: 3, height: 0).isEmpty)
    }

    @Test func afterRevealingTheTopOfTheTargetIsAlwaysVisible() {
        // Every target start and height on a grid, every starting offset: the top edge ends up visible.
        // En una rejilla de posiciones, alturas y desplazamientos, el borde superior termina visible.
        var cases = 0
        for top in stride(from: Double(0), through: 900, by: 45) {
            for height in stride(from: Double(10), through: 400, by: 30) {
                for start in stride(from: Double(0), through: 900, by: 90) {
                    let viewport = KeyboardLayout.Viewport(
                        height: 548, topInset: 0, bottomInset: 260, contentHeight: 1_400, offset: start)
                    let target = Rect(x: 0, y: top, width: 100, height: height)
                    let offset = KeyboardLayout.offsetRevealing(target, in: viewport)
                    #expect(target.minY >= offset && target.minY < offset + viewport.visibleHeight)
                    if target.height <= viewport.visibleHeight {
                        #expect(target.maxY <= offset + viewport.visibleHeight)
                    }
                    cases += 1
                }
            }
        }
        #expect(cases == 21 * 14 * 11)
    }
}
