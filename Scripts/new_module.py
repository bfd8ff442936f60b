#!/usr/bin/env python3
"""new_module.py NAME — write a new screen module in the repository's module shape.

Writes (NAME = UpperCamelCase, e.g. Weather):
  Sources/<Kit>/<NAME>/<NAME>Interfaces.swift   every protocol: view, presenter, interactor, router
  Sources/<Kit>/<NAME>/<NAME>Presenter.swift    weak view, renders one view model
  Sources/<Kit>/<NAME>/<NAME>Interactor.swift   the rules (here: none yet)
  Sources/<Kit>/<NAME>/<NAME>ViewModels.swift   plain Equatable structs
  Tests/<Kit>Tests/<NAME>Fakes.swift            Fake<NAME>View, No<NAME>Routing
  Tests/<Kit>Tests/<NAME>PresenterTests.swift   first render, in Spanish, plus the leak check (LeakCheck)
  Apps/<App>/<NAME>/<NAME>ViewController.swift  StoryboardInstantiable, AccessibilityIdentifying,
                                                `var presenter: <NAME>Presenting!`, renders, forwards
  Apps/<App>/<NAME>/<NAME>Wireframe.swift       private init, static makeModule taking what the app's
                                                wireframes take: `environment: AppEnvironment` (TestApp),
                                                `environment: ProductosEnvironment` (Productos), or
                                                `bundle: Bundle` in an app with no environment (Estados)
  Apps/<App>/<NAME>/Base.lproj/<NAME>.storyboard  the scene (Spanish), customModuleProvider=target
and adds `<name>.title` to the app's es/en Localizable.strings, an `AccessibilityIdentifiers.<NAME>`
namespace to Apps/<App>/AccessibilityIdentifiers.swift, the `<Kit>` module to Package.swift's `modules`
and the product to the app's list in Scripts/generate_xcodeproj.py; without those two lists it refuses
and writes nothing (the module could not build).
Then: run `python3 Scripts/generate_xcodeproj.py`, add the screen where it is reached (e.g.
FeatureModuleFactory), `swift test`, `./Scripts/check`, `Scripts/ios-typecheck/run`.

Options: --app TestApp (app folder under Apps/), --kit NAMEKit (package library),
         --root DIR (repository root; default: this script's parent folder). Python 3 stdlib only.

Escribe un módulo nuevo con la forma del repositorio (ver docs/CONVENTIONS.md).
"""
import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GENERATOR = "Scripts/generate_xcodeproj.py"


def call(indent, head, arguments):
    """`head(arguments)` on one line when it fits swift-format's 120 columns, else wrapped as swift-format does.
    Una llamada en una línea si cabe en 120 columnas; si no, partida como lo hace swift-format."""
    line = " " * indent + f"{head}({arguments})"
    return line if len(line) <= 120 else " " * indent + f"{head}(\n" + " " * (indent + 4) + f"{arguments})"


# `static func makeModule(environment: SomeEnvironment) -> UIViewController` in an app's Swift files.
ENVIRONMENT_MODULE = re.compile(r"static func makeModule\(environment: (\w+)\) -> UIViewController")


def wiring(root, app):
    """What the new wireframe's `makeModule` takes and where its presenter's Localizer comes from, as
    the app's own wireframes do: an app whose wireframes take an environment (TestApp's `AppEnvironment`,
    Productos' `ProductosEnvironment`) gets `environment: <that type>` and `environment.localizer`; an
    app without one (Estados: `EstadosWireframe.makeModule(bundle:)`) gets `bundle: Bundle` and
    `.bundle(bundle)`, which needs nothing beyond AppCore. Returns (parameter, localizer, imports).
    Lo que recibe `makeModule` y de dónde sale el Localizer, como en los wireframes de la app: el
    entorno de la app si sus wireframes lo reciben; si no (Estados), `bundle: Bundle`."""
    found = []
    for folder, _, files in sorted(os.walk(os.path.join(root, "Apps", app))):
        for file_name in sorted(files):
            if file_name.endswith("Wireframe.swift"):
                with open(os.path.join(folder, file_name), encoding="utf-8") as handle:
                    found += ENVIRONMENT_MODULE.findall(handle.read())
    if found:
        environment = max(sorted(set(found)), key=found.count)
        return f"environment: {environment}", "environment.localizer", []
    return "bundle: Bundle", ".bundle(bundle)", ["AppCore"]


def files_for(name, kit, app, root=None):
    lower = name[0].lower() + name[1:]
    parameter, localizer, wireframe_imports = wiring(root or ROOT, app)
    # swift-format sorts imports: the kit before or after UIKit by name. / Las importaciones, ordenadas.
    ui_imports = "\n".join(sorted([f"import {kit}", "import UIKit"]))
    wireframe_header = "\n".join(sorted([f"import {kit}", "import UIKit"] + [f"import {m}" for m in wireframe_imports]))
    test_presenter = call(
        8, f"let presenter = {name}Presenter",
        f"interactor: {name}Interactor(), router: No{name}Routing(), localizer: localizer")
    leak_presenter = call(
        12, f"let presenter = {name}Presenter", f"interactor: {name}Interactor(), router: router, localizer: .keys")
    module_presenter = call(
        8, f"let presenter = {name}Presenter",
        f"interactor: {name}Interactor(), router: wireframe, localizer: {localizer}")
    return {
        f"Sources/{kit}/{name}/{name}Interfaces.swift": f'''import AppCore
import Foundation

/// What the presenter tells the {name} screen. / Lo que el presenter le dice a la pantalla {name}.
public protocol {name}View: AnyObject {{
    /// The whole screen state. / Todo el estado de la pantalla.
    func render(_ viewModel: {name}ViewModel)
}}

/// Events from the {name} screen. / Eventos de la pantalla {name}.
public protocol {name}Presenting: AnyObject {{
    func viewDidLoad()
}}

/// The rules of the screen. / Las reglas de la pantalla.
public protocol {name}Interacting: AnyObject {{}}

/// Navigation the presenter asks for. / Navegación que pide el presenter.
public protocol {name}Routing: AnyObject {{}}
''',
        f"Sources/{kit}/{name}/{name}Presenter.swift": f'''import AppCore
import Foundation

/// Turns the interactor's data into the {name} view model; holds the view weakly.
/// Convierte los datos del interactor en el view model de {name}; retiene la vista débilmente.
public final class {name}Presenter: {name}Presenting {{
    public weak var view: {name}View?
    private let interactor: {name}Interacting
    private let router: {name}Routing
    private let localizer: Localizer

    public init(interactor: {name}Interacting, router: {name}Routing, localizer: Localizer) {{
        self.interactor = interactor
        self.router = router
        self.localizer = localizer
    }}

    public func viewDidLoad() {{
        view?.render({name}ViewModel(title: localizer("{lower}.title")))
    }}
}}
''',
        f"Sources/{kit}/{name}/{name}Interactor.swift": f'''import Foundation

/// The rules of the {name} screen (services arrive through the initializer).
/// Las reglas de la pantalla {name} (los servicios llegan por el inicializador).
public final class {name}Interactor: {name}Interacting {{
    public init() {{}}
}}
''',
        f"Sources/{kit}/{name}/{name}ViewModels.swift": f'''import Foundation

/// Everything the {name} screen shows. / Todo lo que muestra la pantalla {name}.
public struct {name}ViewModel: Equatable {{
    public let title: String

    public init(title: String) {{
        self.title = title
    }}
}}
''',
        f"Tests/{kit}Tests/{name}Fakes.swift": f'''import {kit}

/// Records what the presenter renders; owns its presenter like the real screen.
/// Registra lo que el presenter dibuja; es dueña de su presenter como la pantalla real.
final class Fake{name}View: {name}View {{
    var presenter: {name}Presenting?
    private(set) var rendered: [{name}ViewModel] = []
    func render(_ viewModel: {name}ViewModel) {{ rendered.append(viewModel) }}
}}

/// A router that goes nowhere. / Un router que no navega.
final class No{name}Routing: {name}Routing {{}}
''',
        f"Tests/{kit}Tests/{name}PresenterTests.swift": f'''import AppCore
import Foundation
import TestSupport
import Testing

@testable import {kit}

@Suite struct {name}PresenterTests {{
    @Test func firstRenderShowsTheSpanishTitle() throws {{
        let localizer = try TestLocalizer.spanish(app: "{app}")
        let view = Fake{name}View()
{test_presenter}
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.rendered == [{name}ViewModel(title: localizer("{lower}.title"))])
        #expect(view.rendered.first?.title != "{lower}.title", "the key has a Spanish text")
    }}

    @Test func theModuleIsReleasedWithItsView() {{
        let survivors = LeakCheck.survivors {{
            let view = Fake{name}View()
            let router = No{name}Routing()
{leak_presenter}
            presenter.view = view
            view.presenter = presenter
            presenter.viewDidLoad()
            return [view, presenter, router]
        }}
        #expect(survivors == [])
    }}
}}
''',
        f"Apps/{app}/{name}/{name}ViewController.swift": f'''{ui_imports}

/// Renders the {name} view model and forwards events; it holds no rule of its own.
/// Dibuja el view model de {name} y reenvía los eventos; no tiene reglas propias.
final class {name}ViewController: UIViewController, StoryboardInstantiable, AccessibilityIdentifying {{
    static let storyboardID = StoryboardID(storyboard: "{name}", identifier: "{name}ViewController")

    /// Set by `{name}Wireframe.makeModule` right after instantiation; the view owns its presenter.
    /// Lo asigna `{name}Wireframe.makeModule` justo después de instanciar; la vista es dueña de su presenter.
    var presenter: {name}Presenting!

    @IBOutlet private weak var titleLabel: UILabel!

    override func viewDidLoad() {{
        super.viewDidLoad()
        applyAccessibilityIdentifiers()
        presenter.viewDidLoad()
    }}

    func applyAccessibilityIdentifiers() {{
        view.accessibilityIdentifier = AccessibilityIdentifiers.{name}.screen
        titleLabel.accessibilityIdentifier = AccessibilityIdentifiers.{name}.title
    }}
}}

extension {name}ViewController: {name}View {{
    func render(_ viewModel: {name}ViewModel) {{
        title = viewModel.title
        titleLabel.text = viewModel.title
    }}
}}
''',
        f"Apps/{app}/{name}/{name}Wireframe.swift": f'''{wireframe_header}

/// Builds the {name} module and is its router. / Arma el módulo {name} y es su router.
final class {name}Wireframe: {name}Routing {{
    private weak var viewController: UIViewController?

    private init() {{}}

    static func makeModule({parameter}) -> UIViewController {{
        let viewController = {name}ViewController.instantiate()
        let wireframe = {name}Wireframe()
{module_presenter}
        presenter.view = viewController
        viewController.presenter = presenter
        wireframe.viewController = viewController
        return viewController
    }}
}}
''',
        f"Apps/{app}/{name}/Base.lproj/{name}.storyboard": storyboard(name, app),
    }


def storyboard(name, app):
    vc, view, label, fr = "Nm1-VC-001", "Nm1-VW-001", "Nm1-LB-001", "Nm1-FR-001"
    return f'''<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23084"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
    </dependencies>
    <scenes>
        <scene sceneID="Nm1-SC-001">
            <objects>
                <viewController storyboardIdentifier="{name}ViewController" id="{vc}" customClass="{name}ViewController" customModule="{app}" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="{view}">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" numberOfLines="0" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="{label}">
                                <rect key="frame" x="16" y="75" width="361" height="21"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="Nm1-SA-001"/>
                        <constraints>
                            <constraint firstItem="{label}" firstAttribute="top" secondItem="Nm1-SA-001" secondAttribute="top" constant="16" id="Nm1-CT-001"/>
                            <constraint firstItem="{label}" firstAttribute="leading" secondItem="Nm1-SA-001" secondAttribute="leading" constant="16" id="Nm1-CT-002"/>
                            <constraint firstItem="Nm1-SA-001" firstAttribute="trailing" secondItem="{label}" secondAttribute="trailing" constant="16" id="Nm1-CT-003"/>
                        </constraints>
                    </view>
                    <connections>
                        <outlet property="titleLabel" destination="{label}" id="Nm1-OT-001"/>
                    </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="{fr}" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
    </scenes>
</document>
'''


def add_strings(root, app, name, write):
    lower = name[0].lower() + name[1:]
    for lang, text in (("es", f"{name} (pantalla nueva)"), ("en", f"{name} (new screen)")):
        path = os.path.join(root, "Apps", app, f"{lang}.lproj", "Localizable.strings")
        if not os.path.exists(path):
            print(f"  skip  {os.path.relpath(path, root)} (no such file): add \"{lower}.title\" yourself")
            continue
        with open(path, encoding="utf-8") as f:
            content = f.read()
        if f'"{lower}.title"' in content:
            continue
        write(path, content.rstrip("\n") + f'\n\n/* {name}: screen title */\n"{lower}.title" = "{text}";\n')


def add_identifiers(root, app, name, write):
    lower = name[0].lower() + name[1:]
    path = os.path.join(root, "Apps", app, "AccessibilityIdentifiers.swift")
    if not os.path.exists(path):
        print(f"  skip  {os.path.relpath(path, root)} (no such file): add AccessibilityIdentifiers.{name} yourself")
        return
    with open(path, encoding="utf-8") as f:
        content = f.read()
    end = content.rstrip().rfind("}")
    if f"enum {name} {{" in content or end < 0:
        return
    block = (f"\n    enum {name} {{\n        static let screen = \"{lower}.screen\"\n"
             f"        static let title = \"{lower}.title\"\n    }}\n")
    write(path, content[:end].rstrip("\n") + "\n" + block + content[end:])


def package_with_module(root, kit):
    """Package.swift with the library and its tests last in `let modules: [Module] = [ ... ]`; the text
    unchanged when it is there already; None when there is no such list.
    Package.swift con la biblioteca al final de la lista `modules`; None si no hay tal lista."""
    content = read(root, "Package.swift")
    if f'Module(name: "{kit}"' in content:
        return content
    start = re.search(r"\blet modules: \[Module\] = \[\n", content)
    end = re.compile(r"^\]", re.M).search(content, start.end()) if start else None
    if not end:
        return None
    line = f'    Module(name: "{kit}", dependencies: ["AppCore"], testDependencies: ["TestSupport", propertyBased]),\n'
    return content[:end.start()] + line + content[end.start():]


def generator_with_product(root, app, kit):
    """generate_xcodeproj.py with the library among the app's local products; None without that list.
    generate_xcodeproj.py con la biblioteca entre los productos locales de la app; None sin esa lista."""
    content = read(root, GENERATOR)
    # The app's tuple may start on its own line: `(\n    "TestApp", ..., [products], ...)`.
    match = re.search(r'\(\s*"' + re.escape(app) + r'",[^\[]*\[([^\]]*)\]', content, re.S)
    if not match:
        return None
    if f'"{kit}"' in match.group(1):
        return content
    return content[:match.end(1)].rstrip() + f', "{kit}"' + content[match.end(1):]


def read(root, path):
    full = os.path.join(root, path)
    return open(full, encoding="utf-8").read() if os.path.exists(full) else ""


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("name")
    parser.add_argument("--app", default="TestApp")
    parser.add_argument("--kit")
    parser.add_argument("--root", default=ROOT)
    args = parser.parse_args(argv)
    if not re.fullmatch(r"[A-Z][A-Za-z0-9]{1,40}", args.name):
        parser.error(f"NAME must be UpperCamelCase letters and digits (e.g. Weather), not {args.name!r}")
    kit = args.kit or f"{args.name}Kit"
    root = os.path.abspath(args.root)
    if not os.path.isdir(os.path.join(root, "Apps", args.app)):
        parser.error(f"no app folder Apps/{args.app} under {root}")
    planned = files_for(args.name, kit, args.app, root)
    existing = [p for p in planned if os.path.exists(os.path.join(root, p))]
    if existing:
        parser.error("these files already exist, nothing was written:\n  " + "\n  ".join(existing))
    # Without both lists the module would be written but could not build (no target, a missing product
    # in Xcode): refuse first. / Sin las dos listas el módulo no compilaría: se rechaza antes de escribir.
    package = package_with_module(root, kit)
    generator = generator_with_product(root, args.app, kit)
    if package is None:
        parser.error("Package.swift has no `let modules: [Module] = [` list to add " + kit + " to; nothing was written")
    if generator is None:
        parser.error(f"{GENERATOR} lists no local products for {args.app}; nothing was written")

    def write(path, text):
        full = path if os.path.isabs(path) else os.path.join(root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(text)
        print(f"  wrote {os.path.relpath(full, root)}")

    for path, text in planned.items():
        write(path, text)
    add_strings(root, args.app, args.name, write)
    add_identifiers(root, args.app, args.name, write)
    for path, text in (("Package.swift", package), (GENERATOR, generator)):
        if text != read(root, path):
            write(path, text)
    print("Next: python3 Scripts/generate_xcodeproj.py; make the screen reachable; swift test; ./Scripts/check "
          "(a very long NAME may need `swift format -i` on the new files); Scripts/ios-typecheck/run --target " + args.app)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
