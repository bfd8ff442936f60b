#!/usr/bin/env python3
"""Picks the Xcode a CI job selects from the names in /Applications (one per line on standard input).

  pick_xcode.py 16.4   Xcode_16.4.app, or the newest Xcode_16.4.x.app
  pick_xcode.py 26     the newest Xcode_26*.app
Never a beta or release candidate (a name with "beta", "Release_Candidate" or "_RC"), never Xcode.app
(the image's default, whatever it is). Prints the chosen name; exit 1 with the reason on standard error when
none fits, so a runner image without that Xcode fails the job instead of skipping it.

Elige el Xcode de un job de CI entre los nombres de /Applications: nunca una beta ni una RC; si no hay
ninguno, sale con 1 y el job falla (no se salta).
"""

import re
import sys

NAME = re.compile(r"^Xcode_(\d+(?:\.\d+)*)\.app$")
PRERELEASE = re.compile(r"beta|release_candidate|_rc\b|_rc\d", re.IGNORECASE)


def version(text):
    """"26.1.1" as (26, 1, 1). / La versión como tupla de números."""
    return tuple(int(part) for part in text.split("."))


def pick(names, line):
    """The newest release Xcode of `line` ("16.4" or "26"), and the pre-releases left out.
    El Xcode final más nuevo de esa línea, y las versiones previas descartadas."""
    wanted = version(line)
    releases, prereleases = [], []
    for name in names:
        name = name.strip()
        if not name.startswith("Xcode_"):
            continue
        if PRERELEASE.search(name):
            if name.startswith("Xcode_" + line):
                prereleases.append(name)
            continue
        match = NAME.match(name)
        if match and version(match.group(1))[: len(wanted)] == wanted:
            releases.append((version(match.group(1)), name))
    chosen = max(releases)[1] if releases else None
    return chosen, sorted(prereleases)


def main(arguments):
    if len(arguments) != 1 or not re.match(r"^\d+(\.\d+)*$", arguments[0]):
        sys.stderr.write("usage: ls /Applications | pick_xcode.py <16.4 | 26 | 27 ...>\n")
        return 2
    line = arguments[0]
    chosen, prereleases = pick(sys.stdin.read().splitlines(), line)
    if chosen is None:
        skipped = (" (only pre-releases: %s)" % ", ".join(prereleases)) if prereleases else ""
        sys.stderr.write("no release of Xcode %s is installed%s\n" % (line, skipped))
        return 1
    print(chosen)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
