# What Scripts/run-ios and Scripts/test-ios share (sourced, bash 3.2): the project's schemes, the Xcode
# gate and the simulator choice (Scripts/lib/pick_simulator.py, which the GitHub workflow uses too).
# Lo que comparten run-ios y test-ios: los esquemas, la versión mínima de Xcode y la elección del simulador.
# The sourcing script defines fail() and ROOT. / El script que lo carga define fail() y ROOT.

IOS_PROJECT="$ROOT/Apps/MexicoApps.xcodeproj"
IOS_SCHEMES_DIR="$IOS_PROJECT/xcshareddata/xcschemes"
IOS_OUT="$ROOT/.build-ios"

# The project's shared schemes, one per line. / Los esquemas compartidos del proyecto.
ios_known_schemes() {
    local file
    for file in "$IOS_SCHEMES_DIR"/*.xcscheme; do
        [[ -e "$file" ]] && basename "$file" .xcscheme
    done
}

# Fails unless $1 names a shared scheme. / Falla si $1 no es un esquema compartido.
ios_require_scheme() {
    if [[ "$1" == */* || ! -f "$IOS_SCHEMES_DIR/$1.xcscheme" ]]; then
        fail "unknown scheme \"$1\"; the project's shared schemes are: $(ios_known_schemes | tr '\n' ' ')(in $IOS_SCHEMES_DIR)"
    fi
}

# Fails unless a full Xcode 16.3 or newer is selected (the package needs swift-tools 6.1).
# Falla si no hay un Xcode 16.3 o posterior seleccionado (el paquete necesita swift-tools 6.1).
ios_require_xcode() {
    local tool text version
    for tool in xcodebuild xcrun python3; do
        command -v "$tool" >/dev/null 2>&1 \
            || fail "$tool not found: install Xcode 16.3 or newer from the App Store, open it once, then run
  sudo xcode-select -s /Applications/Xcode.app
(the Command Line Tools alone have no iOS simulator)"
    done
    # xcodebuild exists but may be the Command Line Tools' shim, or an Xcode too old for swift-tools 6.1.
    # xcodebuild puede ser el de las Command Line Tools, o un Xcode demasiado antiguo para swift-tools 6.1.
    text="$(xcodebuild -version 2>&1)" \
        || fail "xcodebuild cannot run (${text%%$'\n'*}); select a full Xcode 16.3+: sudo xcode-select -s /Applications/Xcode.app"
    version="$(awk '$1 == "Xcode" { print $2; exit }' <<<"$text")"
    IFS=. read -r MAJOR MINOR _ <<<"${version:-0.0}"
    if ((${MAJOR:-0} < 16 || (${MAJOR:-0} == 16 && ${MINOR:-0} < 3))); then
        fail "Xcode ${version:-(unknown)} is too old: the package needs swift-tools 6.1, which ships with Xcode 16.3"
    fi
}

# Picks a simulator the selected Xcode can run and sets SIM_RUNTIME, SIM_UDID, SIM_STATE, SIM_NAME; the
# arguments go to pick_simulator.py (--device NAME, --booted-first). python3 comes with Xcode's tools.
# Elige un simulador que el Xcode seleccionado puede usar; los argumentos van a pick_simulator.py.
ios_pick_simulator() {
    local listing sdk chosen
    listing="$(xcrun simctl list -j devices available)" \
        || fail "xcrun simctl list failed; is Xcode's iOS simulator runtime installed (Xcode ▸ Settings ▸ Components)?"
    # Runtimes newer than this Xcode's simulator SDK are left out (an image may carry newer ones).
    # Se descartan los runtimes más nuevos que el SDK del simulador de este Xcode.
    sdk="$(xcrun --sdk iphonesimulator --show-sdk-version 2>/dev/null || true)"
    # Only its standard output is the choice; a message on standard error is what `fail` says.
    # Solo su salida estándar es la elección; un mensaje en la salida de error es lo que dice `fail`.
    local errors
    errors="$(mktemp)"
    if ! chosen="$(python3 "$ROOT/Scripts/lib/pick_simulator.py" --sdk "$sdk" "$@" 2>"$errors" <<<"$listing")"; then
        chosen="$(cat "$errors")"
        rm -f "$errors"
        fail "$chosen"
    fi
    rm -f "$errors"
    IFS=$'\t' read -r SIM_RUNTIME SIM_UDID SIM_STATE SIM_NAME <<<"$chosen"
}
