"""Build settings as Xcode evaluates them, as far as the type-check needs.
Ajustes de compilación evaluados como Xcode, hasta donde lo necesita el type-check.

Priority (highest first): the target's settings in project.pbxproj, the target's .xcconfig, the
project's settings, the project's .xcconfig, then built-in values (XCODE_VERSION_MAJOR, ...).
`#include "F"` / `#include? "F"` are read relative to the including file; `$(VAR)` / `${VAR}` are
expanded recursively, names built from other variables included
(`$(A_$(B_$(XCODE_VERSION_MAJOR)))`); `$(inherited)` is the value of the lower layers; unknown
variables are empty. Conditional settings (`VAR[sdk=...]`) are ignored.
"""
import os
import re

ASSIGNMENT = re.compile(r"([A-Za-z_]\w*)(\[[^\]]*\])?\s*=\s*(.*?)\s*;?\s*$")
INCLUDE = re.compile(r'#include(\??)\s+"([^"]+)"')
INHERITED = re.compile(r"\$[({]inherited[)}]")


class XcconfigError(Exception):
    """A required #include is missing or includes loop. / Falta un #include obligatorio."""


def read_xcconfig(path, _depth=0):
    """Settings of one .xcconfig file and what it includes, later lines winning.
    Ajustes de un .xcconfig y de lo que incluye; gana la última línea."""
    if _depth > 20:
        raise XcconfigError(f"{path}: #include nested too deep (a loop?)")
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    out = {}
    for line in lines:
        inc = INCLUDE.match(line.strip())
        if inc:
            optional, name = inc.group(1) == "?", inc.group(2)
            target = os.path.join(os.path.dirname(path), name)
            if os.path.isfile(target):
                for key, val in read_xcconfig(target, _depth + 1).items():
                    out[key] = _inherit(out, key, val)
            elif not optional:
                raise XcconfigError(f"{path}: #include \"{name}\": no such file")
            continue
        m = ASSIGNMENT.match(re.sub(r"//.*$", "", line).strip())
        if m and not m.group(2):  # KEY[sdk=...] = ... is conditional: ignored
            out[m.group(1)] = _inherit(out, m.group(1), m.group(3))
    return out


def _inherit(earlier, key, val):
    """$(inherited) after an earlier line of the same file means that line's value."""
    if key in earlier:
        return INHERITED.sub(lambda _m: earlier[key], val)
    return val


def xcode_version_major(xcode):
    """`16` or `16.4` -> "1600"; `27` -> "2700" (Xcode's XCODE_VERSION_MAJOR)."""
    major = str(xcode).split(".")[0]
    if not major.isdigit():
        raise ValueError(f"not an Xcode version: {xcode}")
    return f"{int(major):02d}00"


class Settings:
    """Layered settings, highest priority first. / Capas de ajustes, la primera gana."""

    def __init__(self, layers, builtins):
        self.layers = [dict(layer) for layer in layers]
        self.builtins = dict(builtins)

    def get(self, key, _from=0, _depth=0):
        """The expanded value of key, or "" when no layer sets it. / Valor expandido o ""."""
        if _depth > 50:
            raise ValueError(f"build setting {key}: expansion too deep (a cycle?)")
        for i in range(_from, len(self.layers)):
            raw = self.layers[i].get(key)
            if raw is None:
                continue
            if isinstance(raw, list):  # the pbxproj may hold a list of words
                raw = " ".join(raw)
            return self.expand(str(raw), key, i, _depth).strip()
        return str(self.builtins.get(key, ""))

    def expand(self, text, key, layer, depth):
        """Replace every $(NAME) / ${NAME} in text, innermost first. / Expande de dentro afuera."""
        out, pos = [], 0
        while True:
            start = _next_reference(text, pos)
            if start < 0:
                return "".join(out) + text[pos:]
            end = _matching_close(text, start + 1)
            if end < 0:  # unbalanced: keep the rest as written
                return "".join(out) + text[pos:]
            name = self.expand(text[start + 2:end], key, layer, depth + 1).split(":")[0]
            if name == "inherited":
                value = self.get(key, layer + 1, depth + 1)
            else:
                value = self.get(name, 0, depth + 1)
            out.append(text[pos:start] + value)
            pos = end + 1


def _next_reference(text, pos):
    found = [i for i in (text.find("$(", pos), text.find("${", pos)) if i >= 0]
    return min(found) if found else -1


def _matching_close(text, open_at):
    """Index of the bracket that closes text[open_at] ( '(' or '{' ), nesting respected."""
    opening = text[open_at]
    closing = ")" if opening == "(" else "}"
    depth = 0
    for i in range(open_at, len(text)):
        if text[i] == opening:
            depth += 1
        elif text[i] == closing:
            depth -= 1
            if depth == 0:
                return i
    return -1
