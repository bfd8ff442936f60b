import Foundation

/// Runs the picker rows (`PickerRowMirror.all`) in every configuration and language, and reports each
/// row-building source whose fingerprint changed since it was stored.
/// Corre las filas de los pickers en cada configuración e idioma y reporta las fuentes cambiadas.
extension LayoutRunner {
    /// Every picker's layouts, configuration by configuration (each language).
    /// Las disposiciones de cada picker, configuración por configuración (cada idioma).
    public func pickerRowLayouts(
        _ pickers: [PickerRowMirror] = PickerRowMirror.all, languages: [String] = PickerRowMirror.languages
    ) throws -> [[PickerRowLayout]] {
        var scenes: [String: StoryboardScene] = [:]
        var solved: [String: SceneLayout] = [:]
        var titles: [String: [[String]]] = [:]
        // Each picker's titles are read once per language, also when another picker asks for them.
        // Los títulos de cada picker se leen una vez por idioma, también cuando otro picker los pide.
        func titlesOf(_ picker: PickerRowMirror, _ language: String) throws -> [[String]] {
            let key = "\(picker.name) \(language)"
            if let known = titles[key] { return known }
            let read = try picker.titles(root, language)
            titles[key] = read
            return read
        }
        var result: [[PickerRowLayout]] = []
        for picker in pickers {
            for configuration in catalog.configurations(for: picker.path) {
                // The storyboard scene is solved once per configuration, for all its pickers.
                // La escena se resuelve una vez por configuración, para todos sus pickers.
                let solve = { (path: String) throws -> SceneLayout in
                    let key = "\(path) \(configuration.slug)"
                    if let layout = solved[key] { return layout }
                    let scene = try self.storyboardScene(path, cache: &scenes)
                    let layout = try self.layout(scene, in: configuration)
                    solved[key] = layout
                    return layout
                }
                result.append(
                    try languages.map { language in
                        let context = PickerRowContext(
                            configuration: configuration, titles: { try titlesOf($0, language) }, solved: solve)
                        return try PickerRowLayout(
                            picker, titles: titlesOf(picker, language), language: language, in: context)
                    })
            }
        }
        return result
    }

    /// The findings of every picker (each with its configuration's name), the stale row sources, the
    /// number of pickers and of layouts (pickers × configurations; each checks every language).
    /// Los hallazgos de cada picker, las fuentes viejas, el número de pickers y de disposiciones.
    public func pickerRowFindings(
        _ pickers: [PickerRowMirror] = PickerRowMirror.all, languages: [String] = PickerRowMirror.languages
    ) throws -> (found: [(LayoutFinding, String)], pickers: Int, layouts: Int) {
        var found: [(LayoutFinding, String)] = []
        for source in Array(Set(pickers.map(\.source))).sorted() {
            if let stale = try CodeMirror.staleness(of: source, pattern: PickerRowMirror.fingerprintPattern, root: root)
            {
                found.append((stale, "source"))
            }
        }
        var scenes: [String: StoryboardScene] = [:]
        let configurations = try pickerRowLayouts(pickers, languages: languages)
        for layouts in configurations {
            guard let picker = layouts.first?.picker else { continue }
            let scene = { () throws -> StoryboardScene? in try self.storyboardScene(picker.path, cache: &scenes) }
            let lines = (
                text: try picker.line(rows: false, root: root, scene: scene),
                rows: try picker.line(rows: true, root: root, scene: scene)
            )
            for layout in layouts {
                found += layout.findings(lines: lines).map { ($0, layout.configuration.name) }
            }
        }
        return (found, pickers.count, configurations.count)
    }

    /// The first scene of a storyboard, read once. / La primera escena de un storyboard, leída una vez.
    private func storyboardScene(_ path: String, cache: inout [String: StoryboardScene]) throws -> StoryboardScene {
        if let scene = cache[path] { return scene }
        guard let scene = try scenes(path).first else {
            throw PickerRowMirrorError(description: "\(path): no scene")
        }
        cache[path] = scene
        return scene
    }
}

extension CodeMirror {
    /// A `layout-mirror-stale` finding when `source`'s fingerprint under `pattern` is not the stored
    /// one (or none is stored), as `staleness(root:stored:)` does for a mirror's own source.
    /// Un hallazgo si la huella de `source` con `pattern` no es la guardada.
    public static func staleness(
        of source: String, pattern: String, root: URL, stored: [String: String] = MirrorFingerprints.stored
    ) throws -> LayoutFinding? {
        let text = try String(contentsOf: root.appendingPathComponent(source), encoding: .utf8)
        guard stored[source] != fingerprint(text, pattern: pattern) else { return nil }
        return LayoutFinding(
            "layout-mirror-stale", .error, path: source,
            line: fingerprintLines(text, pattern: pattern).first?.line ?? 1,
            "mirror of \(source) is stale: review it, then run "
                + "`swift run --package-path Tools layout-check --refresh-fingerprints`")
    }
}
