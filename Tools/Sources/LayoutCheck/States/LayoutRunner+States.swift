import Foundation

/// Screen states (`SceneState`): each storyboard's scenes are laid out as the storyboard leaves them
/// and again in each of its states, counted as scenes of their own.
/// Estados de pantalla: las escenas se disponen como las deja el storyboard y otra vez en cada estado.
extension LayoutRunner {
    /// Each scene of `path` with the configurations to lay it out in: the storyboard's, then one
    /// copy per state with its texts filled in and the state in every configuration.
    /// Cada escena con sus configuraciones: la del storyboard y una copia por estado.
    public func sceneRuns(_ path: String) throws -> [(scene: StoryboardScene, configurations: [LayoutConfiguration])] {
        let configurations = catalog.configurations(for: path)
        var runs = try scenes(path).map { (scene: $0, configurations: configurations) }
        for state in states where state.storyboard == path {
            let texts = try state.texts(root, try strings(for: path))
            for scene in try scenes(path) {
                Self.fill(scene, with: texts)
                runs.append(
                    (
                        scene,
                        configurations.map {
                            var configuration = $0
                            configuration.state = state
                            return configuration
                        }
                    ))
            }
        }
        return runs
    }

    /// Gives each view its candidates, showing first the widest on one line.
    /// Da a cada vista sus candidatos y muestra primero el más ancho en una línea.
    static func fill(_ scene: StoryboardScene, with texts: [String: [String]]) {
        for (id, candidates) in texts {
            guard let view = scene.view(id), var text = view.text, !candidates.isEmpty else { continue }
            let font = TextFont(text, kind: view.kind, category: .large)
            text.candidates = candidates
            text.text = candidates.max { font.face.width(of: $0, size: 17) < font.face.width(of: $1, size: 17) }!
            view.text = text
        }
    }

    /// Shows in each view with candidates the tallest at the width it was laid out at (the widest
    /// for one-line texts); true when one changed. / Muestra el candidato más alto a ese ancho.
    static func showTallestTexts(_ layout: SceneLayout) -> Bool {
        var changed = false
        for view in layout.scene.root.allViews {
            guard var text = view.text, !text.candidates.isEmpty, let frame = layout.frames[view.id] else { continue }
            let font = TextFont(text, kind: view.kind, category: layout.configuration.text)
            let width = max(1, frame.width - IntrinsicSizes.textPadding(view.kind).horizontal)
            let wraps = IntrinsicSizes.wraps(view)
            func size(_ candidate: String) -> (Double, Double) {
                let oneLine = font.face.width(of: candidate, size: font.size)
                guard wraps else { return (0, oneLine) }
                return (font.measure.layout(candidate, width: width, numberOfLines: text.numberOfLines).height, oneLine)
            }
            let current = size(text.text)
            let sized = text.candidates.map { (text: $0, size: size($0)) }
            guard let tallest = sized.max(by: { $0.size < $1.size }), tallest.size > current else { continue }
            text.text = tallest.text
            view.text = text
            changed = true
        }
        return changed
    }
}
