#!/usr/bin/env python3
"""Writes Sources/TypeMetricsKit/FontTables.swift: advance widths and vertical metrics of the
faces the layout model measures text with, each number from a recorded source.

- Lato Regular / Bold: the repository's own fonts (Apps/TestApp/Resources/Fonts): exact.
- The system font (SF Pro, regular and bold): no SF file is read or committed. Line metrics are
  public `UIFont` measurements (SF_VERTICAL below, with their sources). Widths: Liberation Sans
  (Debian package fonts-liberation2, SIL OFL 1.1) widened, character by character, to at least the
  public UIKit measurements of SF's advances (SF_MEASURED) and by WIDTH_MARGIN, plus Apple's HIG
  tracking per point size
  (HIG_TRACKING). `--check` also proves the widened face never narrower than every measurement, for
  every string the apps' files hold (prove_never_narrower).
- Estados' Futura-Medium: Liberation Sans Bold's widths (no public Futura width measurement was
  found) with the line metrics in FUTURA_VERTICAL (source recorded there).

Usage: python3 Scripts/layout/font_metrics.py [--check | --prove]   (writing needs fonttools)
  --check   compare with the committed file instead of writing it (exit 1 if it differs or the
            proof fails)
  --prove   only the proof, on the committed FontTables.swift (python3 alone: no fontTools, no
            Liberation files)

Escribe las anchuras y métricas verticales de las fuentes con que el modelo de layout mide el
texto, cada número con su fuente. Lato es exacta; SF: métricas verticales medidas en UIKit y
anchos de Liberation Sans ensanchados hasta las mediciones públicas de SF, más el tracking de la HIG.
"""
import glob
import json
import os
import re
import sys
import unicodedata


ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.realpath(__file__)), "..", ".."))
OUT = os.path.join(ROOT, "Sources", "TypeMetricsKit", "FontTables.swift")
LIBERATION = os.environ.get("LIBERATION_DIR", "/usr/share/fonts/truetype/liberation2")
LATO = [
    ("latoRegular", os.path.join(ROOT, "Apps/TestApp/Resources/Fonts/Lato-Regular.ttf")),
    ("latoBold", os.path.join(ROOT, "Apps/TestApp/Resources/Fonts/Lato-Bold.ttf")),
]
LIBERATION_REGULAR = os.path.join(LIBERATION, "LiberationSans-Regular.ttf")
LIBERATION_BOLD = os.path.join(LIBERATION, "LiberationSans-Bold.ttf")

# --- The system font's line (ems) / La línea de la fuente del sistema ------------------------------
# UIKit's `UIFont.systemFont(ofSize: 17)`: ascender 16.1865234375, descender -4.1005859375, leading 0,
# lineHeight 20.287109375 (= 2444/2048 em, 1.193359375 em; 47.734375 pt at 40 pt). Sources, each a
# printed or asserted UIKit value: gillygize/FloorplanB, FloorplanBTests/NSAttributedString+
# FloorplanBTests.swift (NSAttributedString size at systemFont 17: height 20.287109375); the iOS 26.1
# probe quoted in SF_MEASURED (ascender/descender above, the same for bold); issue 32 (47.734375 pt at
# 40 pt). Bold has the same vertical metrics (the same probe's bold 17 pt).
SF_VERTICAL = {"ascender": 16.1865234375 / 17, "descender": 4.1005859375 / 17, "lineGap": 0.0}
SF_VERTICAL_SOURCE = (
    "UIFont.systemFont(ofSize: 17): ascender 16.1865234375, descender -4.1005859375, lineHeight "
    "20.287109375 (gillygize/FloorplanB NSAttributedString+FloorplanBTests.swift; an iOS 26.1 UIFont "
    "probe); 47.734375 pt at 40 pt (issue 32)")

# --- Futura-Medium's line / La línea de Futura-Medium ---------------------------------------------
# No public `UIFont(name: "Futura-Medium", size:)` measurement was found (searched: printed
# ascender/descender/lineHeight). The line is the one the repository's review observed on a device
# (≈ 110 pt rows at AX5 with rows of 1.5 lines: ≈ 73 pt lines at 56 pt, 1.31 em; EstadosKit's
# PickerRowSizeTests has used it since), split as ascender 1.04, descender 0.27 (the baseline only
# places text in the pictures). The device dump (LayoutFrameDumpTests) writes UIKit's own value.
FUTURA_VERTICAL = {"ascender": 1.04, "descender": 0.27, "lineGap": 0.0}
FUTURA_VERTICAL_SOURCE = (
    "no public UIFont measurement found; 1.31 em from the review's ≈ 110 pt rows at AX5 (≈ 73 pt "
    "lines at 56 pt), as PickerRowSizeTests assumes")

# --- SF's advances as UIKit measures them / Los avances de SF medidos por UIKit -------------------
# Public measurements of `UIFont.systemFont(ofSize:)` advances for printable ASCII (U+0020…U+007E),
# in points, from an iOS 26.1 UIKit probe published as source (header: "SFUI metrics harvested from
# …/font_metrics_ios.json (Tools/oracle2/fontprobe, iOS 26.1)"; "CTLine width of "Hello" at 17 pt is
# the sum of those five advances (38.814453125), matching … UILabel"). These are measurements of what
# UIKit lays out, not a font: no SF file is read. 12 pt carries no tracking (HIG: 0), so its
# advances / 12 are SF's base advances in ems; 13 and 17 pt check the HIG table against them.
SF_MEASURED_SOURCE = "iOS 26.1 UIKit probe of systemFont advances, 12/13/17 pt regular, 17 pt bold"
SF_MEASURED = {
    ("regular", 12): [
        3.375, 3.732421875, 5.73046875, 7.55859375, 7.55859375, 11.103515625, 8.537109375, 3.5625,
        4.58203125, 4.58203125, 5.66015625, 7.55859375, 3.5625, 5.66015625, 3.5625, 3.65625,
        7.55859375, 5.56640625, 7.2421875, 7.5234375, 7.72265625, 7.41796875, 7.640625, 6.83203125,
        7.6640625, 7.640625, 3.5625, 3.5625, 7.55859375, 7.55859375, 7.55859375, 6.15234375,
        11.015625, 8.0859375, 7.88671875, 8.58984375, 8.71875, 7.1484375, 6.8671875, 8.958984375,
        8.90625, 3.2109375, 6.45703125, 7.904296875, 6.814453125, 10.48828125, 8.90625, 9.2578125,
        7.623046875, 9.2578125, 7.83984375, 7.646484375, 7.60546875, 8.84765625, 8.0859375,
        11.61328125, 8.14453125, 7.86328125, 7.939453125, 4.58203125, 3.65625, 4.58203125,
        7.55859375, 7.001953125, 6.0, 6.62109375, 7.37109375, 6.71484375, 7.37109375, 6.85546875,
        4.341796875, 7.3125, 7.060546875, 2.96484375, 2.958984375, 6.515625, 3.03515625,
        10.44140625, 7.001953125, 7.08984375, 7.32421875, 7.3125, 4.5703125, 6.28125, 4.359375,
        7.001953125, 6.50390625, 9.29296875, 6.29296875, 6.515625, 6.46875, 4.58203125, 3.10546875,
        4.58203125, 7.55859375],
    ("regular", 13): [
        3.580078125, 3.96728515625, 6.1318359375, 8.1123046875, 8.1123046875, 11.95263671875,
        9.17236328125, 3.783203125, 4.8876953125, 4.8876953125, 6.0556640625, 8.1123046875,
        3.783203125, 6.0556640625, 3.783203125, 3.884765625, 8.1123046875, 5.9541015625,
        7.76953125, 8.07421875, 8.2900390625, 7.9599609375, 8.201171875, 7.3251953125, 8.2265625,
        8.201171875, 3.783203125, 3.783203125, 8.1123046875, 8.1123046875, 8.1123046875,
        6.5888671875, 11.857421875, 8.68359375, 8.4677734375, 9.2294921875, 9.369140625,
        7.66796875, 7.36328125, 9.62939453125, 9.572265625, 3.40234375, 6.9189453125,
        8.48681640625, 7.30615234375, 11.2861328125, 9.572265625, 9.953125, 8.18212890625,
        9.953125, 8.4169921875, 8.20751953125, 8.1630859375, 9.5087890625, 8.68359375,
        12.5048828125, 8.7470703125, 8.4423828125, 8.52490234375, 4.8876953125, 3.884765625,
        4.8876953125, 8.1123046875, 7.50927734375, 6.423828125, 7.0966796875, 7.9091796875,
        7.1982421875, 7.9091796875, 7.3505859375, 4.62744140625, 7.845703125, 7.57275390625,
        3.1357421875, 3.12939453125, 6.982421875, 3.2119140625, 11.2353515625, 7.50927734375,
        7.6044921875, 7.8583984375, 7.845703125, 4.875, 6.728515625, 4.646484375, 7.50927734375,
        6.9697265625, 9.9912109375, 6.7412109375, 6.982421875, 6.931640625, 4.8876953125,
        3.2880859375, 4.8876953125, 8.1123046875],
    ("regular", 17): [
        4.349609375, 4.85595703125, 7.6865234375, 10.2763671875, 10.2763671875, 15.29833984375,
        11.66259765625, 4.615234375, 6.0595703125, 6.0595703125, 7.5869140625, 10.2763671875,
        4.615234375, 7.5869140625, 4.615234375, 4.748046875, 10.2763671875, 7.4541015625, 9.828125,
        10.2265625, 10.5087890625, 10.0771484375, 10.392578125, 9.2470703125, 10.42578125,
        10.392578125, 4.615234375, 4.615234375, 10.2763671875, 10.2763671875, 10.2763671875,
        8.2841796875, 15.173828125, 11.0234375, 10.7412109375, 11.7373046875, 11.919921875,
        9.6953125, 9.296875, 12.26025390625, 12.185546875, 4.1171875, 8.7158203125, 10.76611328125,
        9.22216796875, 14.4267578125, 12.185546875, 12.68359375, 10.36767578125, 12.68359375,
        10.6748046875, 10.40087890625, 10.3427734375, 12.1025390625, 11.0234375, 16.0205078125,
        11.1064453125, 10.7080078125, 10.81591796875, 6.0595703125, 4.748046875, 6.0595703125,
        10.2763671875, 9.48779296875, 8.068359375, 8.9482421875, 10.0107421875, 9.0810546875,
        10.0107421875, 9.2802734375, 5.71923828125, 9.927734375, 9.57080078125, 3.7685546875,
        3.76025390625, 8.798828125, 3.8681640625, 14.3603515625, 9.48779296875, 9.6123046875,
        9.9443359375, 9.927734375, 6.04296875, 8.466796875, 5.744140625, 9.48779296875,
        8.7822265625, 12.7333984375, 8.4833984375, 8.798828125, 8.732421875, 6.0595703125,
        3.9677734375, 6.0595703125, 10.2763671875],
    ("bold", 17): [
        3.951171875, 5.623779296875, 9.23876953125, 10.98193359375, 10.98193359375, 17.17431640625,
        12.222900390625, 5.478515625, 6.8564453125, 6.8564453125, 7.802734375, 10.98193359375,
        5.478515625, 7.802734375, 5.478515625, 5.25439453125, 11.2060546875, 8.267578125,
        10.50048828125, 10.9404296875, 11.24755859375, 10.844970703125, 11.189453125, 9.8447265625,
        11.36376953125, 11.189453125, 5.478515625, 5.478515625, 10.98193359375, 10.98193359375,
        10.98193359375, 9.03955078125, 15.327392578125, 12.01953125, 11.35546875, 12.1689453125,
        12.272705078125, 10.139404296875, 9.724365234375, 12.49267578125, 12.8828125, 4.98046875,
        9.78662109375, 11.625244140625, 9.6787109375, 14.978759765625, 12.62548828125,
        12.936767578125, 11.019287109375, 12.936767578125, 11.3720703125, 11.044189453125,
        10.791015625, 12.49267578125, 11.82861328125, 16.72607421875, 11.9697265625, 11.6044921875,
        11.052490234375, 6.8564453125, 5.25439453125, 6.8564453125, 10.98193359375,
        10.230712890625, 8.068359375, 9.591552734375, 10.6416015625, 9.55419921875, 10.6416015625,
        9.782470703125, 6.503662109375, 10.537841796875, 10.313720703125, 4.44921875,
        4.445068359375, 9.790771484375, 4.58203125, 15.41455078125, 10.230712890625,
        10.10205078125, 10.56689453125, 10.5751953125, 6.96435546875, 9.197265625, 6.58251953125,
        10.230712890625, 9.475341796875, 13.97021484375, 9.43798828125, 9.72021484375, 9.197265625,
        6.8564453125, 4.65673828125, 6.8564453125, 10.98193359375],
}

# --- Apple's tracking for SF Pro on iOS, 1/1000 em by point size / El tracking de la HIG ----------
# Human Interface Guidelines, Typography, "Tracking values" (iOS, SF Pro):
# https://developer.apple.com/design/human-interface-guidelines/typography#Specifications
# (as transcribed in charliecm/figma-fix-sf code.ts, TRACKING_DEFAULT: a size not in the table takes
# the last listed size below it; 80 pt and more: 0). Spot-checked: uxcel's HIG course (10: +12,
# 12: 0, 13: -6, 17: -26, 28: +14) and the 13 and 17 pt measurements above (prove_tracking).
HIG_TRACKING = {
    6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20, 17: -26,
    18: -25, 19: -24, 20: -23, 21: -18, 22: -12, 23: -4, 24: 3, 25: 6, 26: 8, 27: 11, 28: 14,
    31: 13, 33: 12, 35: 11, 36: 10, 41: 9, 44: 8, 49: 7, 52: 6, 58: 5, 60: 4, 66: 3, 68: 2, 76: 1,
    80: 0}
# --- A margin for other iOS versions / Un margen para otras versiones de iOS -----------------------
# The measurements above are one iOS version's (26.1). The same string measured on iOS 11:
# "This is a test string" at systemFont 17 is 144.09326171875 pt (gillygize/FloorplanB,
# FloorplanBTests/NSAttributedString+FloorplanBTests.swift), 0.48 % more than the 26.1 advances sum
# to (143.40). The widened widths are raised by twice that drift, 1 %, and checked against every
# published string measurement (PUBLISHED_STRINGS).
WIDTH_MARGIN = 1.01
PUBLISHED_STRINGS = [
    ("regular", 17, "This is a test string", 144.09326171875, "gillygize/FloorplanB, iOS 11"),
    ("regular", 17, "Hello", 38.814453125, "the iOS 26.1 probe"),
]

TRACKING_SOURCE = "Apple HIG Typography, Tracking values (iOS SF Pro), via charliecm/figma-fix-sf"
# Printable ASCII, Latin-1 and the punctuation the strings files use.
CHARACTERS = [chr(c) for c in range(0x20, 0x7F)] + [chr(c) for c in range(0xA0, 0x100)] + list(
    "–—‘’“”…•€→←↑↓✓")
ASCII = [chr(c) for c in range(0x20, 0x7F)]


def read_face(path):
    """Vertical metrics (ems) and advances (ems) of CHARACTERS in a font file."""
    from fontTools.ttLib import TTFont  # only to generate; --prove reads the committed tables

    font = TTFont(path)
    em = font["head"].unitsPerEm
    hhea = font["hhea"]
    cmap = font.getBestCmap()
    metrics = font["hmtx"].metrics
    advances = {}
    for ch in CHARACTERS:
        glyph = cmap.get(ord(ch))
        if glyph is not None:
            advances[ch] = metrics[glyph][0] / em
    vertical = {"ascender": hhea.ascent / em, "descender": -hhea.descent / em, "lineGap": hhea.lineGap / em}
    return vertical, advances


def tracking(size):
    """HIG tracking (1/1000 em) at a point size: the last listed size at or below it."""
    if size >= 80:
        return 0
    listed = [s for s in HIG_TRACKING if s <= int(size)]
    return HIG_TRACKING[max(listed)] if listed else HIG_TRACKING[6]


def tracking_by_size():
    """The table by whole point size, 0…79 (index: the size rounded down)."""
    return [tracking(size) for size in range(80)]


def measured_base(weight):
    """SF's base advance (ems, before tracking) of each ASCII character: the widest the
    measurements imply, measured(size) / size − tracking(size)."""
    base = {}
    for (w, size), advances in SF_MEASURED.items():
        if w != weight:
            continue
        for ch, advance in zip(ASCII, advances):
            base[ch] = max(base.get(ch, 0.0), advance / size - tracking(size) / 1000)
    return base


def measured_key(ch):
    """The ASCII character whose measurement stands for `ch` (an accented letter: its base letter)."""
    if ch in ASCII:
        return ch
    decomposed = unicodedata.normalize("NFD", ch)[0]
    return decomposed if decomposed in ASCII and decomposed != ch else None


def widened(stand_in, base):
    """Stand-in advances raised to SF's measured base where SF is wider; a character no
    measurement covers is widened by the largest ratio any measured character needed."""
    ratio = max(base[ch] / stand_in[ch] for ch in ASCII if stand_in.get(ch))
    out = {}
    for ch, width in stand_in.items():
        key = measured_key(ch)
        out[ch] = (max(width, base[key]) if key else width * max(ratio, 1.0)) * WIDTH_MARGIN
    return out, ratio


def faces():
    """(name, vertical metrics, advances, tracking, source note) of every face the model uses."""
    result = []
    for name, path in LATO:
        vertical, advances = read_face(path)
        result.append((name, vertical, advances, [], "the font file"))
    _, regular = read_face(LIBERATION_REGULAR)
    _, bold = read_face(LIBERATION_BOLD)
    regular_widths, _ = widened(regular, measured_base("regular"))
    bold_widths, _ = widened(bold, measured_base("bold"))
    result.append(("sfProRegular", SF_VERTICAL, regular_widths, tracking_by_size(), SF_VERTICAL_SOURCE))
    result.append(("sfProBold", SF_VERTICAL, bold_widths, tracking_by_size(), SF_VERTICAL_SOURCE))
    result.append(("futuraMediumStandIn", FUTURA_VERTICAL, bold, [], FUTURA_VERTICAL_SOURCE))
    return result


def face_table(name, vertical, advances, trak, source):
    widest = max(advances.values())
    lines = [f"    /// Line metrics: {source}.",
             f"    static let {name} = FontFace(",
             f'        name: "{name}", ascender: {vertical["ascender"]!r}, descender: {vertical["descender"]!r},',
             f'        lineGap: {vertical["lineGap"]!r}, widestAdvance: {widest!r},',
             f"        trackingPerMille: {[float(t) for t in trak]!r},",
             "        advances: ["]
    for ch, w in advances.items():
        key = ch.replace("\\", "\\\\").replace('"', '\\"')
        lines.append(f'            "{key}": {w!r},')
    lines.append("        ])")
    return "\n".join(lines)


# --- The proof / La prueba --------------------------------------------------------------------------

def app_strings():
    """Every text the apps' files hold: strings-file values, storyboard texts, states.json strings."""
    texts = set()
    entry = re.compile(r'^\s*"(?:[^"\\]|\\.)*"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;', re.M)
    for path in glob.glob(os.path.join(ROOT, "Apps", "**", "*.strings"), recursive=True):
        with open(path, encoding="utf-8") as f:
            texts.update(v.replace('\\"', '"').replace("\\n", "\n") for v in entry.findall(f.read()))
    attribute = re.compile(r'\b(?:text|title|placeholder)="([^"]*)"')
    for path in glob.glob(os.path.join(ROOT, "Apps", "**", "*.storyboard"), recursive=True):
        with open(path, encoding="utf-8") as f:
            texts.update(attribute.findall(f.read()))

    def leaves(value):
        if isinstance(value, str):
            texts.add(value)
        elif isinstance(value, dict):
            for item in value.values():
                leaves(item)
        elif isinstance(value, list):
            for item in value:
                leaves(item)
    with open(os.path.join(ROOT, "Apps", "Estados", "Resources", "states.json"), encoding="utf-8") as f:
        leaves(json.load(f))
    return sorted(line for text in texts for line in text.split("\n") if line)


def model_width(advances, text, size):
    """What FontFace.width gives: advances × size plus tracking on every character when it widens,
    on all but the last when it narrows (erring wide)."""
    t = tracking(size) * size / 1000
    gaps = len(text) if t > 0 else max(len(text) - 1, 0)
    return sum(advances[ch] for ch in text) * size + t * gaps


def prove_never_narrower(generated):
    """For each measurement (weight, size) and every app string, the characters a measurement covers
    are never narrower in the model than measured. Returns the failures."""
    faces_by_weight = {"regular": generated["sfProRegular"], "bold": generated["sfProBold"]}
    failures = []
    strings = app_strings()
    for (weight, size), advances in SF_MEASURED.items():
        measured = dict(zip(ASCII, advances))
        for text in strings:
            covered = "".join(ch for ch in text if measured_key(ch))
            real = sum(measured[measured_key(ch)] for ch in covered)
            if model_width(faces_by_weight[weight], covered, size) < real - 1e-9:
                failures.append(f"{weight} {size} pt: {text!r}")
    for weight, size, text, width, source in PUBLISHED_STRINGS:
        if model_width(faces_by_weight[weight], text, size) < width:
            failures.append(f"{weight} {size} pt: {text!r} measured {width} ({source})")
    return failures, len(strings)


def render():
    generated = faces()
    body = "\n\n".join(face_table(*face) for face in generated)
    text = f"""// Generated by Scripts/layout/font_metrics.py — do not edit; run it again instead.
// Generado por Scripts/layout/font_metrics.py — no editar; volver a correrlo.
// swift-format-ignore-file

/// Advance widths (in ems), vertical metrics and tracking (1/1000 em by whole point size) of the
/// faces the layout model measures with. SF's widths: Liberation Sans widened to {SF_MEASURED_SOURCE};
/// tracking: {TRACKING_SOURCE}.
/// Anchuras de avance (en ems), métricas verticales y tracking de las fuentes que mide el modelo.
extension FontFace {{
{body}
}}
"""
    return text, {name: advances for name, _, advances, _, _ in generated}


def committed_advances():
    """The SF faces' advances as committed in FontTables.swift."""
    with open(OUT, encoding="utf-8") as f:
        source = f.read()
    faces = {}
    for name in ("sfProRegular", "sfProBold"):
        start = source.index(f"static let {name} =")
        block = source[start:source.index("])", start)]
        entries = re.findall(r'^\s+"((?:[^"\\]|\\.)*)": ([0-9.e-]+),$', block, re.M)
        faces[name] = {key.replace('\\"', '"').replace("\\\\", "\\"): float(value) for key, value in entries}
    return faces


def main():
    if "--prove" in sys.argv[1:]:
        failures, count = prove_never_narrower(committed_advances())
        for failure in failures:
            print(f"narrower than measured: {failure}")
        print(f"proof: {count} app strings never narrower than the {len(SF_MEASURED)} SF measurements"
              if not failures else f"proof failed: {len(failures)} cases")
        sys.exit(1 if failures else 0)
    text, generated = render()
    failures, count = prove_never_narrower(generated)
    for failure in failures:
        print(f"narrower than measured: {failure}")
    print(f"proof: {count} app strings never narrower than the {len(SF_MEASURED)} SF measurements"
          if not failures else f"proof failed: {len(failures)} cases")
    if "--check" in sys.argv[1:]:
        with open(OUT, encoding="utf-8") as f:
            same = f.read() == text
        print("FontTables.swift is up to date" if same else "FontTables.swift differs: run the script")
        sys.exit(0 if same and not failures else 1)
    if failures:
        sys.exit(1)
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {os.path.relpath(OUT, ROOT)}")


if __name__ == "__main__":
    main()
