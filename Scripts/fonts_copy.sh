#!/usr/bin/env bash
# Copies TestApp's custom font (Lato 2.0, SIL Open Font License 1.1) from the Debian package
# fonts-lato into Apps/TestApp/Resources/Fonts/, with its licence text beside it.
# Copia la fuente de TestApp (Lato 2.0, licencia SIL OFL 1.1) del paquete Debian fonts-lato a
# Apps/TestApp/Resources/Fonts/, con el texto de su licencia al lado.
#
# Usage / Uso (from the repository root / desde la raíz): Scripts/fonts_copy.sh
# Needs / Requiere: apt-get install -y fonts-lato
set -euo pipefail

SOURCE=/usr/share/fonts/truetype/lato
LICENCE=/usr/share/doc/fonts-lato/copyright
DEST="$(cd "$(dirname "$0")/.." && pwd)/Apps/TestApp/Resources/Fonts"
FACES=(Lato-Regular Lato-Bold)  # keep in sync with AppTypography.Face and UIAppFonts

if [[ ! -d "$SOURCE" ]]; then
    echo "fonts-lato is not installed: apt-get install -y fonts-lato" >&2
    exit 1
fi

mkdir -p "$DEST"
for face in "${FACES[@]}"; do
    install -m 0644 "$SOURCE/$face.ttf" "$DEST/$face.ttf"
done
# The OFL requires the licence to travel with the fonts. / La OFL exige acompañar las fuentes con su licencia.
# Only the font part of Debian's copyright file. / Solo la parte de la fuente.
sed '/^Files: debian/,$d' "$LICENCE" >"$DEST/Lato-OFL.txt"
echo "copied ${FACES[*]} and Lato-OFL.txt to $DEST"
