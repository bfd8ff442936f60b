"""The sources of the app's remote packages (and XCTest), taken from git directories the user
gives, at the version project.pbxproj pins. Nothing is downloaded.
Las fuentes de los paquetes remotos (y de XCTest), sacadas de directorios git locales en la
versión que fija el proyecto. No se descarga nada.

Each recipe says how a repository is recognised (a file at its top), which of its folders are
extracted, and which modules it provides to the type-check: Swift modules built from a folder,
or (Firebase) Objective-C public headers read as clang modules plus a Swift module that
re-exports them.
"""
import os
import subprocess
import threading


class ThirdPartyError(Exception):
    """A directory is not usable. / Un directorio no sirve."""


# repository name (last part of the project's repositoryURL) -> recipe
RECIPES = {
    "lottie-ios": {"marker": "lottie-ios.podspec", "extract": ["Sources"],
                   "modules": {"Lottie": "Sources"}},
    "IQKeyboardManager": {"marker": "IQKeyboardManagerSwift.podspec.json", "extract": ["IQKeyboardManagerSwift"],
                          "modules": {"IQKeyboardManagerSwift": "IQKeyboardManagerSwift"}},
    "firebase-ios-sdk": {"marker": "FirebaseCore.podspec",
                         "extract": ["FirebaseCore/Sources/Public", "FirebaseRemoteConfig/Sources/Public"],
                         "modules": {"FirebaseRemoteConfig": "FirebaseRemoteConfigSwift"}},
    # Apple's XCTest is not in the iPhoneOS SDK; the open-source one has the same unit-test API.
    # XCTest de Apple no está en el SDK; el de código abierto tiene la misma API de pruebas.
    "swift-corelibs-xctest": {"marker": "Sources/XCTest/Public/XCTestCase.swift", "extract": ["Sources/XCTest"],
                              "modules": {"XCTest": "Sources/XCTest"}},
}
FIREBASE_CLANG_MODULES = {  # module name -> folder of its umbrella header
    "FirebaseCore": "FirebaseCore/Sources/Public/FirebaseCore",
    "FirebaseRemoteConfigInternal": "FirebaseRemoteConfig/Sources/Public/FirebaseRemoteConfig",
}


def git_dir(path):
    """The git directory of a bare repository or of a checkout, else None (a plain folder)."""
    if os.path.isfile(os.path.join(path, "HEAD")) and os.path.isdir(os.path.join(path, "objects")):
        return path
    if os.path.isdir(os.path.join(path, ".git")):
        return os.path.join(path, ".git")
    return None


def git(gdir, *args, data=None):
    return subprocess.run(["git", "--git-dir", gdir, *args], input=data, capture_output=True)


def recognise(path):
    """Which recipe a directory holds (by its marker file), or None."""
    gdir = git_dir(path)
    for name, recipe in RECIPES.items():
        if gdir:
            if git(gdir, "cat-file", "-e", f"HEAD:{recipe['marker']}").returncode == 0:
                return name
        elif os.path.isfile(os.path.join(path, recipe["marker"])):
            return name
    return None


def tag_for(gdir, version):
    tags = git(gdir, "tag", "--list").stdout.decode().split()
    for t in (version, "v" + version):
        if t in tags:
            return t
    raise ThirdPartyError(f"{gdir}: no tag {version} (nor v{version}); the project pins {version}")


def extract(gdir, rev, paths, dest):
    """Write `paths` of `rev` under dest. Blobs absent from a partial copy are left out."""
    listing = git(gdir, "ls-tree", "-r", rev, "--", *paths).stdout.decode().splitlines()
    blobs = []
    for line in listing:
        meta, path = line.split("\t", 1)
        mode, kind, oid = meta.split()
        if kind == "blob":
            blobs.append((oid, path, mode == "120000"))
    if not blobs:
        raise ThirdPartyError(f"{gdir}: nothing under {', '.join(paths)} at {rev}")
    # one `git cat-file --batch` streams every blob: "<oid> blob <size>\n<bytes>\n" or "<oid> missing\n"
    proc = subprocess.Popen(["git", "--git-dir", gdir, "cat-file", "--batch"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE)
    feeder = threading.Thread(target=_feed, args=(proc.stdin, [b[0] for b in blobs]))
    feeder.start()
    for _oid, path, is_link in blobs:
        header = proc.stdout.readline().split()
        if header[-1] == b"missing":
            continue
        data = proc.stdout.read(int(header[2]) + 1)[:-1]
        target = os.path.join(dest, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if is_link:  # git keeps a symbolic link as a blob holding its target
            os.symlink(data.decode(), target)
        else:
            with open(target, "wb") as f:
                f.write(data)
    feeder.join()
    proc.wait()


def _feed(stdin, oids):
    for oid in oids:
        stdin.write(oid.encode() + b"\n")
    stdin.close()


def prepare(dirs, pins, work):
    """Extract every given directory once; return {module: (folder, extra swiftc flags)} and a
    list of lines saying what was used. pins: {repository name: version} from the project.
    Prepara cada directorio una vez; devuelve {módulo: (carpeta, flags)} y un informe."""
    modules, report = {}, []
    for path in dirs:
        name = recognise(path)
        if name is None:
            raise ThirdPartyError(f"{path}: not one of {', '.join(RECIPES)} (no marker file found)")
        recipe, gdir = RECIPES[name], git_dir(path)
        version = pins.get(name, "")
        if name != "swift-corelibs-xctest" and not version:
            raise ThirdPartyError(f"{path}: the project pins no package {name}")
        if gdir:
            rev = tag_for(gdir, version) if version else "HEAD"
            commit = git(gdir, "rev-parse", rev + "^{commit}").stdout.decode().strip()
            root = os.path.join(work, "thirdparty", f"{name}-{commit[:12]}")
            if not os.path.isdir(root):
                extract(gdir, rev, recipe["extract"], root + ".tmp")
                os.replace(root + ".tmp", root)
            report.append(f"{name} {rev} ({commit[:12]}) from {path}")
        else:  # a plain folder: taken as it is, the user vouches for its version
            root = os.path.abspath(path)
            report.append(f"{name} from the folder {path} (version not checked: not a git directory)")
        flags = []
        if name == "firebase-ios-sdk":
            root = firebase_overlay(root, work)
            flags = [f"-I{os.path.join(root, d)}" for d in FIREBASE_CLANG_MODULES.values()]
        for module, folder in recipe["modules"].items():
            modules[module] = (os.path.join(root, folder), flags)
    return modules, report


def firebase_overlay(root, work):
    """Module maps for the public headers and the Swift module FirebaseRemoteConfig that
    re-exports them, as SwiftPM arranges the product (written next to a copy, not in the source)."""
    if root.startswith(os.path.abspath(work)):
        out = root
    else:  # a plain folder of the user's: build the overlay in the work folder
        out = os.path.join(work, "thirdparty", "firebase-overlay")
        for d in FIREBASE_CLANG_MODULES.values():
            os.makedirs(os.path.join(out, d), exist_ok=True)
            for f in os.listdir(os.path.join(root, d)):
                if f.endswith(".h"):
                    with open(os.path.join(root, d, f), "rb") as src, open(os.path.join(out, d, f), "wb") as dst:
                        dst.write(src.read())
    for module, d in FIREBASE_CLANG_MODULES.items():
        umbrella = os.path.basename(d) + ".h"
        with open(os.path.join(out, d, "module.modulemap"), "w") as f:
            f.write(f'module {module} {{ umbrella header "{umbrella}" export * }}\n')
    os.makedirs(os.path.join(out, "FirebaseRemoteConfigSwift"), exist_ok=True)
    with open(os.path.join(out, "FirebaseRemoteConfigSwift", "Reexport.swift"), "w") as f:
        f.write("@_exported import FirebaseRemoteConfigInternal\n")
    return out
