#!/usr/bin/env python3
"""Album photographs for TestApp (Feature 3) from scikit-image's sample data.

Copies eight public-domain / CC0 photographs shipped inside the PyPI package `scikit-image`
(`skimage/data/`, licences in docs/licenses/album.md) into
`Apps/TestApp/Assets.xcassets/Album/`:

* `album-<id>.imageset`        one universal JPEG, longest side at most FULL_MAX px;
* `album-<id>-thumb.imageset`  square centre crop downsampled here (Lanczos) to exactly
                               THUMB_SIDE x 2 and x 3 px, so the cell never scales a full photo.

Fotografías del álbum de TestApp a partir de los datos de ejemplo de scikit-image: una imagen
grande por foto y una miniatura cuadrada reducida aquí a exactamente 2x y 3x del tamaño de la
celda (AlbumLayout.thumbnailSide en el paquete).

Usage / Uso:  pip install scikit-image Pillow && python3 Scripts/album_images.py
"""
import json
import os
import pathlib
import shutil
import sys

from PIL import Image

# Must match AlbumLayout.thumbnailSide (Sources/AlbumKit/Album/AlbumEntities.swift).
# Debe coincidir con AlbumLayout.thumbnailSide del paquete.
THUMB_SIDE = 100
FULL_MAX = 1024
QUALITY = 85

# Album id -> file inside skimage/data (same order as BundledAlbumSource.photoIDs).
# Id del álbum -> archivo dentro de skimage/data (mismo orden que BundledAlbumSource).
PHOTOS = [
    ("astronaut", "astronaut.png"),
    ("coffee", "coffee.png"),
    ("chelsea", "chelsea.png"),
    ("rocket", "rocket.jpg"),
    ("hubble", "hubble_deep_field.jpg"),
    ("camera", "camera.png"),
    ("retina", "retina.jpg"),
    ("brick", "brick.png"),
]

ROOT = pathlib.Path(__file__).resolve().parent.parent
ALBUM = ROOT / "Apps" / "TestApp" / "Assets.xcassets" / "Album"
INFO = {"author": "xcode", "version": 1}


def skimage_data_dir() -> pathlib.Path:
    """The installed package's data folder. / La carpeta de datos del paquete instalado."""
    try:
        import skimage
    except ImportError:
        sys.exit("scikit-image is not installed: pip install scikit-image")
    return pathlib.Path(os.path.dirname(skimage.__file__)) / "data"


def write_json(path: pathlib.Path, value: dict) -> None:
    path.write_text(json.dumps(value, indent=2) + "\n")


def fresh_set(name: str) -> pathlib.Path:
    """An empty `<name>.imageset` folder. / Una carpeta `<name>.imageset` vacía."""
    folder = ALBUM / f"{name}.imageset"
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    return folder


def save_jpeg(image: Image.Image, path: pathlib.Path) -> None:
    # No EXIF/metadata, progressive off: small, deterministic files.
    # Sin metadatos: archivos pequeños y deterministas.
    image.save(path, "JPEG", quality=QUALITY, optimize=True)


def full_image(source: Image.Image, name: str) -> None:
    image = source.copy()
    image.thumbnail((FULL_MAX, FULL_MAX), Image.LANCZOS)
    folder = fresh_set(name)
    save_jpeg(image, folder / f"{name}.jpg")
    write_json(folder / "Contents.json", {"images": [{"filename": f"{name}.jpg", "idiom": "universal"}], "info": INFO})


def square_crop(image: Image.Image) -> Image.Image:
    side = min(image.size)
    left = (image.width - side) // 2
    top = (image.height - side) // 2
    return image.crop((left, top, left + side, top + side))


def thumbnail(source: Image.Image, name: str) -> None:
    square = square_crop(source)
    # Downsampling only: a thumbnail is never enlarged. / Solo reducir: nunca se agranda.
    if square.width < THUMB_SIDE * 3:
        sys.exit(f"{name}: source {square.width}px is smaller than the @3x thumbnail ({THUMB_SIDE * 3}px)")
    folder = fresh_set(name)
    images = [{"idiom": "universal", "scale": "1x"}]
    for scale in (2, 3):
        side = THUMB_SIDE * scale
        file = f"{name}@{scale}x.jpg"
        save_jpeg(square.resize((side, side), Image.LANCZOS), folder / file)
        images.append({"filename": file, "idiom": "universal", "scale": f"{scale}x"})
    write_json(folder / "Contents.json", {"images": images, "info": INFO})


def main() -> None:
    data = skimage_data_dir()
    ALBUM.mkdir(parents=True, exist_ok=True)
    write_json(ALBUM / "Contents.json", {"info": INFO})
    for photo_id, file in PHOTOS:
        source = Image.open(data / file).convert("RGB")
        name = f"album-{photo_id}"
        full_image(source, name)
        thumbnail(source, f"{name}-thumb")
        print(f"{name}: {source.size[0]}x{source.size[1]} from skimage/data/{file}")


if __name__ == "__main__":
    main()
