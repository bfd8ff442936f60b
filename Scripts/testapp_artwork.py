#!/usr/bin/env python3
"""TestApp artwork: app icon, tab icons, one icon per FeatureKind, default profile picture and the
named colours (light + dark) of Apps/TestApp/Assets.xcassets. Run from the repository root.

Arte de TestApp: icono de la app, iconos de pestañas, un icono por FeatureKind, imagen de perfil por
defecto y los colores con nombre (claro + oscuro). Ejecutar desde la raíz del repositorio.
"""
import json
import math
import os
import shutil

from PIL import Image, ImageDraw

CATALOG = "Apps/TestApp/Assets.xcassets"
SUPERSAMPLE = 4
INFO = {"author": "xcode", "version": 1}

# Named colours: (light, dark) sRGB. / Colores con nombre: (claro, oscuro).
COLORS = {
    "AccentColor": ((0.000, 0.431, 0.784), (0.255, 0.620, 1.000)),
    "ScreenBackground": ((0.949, 0.949, 0.969), (0.000, 0.000, 0.000)),
    "CardBackground": ((1.000, 1.000, 1.000), (0.110, 0.110, 0.118)),
    "CardShadow": ((0.000, 0.000, 0.000), (0.000, 0.000, 0.000)),
    "PrimaryText": ((0.000, 0.000, 0.000), (1.000, 1.000, 1.000)),
    "SecondaryText": ((0.235, 0.235, 0.263), (0.922, 0.922, 0.961)),
    "ErrorText": ((0.780, 0.110, 0.110), (1.000, 0.451, 0.412)),
}

# Feature icons: background colour and glyph. / Iconos de features: color de fondo y glifo.
FEATURES = {
    "uiComponents": ((88, 86, 214), "sliders"),
    "album": ((255, 149, 0), "photos"),
    "persistence": ((52, 199, 89), "lock"),
    "networking": ((0, 122, 255), "cloud"),
    "map": ((255, 59, 48), "pin"),
    "webView": ((90, 200, 250), "globe"),
}


def write_json(path, payload):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as handle:
        json.dump(payload, handle, indent=2, sort_keys=True)
        handle.write("\n")


def group(name):
    """A plain folder group (no namespace) so names stay short. / Grupo sin espacio de nombres."""
    folder = os.path.join(CATALOG, name)
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    write_json(os.path.join(folder, "Contents.json"), {"info": INFO})
    return folder


def canvas(size):
    big = size * SUPERSAMPLE
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    return image, ImageDraw.Draw(image), big


def finish(image, size):
    return image.resize((size, size), Image.LANCZOS)


def color_set(folder, name, light, dark):
    def component(rgb):
        return {"color-space": "srgb", "components": {
            "red": f"{rgb[0]:.3f}", "green": f"{rgb[1]:.3f}", "blue": f"{rgb[2]:.3f}", "alpha": "1.000"}}
    write_json(os.path.join(folder, f"{name}.colorset", "Contents.json"), {
        "colors": [
            {"idiom": "universal", "color": component(light)},
            {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
             "color": component(dark)},
        ],
        "info": INFO,
    })


def image_set(folder, name, draw, points, template=False):
    """2x and 3x PNGs drawn by `draw(draw_context, pixel_size)`. / PNG 2x y 3x."""
    target = os.path.join(folder, f"{name}.imageset")
    os.makedirs(target, exist_ok=True)
    images = []
    for scale in (2, 3):
        size = points * scale
        image, context, big = canvas(size)
        draw(context, big)
        filename = f"{name}@{scale}x.png"
        finish(image, size).save(os.path.join(target, filename))
        images.append({"idiom": "universal", "filename": filename, "scale": f"{scale}x"})
    payload = {"images": images, "info": INFO}
    if template:
        payload["properties"] = {"template-rendering-intent": "template"}
    write_json(os.path.join(target, "Contents.json"), payload)


# --- Glyphs, drawn in a square of side `s` (white on colour or black template) -----------------

def glyph_sliders(d, s, ink):
    for index, knob in enumerate((0.35, 0.65, 0.45)):
        y = s * (0.3 + 0.2 * index)
        d.line([(s * 0.22, y), (s * 0.78, y)], fill=ink, width=int(s * 0.05))
        x = s * (0.22 + 0.56 * knob)
        r = s * 0.07
        d.ellipse([x - r, y - r, x + r, y + r], fill=ink)


def glyph_photos(d, s, ink):
    w = int(s * 0.05)
    d.rounded_rectangle([s * 0.2, s * 0.26, s * 0.8, s * 0.74], radius=s * 0.06, outline=ink, width=w)
    d.polygon([(s * 0.26, s * 0.68), (s * 0.44, s * 0.44), (s * 0.58, s * 0.6), (s * 0.66, s * 0.52),
               (s * 0.74, s * 0.68)], fill=ink)
    d.ellipse([s * 0.6, s * 0.32, s * 0.7, s * 0.42], fill=ink)


def glyph_lock(d, s, ink):
    w = int(s * 0.06)
    d.arc([s * 0.34, s * 0.2, s * 0.66, s * 0.52], 180, 360, fill=ink, width=w)
    d.line([(s * 0.34 + w / 2, s * 0.36), (s * 0.34 + w / 2, s * 0.46)], fill=ink, width=w)
    d.line([(s * 0.66 - w / 2, s * 0.36), (s * 0.66 - w / 2, s * 0.46)], fill=ink, width=w)
    d.rounded_rectangle([s * 0.26, s * 0.44, s * 0.74, s * 0.8], radius=s * 0.06, fill=ink)


def glyph_cloud(d, s, ink):
    d.ellipse([s * 0.34, s * 0.28, s * 0.66, s * 0.6], fill=ink)
    d.ellipse([s * 0.2, s * 0.42, s * 0.46, s * 0.68], fill=ink)
    d.ellipse([s * 0.54, s * 0.42, s * 0.8, s * 0.68], fill=ink)
    d.rectangle([s * 0.33, s * 0.5, s * 0.67, s * 0.68], fill=ink)


def glyph_pin(d, s, ink):
    d.ellipse([s * 0.3, s * 0.18, s * 0.7, s * 0.58], fill=ink)
    d.polygon([(s * 0.33, s * 0.46), (s * 0.67, s * 0.46), (s * 0.5, s * 0.84)], fill=ink)


def glyph_globe(d, s, ink):
    w = int(s * 0.045)
    d.ellipse([s * 0.2, s * 0.2, s * 0.8, s * 0.8], outline=ink, width=w)
    d.ellipse([s * 0.37, s * 0.2, s * 0.63, s * 0.8], outline=ink, width=w)
    d.line([(s * 0.2, s * 0.5), (s * 0.8, s * 0.5)], fill=ink, width=w)
    d.line([(s * 0.5, s * 0.2), (s * 0.5, s * 0.8)], fill=ink, width=w)


def glyph_grid(d, s, ink):
    for row in range(2):
        for column in range(2):
            x, y = s * (0.2 + 0.32 * column), s * (0.2 + 0.32 * row)
            d.rounded_rectangle([x, y, x + s * 0.28, y + s * 0.28], radius=s * 0.05, fill=ink)


def glyph_person(d, s, ink):
    d.ellipse([s * 0.35, s * 0.14, s * 0.65, s * 0.44], fill=ink)
    d.chord([s * 0.18, s * 0.5, s * 0.82, s * 1.3], 180, 360, fill=ink)
    d.rectangle([s * 0.18, s * 0.9, s * 0.82, s], fill=ink)


GLYPHS = {"sliders": glyph_sliders, "photos": glyph_photos, "lock": glyph_lock, "cloud": glyph_cloud,
          "pin": glyph_pin, "globe": glyph_globe}


def feature_icon(background, glyph):
    def draw(d, s):
        d.rounded_rectangle([0, 0, s - 1, s - 1], radius=s * 0.22, fill=background + (255,))
        GLYPHS[glyph](d, s, (255, 255, 255, 255))
    return draw


def template(glyph):
    return lambda d, s: glyph(d, s, (0, 0, 0, 255))


def default_profile(d, s):
    """Grey disc with a light silhouette cut to the disc. / Disco gris con silueta recortada al disco."""
    portrait = Image.new("RGBA", (s, s), (142, 142, 147, 255))
    glyph_person(ImageDraw.Draw(portrait), s, (229, 229, 234, 255))
    mask = Image.new("L", (s, s), 0)
    ImageDraw.Draw(mask).ellipse([0, 0, s - 1, s - 1], fill=255)
    d._image.paste(portrait, (0, 0), mask)


def app_icon():
    size = 1024
    image, d, s = canvas(size)
    top, bottom = (0, 110, 200), (88, 86, 214)
    for y in range(s):
        t = y / s
        d.line([(0, y), (s, y)], fill=tuple(int(top[i] + (bottom[i] - top[i]) * t) for i in range(3)) + (255,))
    # Two cards, the Features list in miniature. / Dos tarjetas: la lista Features en miniatura.
    for index in range(3):
        y = s * (0.2 + 0.22 * index)
        d.rounded_rectangle([s * 0.16, y, s * 0.84, y + s * 0.17], radius=s * 0.04, fill=(255, 255, 255, 235))
        d.rounded_rectangle([s * 0.2, y + s * 0.03, s * 0.31, y + s * 0.14], radius=s * 0.025,
                            fill=FEATURES[list(FEATURES)[index]][0] + (255,))
        d.rounded_rectangle([s * 0.36, y + s * 0.045, s * 0.74, y + s * 0.075], radius=s * 0.01,
                            fill=(60, 60, 67, 255))
        d.rounded_rectangle([s * 0.36, y + s * 0.1, s * 0.64, y + s * 0.125], radius=s * 0.01,
                            fill=(142, 142, 147, 255))
    folder = os.path.join(CATALOG, "AppIcon.appiconset")
    os.makedirs(folder, exist_ok=True)
    finish(image, size).convert("RGB").save(os.path.join(folder, "AppIcon.png"))
    write_json(os.path.join(folder, "Contents.json"), {
        "images": [{"filename": "AppIcon.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"}],
        "info": INFO})


def main():
    if not os.path.exists(os.path.join(CATALOG, "Contents.json")):
        write_json(os.path.join(CATALOG, "Contents.json"), {"info": INFO})
    app_icon()
    colors = group("Colors")
    for name, (light, dark) in COLORS.items():
        color_set(colors, name, light, dark)
    tabs = group("Tabs")
    image_set(tabs, "tab-features", template(glyph_grid), 25, template=True)
    image_set(tabs, "tab-profile", template(glyph_person), 25, template=True)
    features = group("Features")
    for kind, (background, glyph) in FEATURES.items():
        image_set(features, f"feature-{kind}", feature_icon(background, glyph), 56)
    profile = group("Profile")
    image_set(profile, "profile-default", default_profile, 120)


if __name__ == "__main__":
    main()
