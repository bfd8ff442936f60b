#!/usr/bin/env python3
"""Writes Apps/TestApp/Loading/loader.json: TestApp's original loading animation.

Three dots that grow and fade in turn (a "typing" pulse), 1 second loop at 60 fps, 120 x 120.
Plain Python, no dependencies: the Lottie JSON (Bodymovin schema 5.x) is written by hand so every
field is visible and reviewable. Run from the repository root:  python3 Scripts/lottie_loader.py

Escribe Apps/TestApp/Loading/loader.json: la animación de carga original de TestApp. Tres puntos
que crecen y se desvanecen por turnos, ciclo de 1 s a 60 fps, 120 x 120. Python sin dependencias:
el JSON de Lottie (esquema Bodymovin 5.x) se escribe a mano para que cada campo sea revisable.
"""
import json
import os

FRAME_RATE = 60
FRAMES = 60  # one-second loop / ciclo de un segundo
SIZE = 120
DOT_DIAMETER = 22
DOT_SPACING = 34
STAGGER = 10  # frames between dots / cuadros entre puntos
# A mid-tone blue readable on light and dark cards (close to iOS systemBlue).
# Un azul medio legible sobre fondos claros y oscuros (parecido a systemBlue de iOS).
COLOR = [0.0, 0.48, 1.0, 1.0]
OUTPUT = os.path.join(os.path.dirname(__file__), "..", "Apps", "TestApp", "Loading", "loader.json")


def static(value):
    """A property that does not change. / Una propiedad fija."""
    return {"a": 0, "k": value}


def eased(time, value):
    """A keyframe with ease-in-out to the next one. / Un cuadro clave con aceleración suave."""
    dims = len(value)
    return {
        "t": time,
        "s": value,
        "i": {"x": [0.45] * dims, "y": [1.0] * dims},
        "o": {"x": [0.55] * dims, "y": [0.0] * dims},
    }


def pulse(start, low, high):
    """low → high → low in 30 frames from `start`, resting at low the rest of the loop.
    bajo → alto → bajo en 30 cuadros desde `start`; en reposo el resto del ciclo."""
    times = [0, start, start + 15, start + 30, FRAMES]
    values = [low, low, high, low, low]
    keys = []
    for time, value in zip(times, values):
        if keys and keys[-1]["t"] == time:
            continue
        keys.append(eased(time, value))
    return {"a": 1, "k": keys}


def dot_layer(index):
    """One shape layer: a filled circle whose scale and opacity pulse.
    Una capa de forma: un círculo relleno cuya escala y opacidad laten."""
    x = SIZE / 2 + (index - 1) * DOT_SPACING
    start = index * STAGGER
    return {
        "ddd": 0,
        "ind": index + 1,
        "ty": 4,
        "nm": f"dot {index + 1}",
        "sr": 1,
        "ks": {
            "o": pulse(start, [35], [100]),
            "r": static(0),
            "p": static([x, SIZE / 2, 0]),
            "a": static([0, 0, 0]),
            "s": pulse(start, [70, 70, 100], [115, 115, 100]),
        },
        "ao": 0,
        "shapes": [
            {
                "ty": "gr",
                "nm": "circle",
                "it": [
                    {"ty": "el", "nm": "ellipse", "d": 1, "p": static([0, 0]), "s": static([DOT_DIAMETER] * 2)},
                    {"ty": "fl", "nm": "fill", "c": static(COLOR), "o": static(100), "r": 1},
                    {
                        "ty": "tr",
                        "p": static([0, 0]),
                        "a": static([0, 0]),
                        "s": static([100, 100]),
                        "r": static(0),
                        "o": static(100),
                        "sk": static(0),
                        "sa": static(0),
                    },
                ],
            }
        ],
        "ip": 0,
        "op": FRAMES,
        "st": 0,
        "bm": 0,
    }


def animation():
    return {
        "v": "5.7.4",
        "fr": FRAME_RATE,
        "ip": 0,
        "op": FRAMES,
        "w": SIZE,
        "h": SIZE,
        "nm": "TestApp loader",
        "ddd": 0,
        "assets": [],
        "layers": [dot_layer(i) for i in range(3)],
    }


def validate(document):
    """The fields lottie-ios requires, checked before writing. / Los campos que exige lottie-ios."""
    for key in ("v", "fr", "ip", "op", "w", "h", "layers"):
        assert key in document, key
    assert document["v"].startswith("5."), document["v"]
    for layer in document["layers"]:
        assert layer["ty"] == 4 and layer["shapes"], layer["nm"]
        for keyframes in (layer["ks"]["o"]["k"], layer["ks"]["s"]["k"]):
            times = [key["t"] for key in keyframes]
            assert times == sorted(set(times)) and times[-1] <= document["op"], times


def main():
    document = animation()
    validate(document)
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        json.dump(document, handle, separators=(",", ":"), sort_keys=True)
        handle.write("\n")
    print(f"wrote {os.path.normpath(OUTPUT)} ({len(document['layers'])} layers, {FRAMES} frames)")


if __name__ == "__main__":
    main()
