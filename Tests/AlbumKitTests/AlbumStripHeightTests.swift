import AlbumKit
import Foundation
import TestSupport
import Testing

/// The strip's height is worked out from the halves stack, which is laid out when the screen's
/// `viewDidLayoutSubviews` runs; the collection view inside it is not yet (after a rotation it still
/// has the old size). The arithmetic repeats the stack's "fill equally, 12 pt apart", so the test
/// also reads those attributes from the real storyboard.
/// La altura de la tira se calcula desde la pila de mitades, ya maquetada cuando corre
/// `viewDidLayoutSubviews`; la colección de dentro todavía no (tras girar conserva el tamaño viejo).
/// La aritmética repite el "partes iguales, 12 pt" de la pila, así que la prueba también lee esos
/// atributos del storyboard real.
@Suite struct AlbumStripHeightTests {
    @Test func theStripIsTheLowerHalfLessHalfTheSpacing() {
        // SE portrait (455) and landscape (256) under the bars. / SE vertical y horizontal bajo las barras.
        #expect(AlbumLayout.stripHeight(halvesHeight: 455, largeImageHidden: false) == 221.5)
        #expect(AlbumLayout.stripHeight(halvesHeight: 256, largeImageHidden: false) == 122)
    }

    @Test func aHiddenLargeImageGivesTheStripTheWholeHeight() {
        #expect(AlbumLayout.stripHeight(halvesHeight: 256, largeImageHidden: true) == 256)
    }

    @Test func aStackShorterThanItsSpacingGivesNoNegativeStrip() {
        #expect(AlbumLayout.stripHeight(halvesHeight: 8, largeImageHidden: false) == 0)
    }

    /// After a rotation from portrait to landscape the insets follow the new stack, not the old strip.
    /// Tras girar de vertical a horizontal los márgenes siguen a la pila nueva, no a la tira vieja.
    @Test func theInsetsFollowTheStackAfterARotation() {
        let portrait = AlbumLayout.sectionInsets(halvesHeight: 455, largeImageHidden: false)
        let landscape = AlbumLayout.sectionInsets(halvesHeight: 256, largeImageHidden: false)
        #expect(portrait.top == (221.5 - 100) / 2)
        #expect(landscape.top == 11)
        #expect(landscape == AlbumLayout.sectionInsets(stripHeight: 122))
    }

    @Test func theStoryboardStackIsTheOneTheArithmeticDescribes() throws {
        let url = TestPaths.app("TestApp", "Album", "Base.lproj", "Album.storyboard")
        let storyboard = try String(contentsOf: url, encoding: .utf8)
        let stack = try #require(
            storyboard.split(separator: "\n").first { $0.contains("<stackView") && $0.contains("id=\"Alb-ST-001\"") })
        #expect(stack.contains("distribution=\"fillEqually\""))
        #expect(stack.contains("axis=\"vertical\""))
        #expect(stack.contains("spacing=\"\(AlbumLayout.halvesSpacing)\""))
        // The outlet the screen reads the height from. / El outlet del que la pantalla lee la altura.
        #expect(storyboard.contains("<outlet property=\"halves\" destination=\"Alb-ST-001\""))
    }
}
