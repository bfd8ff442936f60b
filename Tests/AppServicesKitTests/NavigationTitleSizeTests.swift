import AppServicesKit
import Testing

/// Navigation-bar titles grow with Dynamic Type only as far as the bar can show them.
/// Los títulos de las barras crecen con Dynamic Type solo hasta donde la barra los puede mostrar.
@Suite struct NavigationTitleSizeTests {
    /// UIKit's scale factor for Headline / Large Title at AX5 (17 → 53 pt, 34 → 60 pt).
    /// El factor de escala de UIKit para Headline / Large Title en AX5.
    private let ax5Headline = 53.0
    private let ax5LargeTitle = 60.0

    /// One line of the title plus its margins. / Una línea del título más sus márgenes.
    private func height(ofLineAt pointSize: Double) -> Double {
        pointSize * NavigationTitleSize.lineHeightRatio + 2 * NavigationTitleSize.verticalMargin
    }

    /// At AX5 the inline title was ≈ 53 pt (a 64 pt line) in a 32–44 pt bar: now it fits the compact bar.
    /// En AX5 el título medía ≈ 53 pt (línea de 64 pt) en una barra de 32–44 pt: ahora cabe en la compacta.
    @Test func atAX5TheTitlesFitTheirBars() {
        for (kind, scaled) in [(NavigationTitleSize.Kind.inline, ax5Headline), (.large, ax5LargeTitle)] {
            let size = NavigationTitleSize.pointSize(for: kind, scaledPointSize: scaled)
            #expect(size < scaled, "\(kind) is capped")
            #expect(height(ofLineAt: size) <= NavigationTitleSize.availableHeight(for: kind), "\(kind)")
        }
        #expect(NavigationTitleSize.pointSize(for: .inline, scaledPointSize: ax5Headline) == 20)
        #expect(NavigationTitleSize.pointSize(for: .large, scaledPointSize: ax5LargeTitle) == 36)
    }

    /// The cap is the largest whole size that fits: one point more would clip.
    /// El tope es el mayor tamaño entero que cabe: un punto más se cortaría.
    @Test func theCapIsTheLargestWholeSizeThatFits() {
        for kind in NavigationTitleSize.Kind.allCases {
            let cap = NavigationTitleSize.maximumPointSize(for: kind)
            #expect(cap == cap.rounded(.down))
            #expect(height(ofLineAt: cap) <= NavigationTitleSize.availableHeight(for: kind))
            #expect(height(ofLineAt: cap + 1) > NavigationTitleSize.availableHeight(for: kind))
        }
    }

    /// At and below the default size the titles keep their Dynamic Type size (17 pt, 34 pt).
    /// En el tamaño predeterminado y menores, los títulos conservan su tamaño de Dynamic Type.
    @Test func smallerSizesAreUntouched() {
        for kind in NavigationTitleSize.Kind.allCases {
            let standard = AppTypography.spec(for: NavigationTitleSize.style(for: kind)).pointSize
            #expect(NavigationTitleSize.maximumPointSize(for: kind) >= standard)
            for scaled in [standard * 0.8, standard, standard + 1] {
                #expect(NavigationTitleSize.pointSize(for: kind, scaledPointSize: scaled) == scaled)
            }
        }
    }
}
