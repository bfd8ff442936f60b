#!/usr/bin/env python3
"""Picks an iOS simulator from `xcrun simctl list -j devices available` (read on standard input).

Used by Scripts/run-ios, Scripts/test-ios and .github/workflows/ci.yml, so all three pick alike:
  --sdk X.Y       only runtimes the selected Xcode can run: not newer than its iphonesimulator SDK
                  (`xcrun --sdk iphonesimulator --show-sdk-version`); empty means no limit
  --device NAME   that exact name (its newest allowed runtime), else
  --booted-first  a booted iPhone first, else
  (default)       the first iPhone, in simctl's order, of the newest allowed runtime.
Prints "iOS X.Y<TAB>udid<TAB>state<TAB>name"; exit 1 with the reason on standard error when nothing fits.

Elige un simulador iOS del listado JSON de simctl (entrada estándar), solo entre los runtimes que el Xcode
elegido puede usar (no más nuevos que su SDK iphonesimulator). Lo usan run-ios, test-ios y el workflow.
"""

import argparse
import json
import re
import sys

RUNTIME = re.compile(r"SimRuntime\.iOS-(\d+)(?:-(\d+))?(?:-(\d+))?$")


def version_of(text):
    """(major, minor) of "18.5" or "18.5.1"; None for an empty text. / (mayor, menor) de una versión."""
    if not text:
        return None
    parts = [int(part) for part in text.split(".")[:2]]
    return tuple(parts + [0] * (2 - len(parts)))


def rows(listing, sdk):
    """Available iOS devices as ((major, minor), device), oldest runtime first, simctl's order inside one;
    runtimes newer than the SDK are left out. / Dispositivos iOS, del runtime más antiguo al más nuevo."""
    found = []
    for runtime, devices in listing.get("devices", {}).items():
        match = RUNTIME.search(runtime)
        if not match:
            continue
        version = (int(match.group(1)), int(match.group(2) or 0))
        if sdk is not None and version > sdk:
            continue
        found.extend((version, device) for device in devices if device.get("isAvailable", True))
    found.sort(key=lambda row: row[0])  # stable: keeps simctl's order inside a runtime
    return found


def pick(found, device_name=None, booted_first=False):
    """The chosen (version, device), or None. / El elegido, o None."""
    if device_name is not None:
        named = [row for row in found if row[1]["name"] == device_name]
        return named[-1] if named else None
    iphones = [row for row in found if row[1]["name"].startswith("iPhone")]
    if booted_first:
        booted = [row for row in iphones if row[1].get("state") == "Booted"]
        if booted:
            return booted[0]
    if not iphones:
        return None
    newest = iphones[-1][0]
    return next(row for row in iphones if row[0] == newest)


def reason(found, device_name, limit):
    """Why nothing was picked, and what to do. / Por qué no se eligió ninguno y qué hacer."""
    if not found:
        return (
            "no iOS simulator is available%s; add an iOS runtime in Xcode ▸ Settings ▸ Components and a device in"
            " Window ▸ Devices and Simulators" % limit
        )
    if device_name is not None:
        names = ", ".join(sorted({device["name"] for _, device in found}))
        return 'no available iOS simulator named "%s"%s; available: %s' % (device_name, limit, names)
    return (
        "no iPhone simulator is available%s; create one in Xcode ▸ Window ▸ Devices and Simulators, or pass --device"
        % limit
    )


def main(arguments):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sdk", default="", help="the selected Xcode's iphonesimulator SDK version, e.g. 18.5")
    parser.add_argument("--device", help="an exact simulator name")
    parser.add_argument("--booted-first", action="store_true", help="a booted iPhone before any other")
    options = parser.parse_args(arguments)
    sdk = version_of(options.sdk)
    found = rows(json.load(sys.stdin), sdk)
    limit = " up to iOS %d.%d (the selected Xcode's SDK)" % sdk if sdk else ""
    chosen = pick(found, options.device, options.booted_first)
    if chosen is None:
        sys.stderr.write(reason(found, options.device, limit) + "\n")
        return 1
    (major, minor), device = chosen
    print("iOS %d.%d\t%s\t%s\t%s" % (major, minor, device["udid"], device.get("state", ""), device["name"]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
