#!/usr/bin/env python3
"""Builds Apps/Estados/Resources/states.json from the INEGI 2020 facts and our descriptions.

Each state's everyday name comes in both languages ("shortName": {"es", "en"}): one English name per
state, the one the English descriptions use ("Mexico City", "State of Mexico"). Each state's "icon" is
the emoji its picker row draws beside the name; the reason for it stays in the descriptions file.

Construye Apps/Estados/Resources/states.json a partir de los datos de INEGI 2020 y de nuestras
descripciones (Scripts/estados_descriptions.json, escritas para este proyecto). El nombre común de
cada estado va en los dos idiomas: un solo nombre inglés por estado, el de las descripciones. El
"icon" es el emoji que la fila del picker dibuja junto al nombre; su razón queda en las descripciones.

Usage / Uso: python3 Scripts/estados_data.py [path/to/mx-states.json]
(default / por omisión: Scripts/data/mx-states.json, the facts kept in the repository with their
sources in docs/licenses/estados.md / los datos guardados en el repositorio, fuentes en ese archivo)
"""

import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_FACTS = os.path.join(ROOT, "Scripts", "data", "mx-states.json")
DESCRIPTIONS = os.path.join(ROOT, "Scripts", "estados_descriptions.json")
OUTPUT = os.path.join(ROOT, "Apps", "Estados", "Resources", "states.json")
FIELDS = ["key", "name", "inegiCode", "iso", "capital", "population2020", "areaKm2", "lat", "lon"]
LANGUAGES = ["es", "en"]


def short_name(key, extra):
    """The everyday name in both languages, none empty. / El nombre común en los dos idiomas."""
    names = extra["shortName"]
    if not isinstance(names, dict) or any(not names.get(language) for language in LANGUAGES):
        sys.exit(f"{key}: shortName needs a non-empty name for each of {LANGUAGES}")
    return {language: names[language] for language in LANGUAGES}


def icon(key, extra):
    """The picker row's icon: an emoji with a short reason and the fact of the description it shows
    (checked by EstadosIconTests). / El icono de la fila: un emoji con su razón y el dato que muestra."""
    entry = extra.get("icon")
    if not isinstance(entry, dict) or any(not entry.get(field) for field in ["emoji", "reason", "fact"]):
        sys.exit(f"{key}: icon needs a non-empty emoji, reason and fact")
    return entry["emoji"]


def main():
    facts_path = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_FACTS
    with open(facts_path, encoding="utf-8") as handle:
        facts = json.load(handle)
    with open(DESCRIPTIONS, encoding="utf-8") as handle:
        descriptions = json.load(handle)
    missing = {state["key"] for state in facts} ^ set(descriptions)
    if missing:
        sys.exit(f"Keys without a match between facts and descriptions: {sorted(missing)}")
    states = []
    for state in facts:
        entry = {field: state[field] for field in FIELDS}
        extra = descriptions[state["key"]]
        entry["shortName"] = short_name(state["key"], extra)
        entry["icon"] = icon(state["key"], extra)
        entry["description"] = {"es": extra["es"], "en": extra["en"]}
        states.append(entry)
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        json.dump(states, handle, ensure_ascii=False, indent=2)
        handle.write("\n")
    print(f"Wrote {len(states)} states to {OUTPUT}")


if __name__ == "__main__":
    main()
