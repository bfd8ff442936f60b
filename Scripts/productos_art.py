#!/usr/bin/env python3
"""Original artwork of the Productos app, drawn with Pillow (no logos, no brand art).

Writes into Apps/Productos/Assets.xcassets:
  * the ten product images (the seed's asset names) at @2x and @3x,
  * the full-screen background "Fondo" (light and dark appearance) at @2x and @3x,
  * the AppIcon (1024 x 1024, single universal size, no alpha).

Every shape is drawn here from primitives, so the images are original and reproducible:
    python3 Scripts/productos_art.py

Arte original de la app Productos, dibujado con Pillow (sin logotipos ni arte de marcas).
Cada figura se dibuja aquí con primitivas: las imágenes son originales y reproducibles.
"""
import json
import math
import os
import random

from PIL import Image, ImageDraw, ImageFilter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ASSETS = os.path.join(ROOT, "Apps", "Productos", "Assets.xcassets")

# Product images are 200 x 150 points; drawn on a 400 x 300 canvas of units, supersampled.
# Las imágenes de producto miden 200 x 150 puntos; se dibujan en un lienzo de 400 x 300 unidades.
UNITS_W, UNITS_H = 400, 300
SUPER = 4  # pixels per unit while drawing (1600 x 1200), then scaled down


class Canvas:
    """A drawing surface in 'units' (400 x 300) rendered at SUPER pixels per unit.
    Superficie de dibujo en 'unidades' renderizada a SUPER píxeles por unidad."""

    def __init__(self, width=UNITS_W, height=UNITS_H, scale=SUPER, background=(255, 255, 255)):
        # RGB surface + "RGBA" drawing mode: translucent fills blend instead of punching holes.
        # Superficie RGB + modo "RGBA": los rellenos translúcidos se mezclan en vez de perforar.
        self.scale = scale
        self.image = Image.new("RGB", (int(width * scale), int(height * scale)), background)
        self.draw = ImageDraw.Draw(self.image, "RGBA")

    def _box(self, box):
        return [round(v * self.scale) for v in box]

    def _points(self, points):
        return [(round(x * self.scale), round(y * self.scale)) for x, y in points]

    def rect(self, box, fill, radius=0, outline=None, width=0):
        self.draw.rounded_rectangle(
            self._box(box), radius=radius * self.scale, fill=fill, outline=outline, width=round(width * self.scale)
        )

    def ellipse(self, box, fill, outline=None, width=0):
        self.draw.ellipse(self._box(box), fill=fill, outline=outline, width=round(width * self.scale))

    def circle(self, cx, cy, r, fill, outline=None, width=0):
        self.ellipse((cx - r, cy - r, cx + r, cy + r), fill, outline, width)

    def polygon(self, points, fill, outline=None, width=0):
        self.draw.polygon(self._points(points), fill=fill)
        if outline:
            pts = self._points(points)
            self.draw.line(pts + [pts[0]], fill=outline, width=round(width * self.scale), joint="curve")

    def line(self, points, fill, width):
        self.draw.line(self._points(points), fill=fill, width=round(width * self.scale), joint="curve")

    def arc(self, box, start, end, fill, width):
        self.draw.arc(self._box(box), start, end, fill=fill, width=round(width * self.scale))

    def shadow(self, box, blur=6, alpha=70):
        """A soft elliptical shadow under an object. / Sombra suave bajo un objeto."""
        layer = Image.new("RGBA", self.image.size, (0, 0, 0, 0))
        ImageDraw.Draw(layer).ellipse(self._box(box), fill=(0, 0, 0, alpha))
        layer = layer.filter(ImageFilter.GaussianBlur(blur * self.scale))
        self.image = Image.alpha_composite(self.image.convert("RGBA"), layer).convert("RGB")
        self.draw = ImageDraw.Draw(self.image, "RGBA")


def gradient(size, top, bottom):
    """A vertical RGBA gradient. / Degradado vertical RGBA."""
    width, height = size
    image = Image.new("RGBA", size)
    draw = ImageDraw.Draw(image)
    for y in range(height):
        t = y / max(height - 1, 1)
        color = tuple(round(a + (b - a) * t) for a, b in zip(top, bottom))
        draw.line([(0, y), (width, y)], fill=color + (255,) if len(color) == 3 else color)
    return image


def tile(canvas, top, bottom):
    """The softly coloured backdrop every product sits on (readable in light and dark mode).
    El fondo suave de cada producto (legible en modo claro y oscuro)."""
    canvas.image = gradient(canvas.image.size, top, bottom).convert("RGB")
    canvas.draw = ImageDraw.Draw(canvas.image, "RGBA")


def rounded(image, radius):
    """The image with transparent rounded corners. / La imagen con esquinas redondeadas transparentes."""
    mask = Image.new("L", image.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle([0, 0, image.size[0] - 1, image.size[1] - 1], radius=radius, fill=255)
    result = image.convert("RGBA")
    result.putalpha(mask)
    return result


def gamepad(c, cx, cy, w, body, accent, dark=(40, 40, 48)):
    """A generic two-grip game controller. / Un control genérico con dos empuñaduras."""
    h = w * 0.55
    c.ellipse((cx - w / 2, cy - h / 2 + 4, cx - w / 2 + w * 0.42, cy + h / 2 + 10), body)
    c.ellipse((cx + w / 2 - w * 0.42, cy - h / 2 + 4, cx + w / 2, cy + h / 2 + 10), body)
    c.rect((cx - w * 0.36, cy - h / 2, cx + w * 0.36, cy + h * 0.25), body, radius=h * 0.3)
    # d-pad / cruceta
    dx, dy, s = cx - w * 0.26, cy - h * 0.05, w * 0.045
    c.rect((dx - s * 2.6, dy - s * 0.8, dx + s * 2.6, dy + s * 0.8), dark, radius=2)
    c.rect((dx - s * 0.8, dy - s * 2.6, dx + s * 0.8, dy + s * 2.6), dark, radius=2)
    # four face buttons / cuatro botones
    bx, by, r = cx + w * 0.26, cy - h * 0.05, w * 0.04
    for ox, oy in ((0, -2.2), (0, 2.2), (-2.2, 0), (2.2, 0)):
        c.circle(bx + ox * r, by + oy * r, r, accent)
    # sticks / palancas
    c.circle(cx - w * 0.11, cy + h * 0.2, w * 0.065, dark)
    c.circle(cx + w * 0.11, cy + h * 0.2, w * 0.065, dark)


# ---------------------------------------------------------------------------------------------
# The ten products / Los diez productos
# ---------------------------------------------------------------------------------------------


def draw_tower_console(c):
    """XboxSerieX: a tall matte-black box console with a vented top, and a controller.
    Una consola-caja alta negra mate con ventilación arriba, y un control."""
    tile(c, (214, 236, 220), (168, 206, 182))
    c.shadow((110, 248, 300, 282))
    front = [(130, 70), (215, 70), (215, 262), (130, 262)]
    side = [(215, 70), (262, 48), (262, 236), (215, 262)]
    top = [(130, 70), (177, 48), (262, 48), (215, 70)]
    c.polygon(side, (28, 30, 32))
    c.polygon(front, (46, 48, 52))
    c.polygon(top, (70, 73, 78))
    # vent holes on top (a grid of dark dots inside an ellipse) / rejilla de ventilación
    for i in range(-4, 5):
        for j in range(-2, 3):
            x, y = 196 + i * 7 + j * 5, 59 + j * 4
            if ((i * 7) / 34) ** 2 + ((j * 4) / 10) ** 2 <= 1:
                c.circle(x, y, 1.8, (24, 25, 27))
    c.line([(140, 84), (140, 250)], (60, 63, 68), 1.2)  # front seam / unión frontal
    c.circle(150, 90, 3.5, (235, 235, 235))  # power light / luz de encendido
    c.rect((168, 140, 205, 144), (20, 21, 23), radius=2)  # disc slot / ranura
    gamepad(c, 300, 226, 110, (58, 60, 66), (150, 156, 166))


def draw_handheld(c):
    """SwitchOLED: a handheld console with a wide screen and two coloured side grips.
    Una consola portátil con pantalla ancha y dos controles laterales de color."""
    tile(c, (223, 228, 245), (182, 192, 230))
    c.shadow((50, 228, 350, 262))
    c.rect((64, 78, 114, 230), (0, 168, 168), radius=24)  # left grip / control izquierdo
    c.rect((286, 78, 336, 230), (244, 118, 82), radius=24)  # right grip / control derecho
    c.rect((104, 78, 296, 230), (34, 36, 42), radius=10)  # body / cuerpo
    # a tiny landscape on the screen, drawn on its own canvas so it stays inside the screen
    # un paisaje pequeño en la pantalla, en su propio lienzo para que no se salga
    screen = Canvas(172, 132, scale=c.scale)
    screen.image.paste(gradient(screen.image.size, (110, 190, 255), (200, 235, 255)), (0, 0))
    screen.draw = ImageDraw.Draw(screen.image, "RGBA")
    screen.ellipse((20, 70, 120, 150), (96, 186, 96))
    screen.ellipse((80, 84, 200, 164), (72, 160, 80))
    screen.rect((0, 112, 172, 132), (150, 96, 60))
    screen.circle(136, 24, 10, (255, 214, 90))
    c.image.paste(screen.image, (round(114 * c.scale), round(88 * c.scale)))
    c.draw = ImageDraw.Draw(c.image, "RGBA")
    c.rect((114, 88, 286, 220), None, radius=2, outline=(20, 20, 24), width=3)
    c.circle(89, 112, 11, (20, 90, 92))  # left stick / palanca izquierda
    for ox, oy in ((0, -9), (0, 9), (-9, 0), (9, 0)):
        c.circle(89 + ox, 170 + oy, 4.5, (20, 90, 92))
    c.circle(311, 168, 11, (150, 60, 36))  # right stick / palanca derecha
    for ox, oy in ((0, -9), (0, 9), (-9, 0), (9, 0)):
        c.circle(311 + ox, 112 + oy, 4.5, (150, 60, 36))


def draw_slim_console(c):
    """Playstation5: a white console standing on a base with a black core, and a two-tone controller.
    Una consola blanca vertical sobre una base con núcleo negro, y un control bicolor."""
    tile(c, (226, 232, 246), (176, 190, 224))
    c.shadow((120, 250, 320, 284))
    c.rect((150, 252, 214, 262), (40, 42, 48), radius=4)  # stand / base
    c.rect((163, 40, 201, 256), (30, 32, 38), radius=8)  # black core / núcleo negro
    c.polygon([(138, 46), (170, 36), (170, 250), (146, 256), (130, 120)], (248, 249, 252),
              outline=(200, 204, 214), width=1.5)
    c.polygon([(194, 36), (226, 46), (234, 120), (218, 256), (194, 250)], (248, 249, 252),
              outline=(200, 204, 214), width=1.5)
    c.line([(178, 60), (178, 120)], (70, 120, 255), 2)  # light strip / tira de luz
    c.rect((174, 150, 190, 153), (12, 12, 14), radius=1)
    gamepad(c, 300, 222, 112, (246, 247, 250), (70, 74, 90))
    c.rect((282, 194, 318, 203), (34, 36, 44), radius=4)  # touch pad / panel táctil


def draw_chair(c):
    """SillaGamer: a racing-style gaming chair with side bolsters and a five-star base.
    Una silla gamer estilo carreras con laterales y base de cinco puntas."""
    tile(c, (246, 226, 226), (220, 176, 176))
    c.shadow((120, 262, 280, 290))
    base_y = 262
    for angle in (-150, -100, -40, 0, 60):
        a = math.radians(angle)
        x, y = 200 + math.cos(a) * 62, base_y + math.sin(a) * 10
        c.line([(200, base_y - 6), (x, y)], (40, 40, 46), 7)
        c.circle(x, y + 6, 6, (26, 26, 30))
    c.rect((194, 200, 206, 256), (120, 122, 130), radius=4)  # gas lift / pistón
    c.rect((132, 182, 268, 214), (34, 34, 40), radius=12)  # seat / asiento
    c.rect((140, 188, 260, 208), (200, 40, 52), radius=8)
    # backrest with bolsters / respaldo con laterales
    c.polygon([(144, 190), (130, 60), (150, 22), (250, 22), (270, 60), (256, 190)], (34, 34, 40))
    c.polygon([(162, 186), (154, 70), (170, 40), (230, 40), (246, 70), (238, 186)], (200, 40, 52))
    c.rect((178, 50, 222, 74), (34, 34, 40), radius=10)  # head pillow / cojín
    c.rect((172, 130, 228, 156), (34, 34, 40), radius=10)  # lumbar pillow / cojín lumbar
    for x in (126, 274):  # armrests / descansabrazos
        c.rect((x - 8, 150, x + 8, 196), (50, 50, 56), radius=4)
        c.rect((x - 16, 144, x + 16, 154), (34, 34, 40), radius=4)


def draw_tv(c):
    """PantallaOLED: a thin TV on two feet, showing an abstract colourful wave.
    Una pantalla delgada sobre dos patas, con una onda abstracta de colores."""
    tile(c, (222, 226, 236), (170, 178, 196))
    c.shadow((60, 250, 340, 282))
    c.line([(110, 236), (96, 262)], (60, 62, 70), 6)
    c.line([(290, 236), (304, 262)], (60, 62, 70), 6)
    c.rect((40, 40, 360, 240), (16, 16, 20), radius=6)
    inner = (48, 48, 352, 232)
    w, h = round((inner[2] - inner[0]) * c.scale), round((inner[3] - inner[1]) * c.scale)
    picture = gradient((w, h), (22, 18, 60), (120, 30, 110))
    draw = ImageDraw.Draw(picture)
    for k, color in enumerate(((255, 120, 60), (255, 200, 80), (60, 200, 255), (140, 255, 170))):
        points = []
        for i in range(0, w + 1, 8):
            t = i / w
            points.append((i, h * (0.35 + 0.12 * k) + math.sin(t * 6.3 + k) * h * 0.12))
        draw.line(points, fill=color + (255,), width=round(h * 0.05), joint="curve")
    c.image.paste(picture, (round(inner[0] * c.scale), round(inner[1] * c.scale)))
    c.draw = ImageDraw.Draw(c.image, "RGBA")
    c.line([(60, 52), (120, 52)], (255, 255, 255, 40), 2)  # glare / reflejo


def draw_figure(c):
    """Funkos: a vinyl-style collectible figure with a big head, standing on a round base.
    Una figura de vinil coleccionable de cabeza grande sobre una base redonda."""
    tile(c, (255, 236, 214), (246, 196, 150))
    c.shadow((140, 252, 260, 280))
    c.ellipse((150, 246, 250, 274), (50, 52, 60))  # base
    c.rect((176, 196, 196, 258), (50, 70, 150), radius=6)  # legs / piernas
    c.rect((204, 196, 224, 258), (50, 70, 150), radius=6)
    c.rect((168, 150, 232, 214), (230, 80, 70), radius=14)  # body / cuerpo
    c.rect((150, 156, 170, 200), (230, 80, 70), radius=9)  # arms / brazos
    c.rect((230, 156, 250, 200), (230, 80, 70), radius=9)
    c.rect((122, 28, 278, 160), (250, 214, 180), radius=40)  # head / cabeza
    c.polygon([(122, 80), (130, 30), (200, 14), (270, 30), (278, 80), (250, 54), (200, 46), (150, 54)],
              (90, 56, 36))  # hair / cabello
    c.ellipse((158, 92, 184, 122), (20, 20, 24))  # eyes / ojos
    c.ellipse((216, 92, 242, 122), (20, 20, 24))
    c.circle(166, 100, 3.5, (255, 255, 255))
    c.circle(224, 100, 3.5, (255, 255, 255))
    c.ellipse((146, 124, 164, 134), (250, 170, 160))  # cheeks / mejillas
    c.ellipse((236, 124, 254, 134), (250, 170, 160))


def draw_keyboard(c):
    """Teclados: a mechanical keyboard seen from above with a colourful light strip.
    Un teclado mecánico visto desde arriba con una tira de luz de colores."""
    tile(c, (226, 230, 238), (178, 186, 204))
    c.shadow((30, 218, 370, 250), blur=5)
    c.rect((24, 82, 376, 226), (40, 42, 50), radius=12)
    for i in range(60):  # RGB glow under the keys / luz bajo las teclas
        t = i / 59
        color = tuple(round(127 + 127 * math.sin(2 * math.pi * (t + k / 3))) for k in range(3))
        c.rect((30 + i * 5.7, 218, 36 + i * 5.7, 222), color)
    rows = [14, 14, 13, 12]
    y = 94
    for r, count in enumerate(rows):
        x = 36
        width = (328 - (count - 1) * 4) / count
        for k in range(count):
            w = width
            color = (230, 232, 238)
            if (r == 0 and k == 0) or (r == 2 and k == count - 1):
                color = (244, 128, 60)
            c.rect((x, y, x + w, y + 24), (190, 194, 204), radius=4)
            c.rect((x + 2, y + 1.5, x + w - 2, y + 19), color, radius=3)
            x += w + 4
        y += 28
    c.rect((96, 94 + 4 * 28, 300, 94 + 4 * 28 + 10), (190, 194, 204), radius=4)  # space bar / espacio
    c.rect((98, 94 + 4 * 28 + 1, 298, 94 + 4 * 28 + 8), (230, 232, 238), radius=3)


def draw_headphones(c):
    """Audifonos: over-ear headphones with a padded headband.
    Audífonos de diadema con almohadillas."""
    tile(c, (230, 222, 246), (186, 168, 226))
    c.shadow((90, 250, 310, 282))
    c.arc((92, 28, 308, 268), 180, 360, (46, 46, 56), 16)  # headband / diadema
    c.arc((104, 40, 296, 256), 200, 340, (120, 90, 200), 8)  # padding / acolchado
    for x in (96, 304):
        c.rect((x - 10, 130, x + 10, 160), (150, 152, 160), radius=4)  # sliders / deslizadores
    for cx in (104, 296):
        c.ellipse((cx - 40, 150, cx + 40, 254), (46, 46, 56))  # ear cups / copas
        c.ellipse((cx - 30, 162, cx + 30, 242), (120, 90, 200))
        c.ellipse((cx - 18, 180, cx + 18, 224), (80, 60, 150))


def draw_mousepad(c):
    """MousePad: a large mouse pad with a wave pattern, and a mouse on it.
    Un tapete grande con un patrón de ondas y un mouse encima."""
    tile(c, (220, 240, 240), (164, 208, 210))
    c.shadow((34, 226, 366, 260), blur=5)
    c.rect((30, 60, 370, 236), (32, 54, 80), radius=16)
    for k in range(5):  # wave pattern / patrón de ondas
        points = [(40 + i * 4, 110 + k * 24 + math.sin(i / 8 + k) * 8) for i in range(83)]
        c.line(points, (60 + k * 20, 140 + k * 14, 190), 3)
    c.rect((30, 60, 370, 236), None, radius=16, outline=(20, 30, 44), width=4)  # stitched edge / borde
    c.shadow((236, 190, 318, 212), blur=4, alpha=90)
    c.ellipse((240, 92, 314, 204), (236, 238, 244))  # mouse
    c.line([(277, 94), (277, 140)], (180, 184, 194), 2)
    c.rect((272, 108, 282, 128), (90, 94, 104), radius=5)  # wheel / rueda
    c.line([(277, 92), (277, 70), (250, 56)], (200, 204, 214), 3)  # cable


def draw_posters(c):
    """Posters: three framed posters on a wall: sunset mountains, geometry and a starry night.
    Tres pósteres enmarcados: montañas al atardecer, geometría y noche estrellada."""
    tile(c, (240, 234, 222), (214, 200, 176))
    frames = [(34, 40, 144, 200), (156, 24, 268, 176), (280, 52, 372, 196)]
    for box in frames:
        c.shadow((box[0] + 4, box[1] + 8, box[2] + 6, box[3] + 10), blur=3, alpha=60)
        c.rect(box, (40, 34, 30), radius=3)
    # 1: sunset mountains / montañas al atardecer
    x0, y0, x1, y1 = 40, 46, 138, 194
    c.image.paste(gradient((round((x1 - x0) * c.scale), round((y1 - y0) * c.scale)), (255, 140, 90),
                           (255, 220, 150)), (round(x0 * c.scale), round(y0 * c.scale)))
    c.draw = ImageDraw.Draw(c.image, "RGBA")
    c.circle(89, 110, 22, (255, 240, 200))
    c.polygon([(40, 194), (40, 150), (76, 112), (104, 146), (120, 130), (138, 150), (138, 194)], (110, 60, 90))
    c.polygon([(40, 194), (40, 170), (70, 150), (100, 176), (138, 160), (138, 194)], (70, 36, 70))
    # 2: geometry / geometría
    c.rect((162, 30, 262, 170), (250, 246, 236))
    c.circle(212, 80, 30, (240, 80, 70))
    c.polygon([(172, 160), (212, 96), (252, 160)], (40, 110, 200))
    c.rect((230, 40, 254, 64), (250, 196, 60))
    # 3: starry night / noche estrellada
    c.rect((286, 58, 366, 190), (24, 30, 72))
    rng = random.Random(7)
    for _ in range(26):
        c.circle(290 + rng.random() * 72, 62 + rng.random() * 90, 1 + rng.random() * 1.2, (255, 250, 220))
    c.circle(340, 86, 12, (250, 240, 200))
    c.circle(346, 82, 11, (24, 30, 72))
    c.polygon([(286, 190), (286, 160), (320, 140), (366, 166), (366, 190)], (30, 70, 60))
    for x, y in ((89, 40), (212, 20), (326, 48)):  # pins / chinchetas
        c.circle(x, y, 4, (220, 40, 50))


PRODUCTS = {
    "XboxSerieX": draw_tower_console,
    "SwitchOLED": draw_handheld,
    "Playstation5": draw_slim_console,
    "SillaGamer": draw_chair,
    "PantallaOLED": draw_tv,
    "Funkos": draw_figure,
    "Teclados": draw_keyboard,
    "Audifonos": draw_headphones,
    "MousePad": draw_mousepad,
    "Posters": draw_posters,
}


# ---------------------------------------------------------------------------------------------
# Background and icon / Fondo e icono
# ---------------------------------------------------------------------------------------------

BACKGROUND_POINTS = (390, 844)


def draw_background(scale, dark):
    """A retro pixel landscape (hills, clouds, brick ground, floating blocks and stars); the dark
    appearance is the same scene at night. Original, no characters.
    Un paisaje retro pixelado; la apariencia oscura es la misma escena de noche. Sin personajes."""
    w, h = BACKGROUND_POINTS
    px = 6  # one "pixel" of the art, in points / un "píxel" del arte, en puntos
    sky_top, sky_bottom = ((14, 18, 48), (40, 46, 96)) if dark else ((92, 160, 252), (182, 222, 255))
    image = gradient((w * scale, h * scale), sky_top, sky_bottom)
    draw = ImageDraw.Draw(image)

    def block(x, y, color, size=px):
        draw.rectangle([x * scale, y * scale, (x + size) * scale - 1, (y + size) * scale - 1], fill=color)

    rng = random.Random(2026)
    if dark:
        for _ in range(140):
            x, y = rng.randrange(0, w, 3), rng.randrange(0, int(h * 0.6), 3)
            block(x, y, (255, 250, 220) if rng.random() < 0.7 else (180, 200, 255), 2 + rng.randrange(2))
        for dx in range(-3, 4):
            for dy in range(-3, 4):
                if dx * dx + dy * dy <= 10 and not ((dx - 1) ** 2 + (dy + 1) ** 2 <= 6):
                    block(300 + dx * px, 110 + dy * px, (250, 240, 200))
    cloud = (70, 80, 130) if dark else (255, 255, 255)
    for cx, cy in ((50, 150), (250, 240), (120, 360), (300, 470)):
        for dx, dy, rw in ((0, 0, 8), (1, -1, 6), (2, -2, 3), (-1, 1, 10)):
            for i in range(rw):
                block(cx + (dx + i) * px, cy + dy * px, cloud)
    hill_colors = ((28, 70, 48), (20, 52, 36)) if dark else ((96, 196, 96), (60, 160, 72))
    for (cx, radius), color in zip(((90, 170), (320, 130)), hill_colors):
        for x in range(-radius, radius, px):
            top = int(math.sqrt(max(radius * radius - x * x, 0)) * 0.9)
            for y in range(0, top, px):
                block(cx + x, h - 96 - y, color)
    ground, mortar = ((96, 56, 40), (60, 34, 26)) if dark else ((196, 104, 56), (130, 62, 30))
    for row, y in enumerate(range(h - 96, h, px * 3)):
        draw.rectangle([0, y * scale, w * scale, (y + px * 3) * scale], fill=ground)
        draw.line([(0, y * scale), (w * scale, y * scale)], fill=mortar, width=scale)
        offset = (row % 2) * px * 3
        for x in range(-offset, w, px * 6):
            draw.line([(x * scale, y * scale), (x * scale, (y + px * 3) * scale)], fill=mortar, width=scale)
    block_color, block_edge = ((150, 110, 40), (90, 60, 20)) if dark else ((246, 182, 60), (170, 100, 20))
    for bx, by in ((60, 560), (84, 560), (260, 600), (284, 600), (308, 600)):
        draw.rectangle([bx * scale, by * scale, (bx + 24) * scale - 1, (by + 24) * scale - 1], fill=block_edge)
        draw.rectangle([(bx + 2) * scale, (by + 2) * scale, (bx + 22) * scale - 1, (by + 22) * scale - 1],
                       fill=block_color)
        draw.rectangle([(bx + 10) * scale, (by + 8) * scale, (bx + 14) * scale - 1, (by + 16) * scale - 1],
                       fill=block_edge)
    return image.convert("RGB")


def draw_icon():
    """AppIcon: a price tag over two picker wheels on an orange-to-magenta square (no alpha).
    Icono: una etiqueta de precio sobre dos ruedas de selector en un cuadrado naranja a magenta."""
    size = 1024
    image = gradient((size, size), (255, 150, 60), (214, 40, 120)).convert("RGB")
    c = Canvas(1024, 1024, scale=1)
    c.image = image
    c.draw = ImageDraw.Draw(image, "RGBA")
    for x in (250, 774):  # picker wheels / ruedas del selector
        c.rect((x - 150, 170, x + 150, 860), (255, 255, 255, 60), radius=60)
        for k, y in enumerate(range(250, 820, 110)):
            alpha = 255 if k == 2 else 110
            c.rect((x - 110, y, x + 110, y + 50), (255, 255, 255, alpha), radius=25)
    tag = [(330, 380), (640, 380), (780, 520), (640, 660), (330, 660)]
    c.shadow((330, 640, 800, 720), blur=20, alpha=80)
    c.polygon(tag, (255, 255, 255))
    c.circle(640, 520, 30, (226, 70, 100))
    for k in range(3):  # price bars / barras de precio
        c.rect((380, 450 + k * 60, 560 - k * 50, 480 + k * 60), (226, 70, 100), radius=15)
    return c.image.convert("RGB")


# ---------------------------------------------------------------------------------------------
# Asset catalogue / Catálogo de assets
# ---------------------------------------------------------------------------------------------


def write_json(path, payload):
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(payload, handle, indent=2)
        handle.write("\n")


def write_imageset(name, images):
    """images: {(scale, appearance): PIL image}; appearance None or 'dark'."""
    folder = os.path.join(ASSETS, name + ".imageset")
    os.makedirs(folder, exist_ok=True)
    for old in os.listdir(folder):
        os.remove(os.path.join(folder, old))
    entries = []
    for appearance in (None, "dark"):
        if not any(key[1] == appearance for key in images):
            continue
        entry = {"idiom": "universal", "scale": "1x"}
        if appearance:
            entry["appearances"] = [{"appearance": "luminosity", "value": appearance}]
        entries.append(entry)
        for scale in (2, 3):
            suffix = "-dark" if appearance else ""
            filename = f"{name}{suffix}@{scale}x.png"
            images[(scale, appearance)].save(os.path.join(folder, filename), optimize=True)
            entry = {"filename": filename, "idiom": "universal", "scale": f"{scale}x"}
            if appearance:
                entry["appearances"] = [{"appearance": "luminosity", "value": appearance}]
            entries.append(entry)
    write_json(os.path.join(folder, "Contents.json"), {"images": entries, "info": {"author": "xcode", "version": 1}})


def main():
    os.makedirs(ASSETS, exist_ok=True)
    write_json(os.path.join(ASSETS, "Contents.json"), {"info": {"author": "xcode", "version": 1}})
    for name, painter in PRODUCTS.items():
        canvas = Canvas()
        painter(canvas)
        images = {}
        for scale in (2, 3):
            size = (UNITS_W // 2 * scale, UNITS_H // 2 * scale)
            images[(scale, None)] = rounded(canvas.image.resize(size, Image.LANCZOS), 14 * scale)
        write_imageset(name, images)
    background = {}
    for scale in (2, 3):
        background[(scale, None)] = draw_background(scale, dark=False)
        background[(scale, "dark")] = draw_background(scale, dark=True)
    write_imageset("Fondo", background)
    icon_folder = os.path.join(ASSETS, "AppIcon.appiconset")
    os.makedirs(icon_folder, exist_ok=True)
    draw_icon().save(os.path.join(icon_folder, "AppIcon-1024.png"), optimize=True)
    write_json(
        os.path.join(icon_folder, "Contents.json"),
        {
            "images": [{"filename": "AppIcon-1024.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"}],
            "info": {"author": "xcode", "version": 1},
        },
    )


if __name__ == "__main__":
    main()
