#!/usr/bin/env python3
"""Regenerates the app's Package.resolved with SwiftPM's own resolver, from local copies of the repositories.
Regenera el Package.resolved de la app con el resolvedor de SwiftPM, a partir de copias locales.

    python3 Scripts/resolve_app_packages.py --mirrors DIR [--work DIR] [--check]

What Xcode resolves for Apps/MexicoApps.xcodeproj is: the project's remote packages (exact versions in
project.pbxproj, read by the tools' `project-model`) plus the local package's own remote dependencies (Package.swift; Xcode treats a local
package as a root). This script writes a scratch package with exactly those requirements, points SwiftPM's
mirrors (`swift package config set-mirror`) at the copies in DIR (one bare git directory per repository,
laid out OWNER+NAME/repo, OWNER/NAME.git or OWNER/NAME, with GitHub's commit ids), runs
`swift package resolve` without network or git rewrite rules, and writes SwiftPM's Package.resolved to
  Apps/MexicoApps.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved
Pins keep the original https locations. Two things are mechanical and checked afterwards:
  - a copy whose tagged commit lacks a file (large files left out of a snapshot) or has submodules cannot be
    checked out; that tag is moved, in a throw-away clone, to a commit of the same tree without them, and
    the pin's revision is mapped back to the tag's original commit;
  - the mirrors are local paths, so SwiftPM says "localSourceControl"; for an https location Xcode writes
    "remoteSourceControl", so the kind is set to that.
Every pin is then verified: its revision is the commit of its version's tag in the untouched copy.
--check compares instead of writing (exit 1 when the committed file differs).
Nothing is fetched: a repository the resolver asks for and DIR lacks is named in the error.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
XCODEPROJ = "Apps/MexicoApps.xcodeproj"
RESOLVED = "Apps/MexicoApps.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"
GITHUB = re.compile(r"^https://github\.com/([^/]+)/([^/]+?)(\.git)?/?$")


def fail(message):
    print(f"resolve_app_packages: {message}", file=sys.stderr)
    sys.exit(1)


def run(arguments, cwd=None, env=None, input_text=None, check=True):
    result = subprocess.run(arguments, cwd=cwd, env=env, input=input_text, capture_output=True, text=True)
    if check and result.returncode != 0:
        fail(f"{' '.join(arguments)} failed:\n{result.stdout}{result.stderr}")
    return result


# --- Requirements / Requisitos ------------------------------------------------------------------------
def project_requirements(root):
    """(url, exact version, products) of each remote package of the project, as the tools' one project model
    reads it (`project-model`, Tools/Sources/project-model). / Cada paquete remoto, leído por el modelo del proyecto.
    """
    model = json.loads(run(project_model() + [str(root / XCODEPROJ)]).stdout)
    packages = []
    for package in model["remotePackages"]:
        if package["kind"] != "exactVersion":
            fail(f"{package['url']}: requirement {package['kind']}; the project pins exact versions only")
        packages.append((package["url"], package["version"], package["products"]))
    return sorted(packages)


def project_model():
    """The `project-model` command: $PROJECT_MODEL, else built from this checkout's tools package.
    El ejecutable `project-model`: $PROJECT_MODEL, o compilado del paquete de herramientas."""
    if os.environ.get("PROJECT_MODEL"):
        return [os.environ["PROJECT_MODEL"]]
    tools = str(ROOT / "Tools")
    run(["swift", "build", "--package-path", tools, "--product", "project-model"])
    return [os.path.join(run(["swift", "build", "--package-path", tools, "--show-bin-path"]).stdout.strip(),
                         "project-model")]


def local_package_requirements(root):
    """(url, exact version) of the local package's remote dependencies, as SwiftPM reads its manifest.
    (url, versión exacta) de las dependencias remotas del paquete local, leídas por SwiftPM."""
    manifest = json.loads(run(SWIFT + ["package", "--package-path", str(root), "dump-package"]).stdout)
    requirements = []
    for dependency in manifest.get("dependencies", []):
        source = dependency.get("sourceControl", [None])[0]
        if not source or "remote" not in source.get("location", {}):
            continue
        url = source["location"]["remote"][0]["urlString"]
        exact = source.get("requirement", {}).get("exact")
        if not exact:
            fail(f"{url}: the local package must pin exact versions")
        requirements.append((url, exact[0]))
    return requirements


def scratch_manifest(tools_version, project, local):
    """A package that requires what the Xcode project requires. / Un paquete con los requisitos del proyecto."""
    dependencies = [f'        .package(url: "{url}", exact: "{version}"),' for url, version, _ in project]
    dependencies += [f'        .package(url: "{url}", exact: "{version}"),' for url, version in local]
    products = [
        f'            .product(name: "{product}", package: "{identity(url)}"),'
        for url, _, names in project
        for product in names
    ]
    return "\n".join(
        [f"// swift-tools-version: {tools_version}", "import PackageDescription", "", "let package = Package(",
         '    name: "ResolveAppPackages",', "    dependencies: ["] + dependencies
        + ["    ],", '    targets: [.target(name: "ResolveAppPackages", dependencies: ['] + products
        + ["    ])]", ")", ""])


def identity(url):
    return url.rstrip("/").split("/")[-1].removesuffix(".git").lower()


# --- Local copies / Copias locales ----------------------------------------------------------------------
def find_copies(mirrors):
    """{(owner, name): git dir} of the copies under `mirrors`. / Las copias bajo `mirrors`."""
    copies = {}
    for entry in sorted(mirrors.iterdir()):
        if "+" in entry.name and (entry / "repo").is_dir():
            owner, name = entry.name.split("+", 1)
            copies[(owner, name)] = entry / "repo"
        elif entry.is_dir() and not (entry / "HEAD").exists():
            for repo in sorted(entry.iterdir()):
                if (repo / "HEAD").exists() or (repo / ".git").exists():
                    copies[(entry.name, repo.name.removesuffix(".git"))] = repo
    return copies


def git(directory, *arguments, **options):
    return run(["git", "-C", str(directory), *arguments], env=GIT_ENV, **options)


def tag_commit(directory, version):
    """The commit of a version's tag, as SwiftPM finds it (`1.2.3` or `v1.2.3`). / El commit de la etiqueta."""
    for tag in (version, f"v{version}"):
        result = git(directory, "rev-parse", "-q", "--verify", f"refs/tags/{tag}^{{commit}}", check=False)
        if result.returncode == 0:
            return result.stdout.strip()
    return None


def version_tuple(text):
    """"6.1" → (6, 1, 0), so that equal versions compare equal. / Para comparar versiones."""
    parts = [int(part) for part in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def manifest_tools_version(directory, revision, current):
    """The tools version of the manifest SwiftPM `current` reads at `revision` (Package@swift-X.swift first).
    La versión de herramientas del manifiesto que leería SwiftPM `current` en `revision`."""
    names = git(directory, "ls-tree", "--name-only", revision).stdout.split()
    specific = sorted(
        (version_tuple(match.group(1)), name) for name in names
        if (match := re.fullmatch(r"Package@swift-(\d+(?:\.\d+){0,2})\.swift", name))
        and version_tuple(match.group(1)) <= current)
    manifest = specific[-1][1] if specific else "Package.swift"
    first = git(directory, "show", f"{revision}:{manifest}").stdout.splitlines()[0]
    match = re.match(r"//\s*swift-tools-version:\s*(\d+(?:\.\d+){0,2})", first)
    return version_tuple(match.group(1)) if match else (3, 1)


def repair(copy, revision, author_env):
    """Moves the tags at `revision` to a commit of the same tree without missing files or submodules.
    Mueve las etiquetas de `revision` a un commit con el mismo árbol sin ficheros ausentes ni submódulos."""
    listing = git(copy, "ls-tree", "-r", "-z", "--full-tree", revision).stdout.split("\0")
    entries = [line.split("\t", 1) for line in listing if line]
    blobs = [(meta.split()[2], path) for meta, path in entries if meta.split()[1] == "blob"]
    check = git(copy, "cat-file", "--batch-check", input_text="".join(f"{oid}\n" for oid, _ in blobs)).stdout
    missing = [path for (_, path), line in zip(blobs, check.splitlines()) if line.endswith(" missing")]
    submodules = [path for meta, path in entries if meta.split()[1] == "commit"]
    dropped = missing + submodules + ([".gitmodules"] if submodules else [])
    # A temporary index and an empty work tree (the copy is bare). / Índice temporal y árbol vacío.
    with tempfile.TemporaryDirectory(prefix="resolve-index-") as scratch:
        env = dict(author_env, GIT_INDEX_FILE=f"{scratch}/index")
        git_index = ["git", "-C", str(copy), f"--work-tree={scratch}"]
        run(git_index + ["read-tree", revision], env=env)
        run(git_index + ["update-index", "--force-remove", "-z", "--stdin"], env=env,
            input_text="".join(f"{path}\0" for path in dropped))
        tree = run(git_index + ["write-tree"], env=env).stdout.strip()
    stand_in = run(["git", "-C", str(copy), "commit-tree", tree, "-p", revision, "-m",
                    f"checkout-able stand-in of {revision}"], env=author_env).stdout.strip()
    for tag in git(copy, "tag", "--list").stdout.split():
        if git(copy, "rev-parse", f"refs/tags/{tag}^{{commit}}").stdout.strip() == revision:
            git(copy, "tag", "-f", tag, stand_in)
    return stand_in, dropped


SWIFT = ["swift"]
GIT_ENV = dict(os.environ, GIT_CONFIG_NOSYSTEM="1", GIT_TERMINAL_PROMPT="0", GIT_ASKPASS="true")


def resolve(mirrors, work):
    """Runs SwiftPM's resolver until every checkout succeeds; returns (Package.resolved text, stand-ins).
    Ejecuta el resolvedor de SwiftPM hasta que todo se pueda extraer; devuelve el texto y los sustitutos."""
    sources = find_copies(mirrors)
    if not sources:
        fail(f"no repository copies in {mirrors} (expected OWNER+NAME/repo, OWNER/NAME.git or OWNER/NAME)")
    package = work / "package"
    copies = work / "copies"
    # A scratch folder given twice starts afresh. / Una carpeta de trabajo reutilizada empieza de cero.
    shutil.rmtree(copies, ignore_errors=True)
    shutil.rmtree(package / ".swiftpm", ignore_errors=True)
    author = dict(GIT_ENV, GIT_AUTHOR_NAME="resolve", GIT_AUTHOR_EMAIL="resolve@localhost",
                  GIT_COMMITTER_NAME="resolve", GIT_COMMITTER_EMAIL="resolve@localhost",
                  GIT_AUTHOR_DATE="2000-01-01T00:00:00Z", GIT_COMMITTER_DATE="2000-01-01T00:00:00Z")
    for (owner, name), source in sources.items():
        # A throw-away clone that shares the copy's objects; its folder name is the package identity.
        # Un clon desechable que comparte los objetos de la copia; su carpeta es la identidad del paquete.
        copy = copies / owner / name
        copy.parent.mkdir(parents=True, exist_ok=True)
        run(["git", "clone", "-q", "--mirror", "--shared", str(source), str(copy)], env=GIT_ENV)
        for suffix in ("", ".git"):
            run(SWIFT + ["package", "--package-path", str(package), "config", "set-mirror", "--original",
                 f"https://github.com/{owner}/{name}{suffix}", "--mirror", str(copy)])
    stand_ins = {}
    for _ in range(50):
        shutil.rmtree(package / ".build", ignore_errors=True)
        (package / "Package.resolved").unlink(missing_ok=True)
        result = run(SWIFT + ["package", "--package-path", str(package), "--disable-dependency-cache",
                      "resolve"], env=GIT_ENV, check=False)
        output = result.stdout + result.stderr
        # Binary targets (Firebase's xcframeworks) are downloaded after the pins are written, and pins
        # never name them: failing to download them offline leaves a complete Package.resolved.
        # Los binarios se descargan después de escribir los pins y no figuran en ellos.
        errors = [line for line in output.splitlines() if line.startswith("error: ")
                  and "required by binary target" not in line and line != "error: fatalError"]
        if (result.returncode == 0 or not errors) and (package / "Package.resolved").exists():
            return (package / "Package.resolved").read_text(), stand_ins, sources
        failed = re.findall(r"error: '([^']+)': Couldn.t check out revision .([0-9a-f]{40})", output)
        for name in re.findall(r"error: '([^']+)': Couldn.t update repository submodules", output):
            head = git(package / ".build" / "checkouts" / name, "rev-parse", "HEAD", check=False).stdout.strip()
            failed.append((name, head))
        if not failed:
            asked = sorted(set(re.findall(r"(https://github\.com/[^\s:'‘’\"]+)", output)))
            hint = f"\nno copy in {mirrors} for: {', '.join(asked)}" if asked else ""
            stale = sorted(set(re.findall(r"no versions of '([^']+)' match the requirement ([^ ]+)", output)))
            hint += "".join(f"\nthe copy of {name} has no tag in {versions}: it is older than needed" for name, versions in stale)
            fail(f"swift package resolve failed:\n{tail(output)}{hint}")
        for name, revision in failed:
            copy = next((copies / o / n for o, n in sources if n.lower() == name.lower()), None)
            if copy is None or not revision:
                fail(f"cannot repair the checkout of {name}:\n{tail(output)}")
            stand_in, dropped = repair(copy, revision, author)
            stand_ins[stand_in] = revision
            print(f"{name}: {revision[:12]} checked out without {len(dropped)} absent file(s) or submodule(s)")
    fail("the resolver still fails after 50 rounds")


def tail(text, lines=15):
    kept = [line for line in text.splitlines() if not re.search(r"Receiving|Counting|Compressing|Enumerat", line)]
    return "\n".join(kept[-lines:])


def finish(text, stand_ins, sources, tools_version):
    """Maps stand-ins back, sets the kind Xcode writes, and verifies every pin against the untouched copies.
    Devuelve las revisiones originales, pone el tipo que escribe Xcode y verifica cada pin."""
    for stand_in, original in stand_ins.items():
        text = text.replace(stand_in, original)
    text = text.replace('"kind" : "localSourceControl"', '"kind" : "remoteSourceControl"')
    for pin in json.loads(text).get("pins", []):
        location, state = pin["location"], pin["state"]
        match = GITHUB.match(location)
        if not match:
            fail(f"pin {pin['identity']} has location {location}; expected the original https URL")
        source = next((path for (o, n), path in sources.items()
                       if (o.lower(), n.lower()) == (match.group(1).lower(), match.group(2).lower())), None)
        if "version" not in state or source is None:
            fail(f"pin {pin['identity']}: no version or no copy to verify it")
        if tag_commit(source, state["version"]) != state["revision"]:
            fail(f"pin {pin['identity']} {state['version']}: revision {state['revision']} is not the tag's commit")
        # The oldest Xcode the project supports must load every pinned manifest.
        # El Xcode más antiguo que admite el proyecto debe poder leer cada manifiesto fijado.
        needed = manifest_tools_version(source, state["revision"], tools_version)
        if needed > tools_version:
            fail(f"pin {pin['identity']} {state['version']} needs swift-tools {'.'.join(map(str, needed))}, newer "
                 f"than the project's {'.'.join(map(str, tools_version))} (its oldest Xcode): resolve with that "
                 "toolchain (--swift), whose resolver skips such versions")
    return text


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mirrors", required=True, type=Path, help="folder of bare git copies of the repositories")
    parser.add_argument("--root", type=Path, default=ROOT, help="repository root (default: this checkout)")
    parser.add_argument("--work", type=Path, help="scratch folder (default: a temporary one, removed afterwards)")
    parser.add_argument("--check", action="store_true", help="compare with the committed file instead of writing")
    parser.add_argument("--swift", default="swift",
                        help="the swift driver to resolve with, e.g. Xcode 16.3's (`xcrun --find swift`)")
    options = parser.parse_args()
    SWIFT[0] = options.swift
    root = options.root.resolve()
    work = Path(options.work or tempfile.mkdtemp(prefix="resolve-app-packages-")).resolve()
    try:
        project = project_requirements(root)
        local = local_package_requirements(root)
        declared = re.match(r"// swift-tools-version:\s*([\d.]+)", (root / "Package.swift").read_text())
        tools_version = declared.group(1) if declared else "5.9"
        package = work / "package"
        (package / "Sources" / "ResolveAppPackages").mkdir(parents=True, exist_ok=True)
        (package / "Sources" / "ResolveAppPackages" / "Empty.swift").write_text("")
        (package / "Package.swift").write_text(scratch_manifest(tools_version, project, local))
        text = finish(*resolve(options.mirrors.resolve(), work), version_tuple(tools_version))
    finally:
        if not options.work:
            shutil.rmtree(work, ignore_errors=True)
    target = root / RESOLVED
    if options.check:
        if not target.exists() or target.read_text() != text:
            fail(f"{RESOLVED} differs from what the resolver gives; run without --check to rewrite it")
        print(f"{RESOLVED}: up to date")
        return
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text)
    print(f"wrote {RESOLVED} ({len(json.loads(text)['pins'])} pins)")


if __name__ == "__main__":
    main()
