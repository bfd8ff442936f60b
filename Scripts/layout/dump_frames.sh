#!/usr/bin/env bash
# Calibration dump for layout-check (docs/layout.md, "Calibration"): runs one app's hosted
# LayoutFrameDumpTests on a simulator at each text size, in portrait, and copies the JSON it writes
# into Tools/Tests/LayoutCheckTests/Calibration/ (commit it; CalibrationDumpTests compares it with
# the model on Linux).
# Volcado de calibración: corre LayoutFrameDumpTests de una app en un simulador para cada tamaño de
# texto, en vertical, y copia el JSON a Tools/Tests/LayoutCheckTests/Calibration/ (versiónalo).
#
#   Scripts/layout/dump_frames.sh Estados|Productos|TestApp --device "iPhone SE (3rd generation)" \
#       [--sizes "large accessibility-extra-extra-extra-large"]
#
# Sizes are `xcrun simctl ui <device> content_size` names. Needs macOS with Xcode 16.3+.
# Not run on a Mac yet (no Mac here); its use of xcodebuild/simctl is untested.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
OUT="$ROOT/Tools/Tests/LayoutCheckTests/Calibration"
SCHEME="${1:-}"
DEVICE=""
SIZES="large extra-extra-extra-large accessibility-medium accessibility-extra-large accessibility-extra-extra-extra-large"
shift || true
while [ $# -gt 0 ]; do
    case "$1" in
    --device) DEVICE="$2"; shift 2 ;;
    --sizes) SIZES="$2"; shift 2 ;;
    *) echo "dump_frames: unknown argument $1" >&2; exit 2 ;;
    esac
done
case "$SCHEME" in
Estados | Productos | TestApp) ;;
*) echo "usage: Scripts/layout/dump_frames.sh Estados|Productos|TestApp --device \"<simulator>\"" >&2; exit 2 ;;
esac
[ -n "$DEVICE" ] || { echo "dump_frames: --device \"<simulator name>\" is required" >&2; exit 2; }

xcrun simctl boot "$DEVICE" 2>/dev/null || true
for size in $SIZES; do
    dump="$(mktemp -d)"
    xcrun simctl ui "$DEVICE" content_size "$size"
    # TEST_RUNNER_<NAME> reaches the hosted test's process as <NAME>.
    TEST_RUNNER_LAYOUT_DUMP_DIR="$dump" xcodebuild test -project "$ROOT/Apps/MexicoApps.xcodeproj" \
        -scheme "$SCHEME" -destination "platform=iOS Simulator,name=$DEVICE" \
        -derivedDataPath "$ROOT/.build-ios/DerivedData" \
        -only-testing:"${SCHEME}Tests/LayoutFrameDumpTests" -quiet
    cp "$dump"/*.json "$OUT"/
    # The Dynamic Type sizes (the same at every text size). / Los tamaños de Dynamic Type.
    if [ -d "$dump/DynamicType" ]; then
        mkdir -p "$OUT/DynamicType"
        cp "$dump"/DynamicType/*.json "$OUT/DynamicType/"
    fi
    # UIKit's font metrics (the same at every text size). / Las métricas de fuente de UIKit.
    if [ -d "$dump/FontMetrics" ]; then
        mkdir -p "$OUT/FontMetrics"
        cp "$dump"/FontMetrics/*.json "$OUT/FontMetrics/"
    fi
    echo "dump_frames: $size -> $(ls "$dump" | wc -l | tr -d ' ') scene(s) in $OUT"
    rm -rf "$dump"
done
xcrun simctl ui "$DEVICE" content_size large
