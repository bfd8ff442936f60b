"""What the type-check reads from Apps/MexicoApps.xcodeproj: targets, their Swift files
(synchronized folders), build settings and package products.
Lo que el type-check lee del proyecto: targets, sus archivos Swift (carpetas sincronizadas),
ajustes de compilación y productos de paquetes.
"""
import json
import os
import subprocess

from buildsettings import Settings, read_xcconfig

APP = "com.apple.product-type.application"
UNIT_TESTS = "com.apple.product-type.bundle.unit-test"


class ProjectError(Exception):
    """The project file cannot be read as this tool expects. / El proyecto no se puede leer."""


def load_pbxproj(path):
    """project.pbxproj as a dict (`plutil`, which ships with the Swift toolchain, converts it)."""
    r = subprocess.run(["plutil", "-convert", "json", "-o", "-", path], capture_output=True, text=True)
    if r.returncode != 0:
        raise ProjectError(f"plutil cannot read {path}: {(r.stderr or r.stdout).strip()}")
    return json.loads(r.stdout)


def walk_files(top):
    """Files below top as a synchronized folder lists them (relative, sorted, hidden ones out;
    bundle folders such as .xcassets count as one entry)."""
    out = []
    for root, dirs, files in os.walk(top):
        keep = []
        for d in sorted(dirs):
            if d.startswith("."):
                continue
            if d.endswith((".xcassets", ".bundle", ".xcdatamodeld", ".docc")):
                out.append(os.path.relpath(os.path.join(root, d), top))
            else:
                keep.append(d)
        dirs[:] = keep
        out += [os.path.relpath(os.path.join(root, f), top) for f in files if not f.startswith(".")]
    return sorted(out)


class Target:
    def __init__(self, project, tid, settings):
        self.project, self.tid = project, tid
        self.obj = project.obj(tid)
        self.name = self.obj.get("name", tid)
        self.product_type = self.obj.get("productType", "")
        self.settings = settings

    @property
    def is_app(self):
        return self.product_type == APP

    @property
    def is_unit_tests(self):
        return self.product_type == UNIT_TESTS

    @property
    def module(self):
        name = self.settings.get("PRODUCT_MODULE_NAME") or self.settings.get("PRODUCT_NAME") or self.name
        return "".join(c if c.isalnum() or c == "_" else "_" for c in name)

    def deployment_target(self):
        """IPHONEOS_DEPLOYMENT_TARGET as "12.0", or None when unset or not a version."""
        v = self.settings.get("IPHONEOS_DEPLOYMENT_TARGET")
        parts = v.split(".")
        if not v or not all(p.isdigit() for p in parts):
            return None
        return v if len(parts) > 1 else v + ".0"


class Project:
    """One .xcodeproj. / Un .xcodeproj."""

    def __init__(self, xcodeproj, data=None):
        self.path = os.path.abspath(xcodeproj)
        data = data or load_pbxproj(os.path.join(self.path, "project.pbxproj"))
        self.objects = data.get("objects", {})
        self.root = self.obj(data.get("rootObject"))
        if self.root.get("isa") != "PBXProject":
            raise ProjectError(f"{xcodeproj}: no PBXProject root object")
        self.dir = os.path.normpath(os.path.join(os.path.dirname(self.path), self.root.get("projectDirPath", "")))
        self.parent = {kid: oid for oid, o in self.objects.items() for kid in o.get("children", [])}

    def obj(self, oid):
        return self.objects.get(oid) or {}

    def path_of(self, oid):
        """Absolute path of a file reference or group (None for built products, SDK files)."""
        o = self.obj(oid)
        tree = o.get("sourceTree", "<group>")
        if tree == "<group>":
            parent = self.parent.get(oid)
            base = self.path_of(parent) if parent else self.dir
        elif tree in ("SOURCE_ROOT", "SRCROOT", "PROJECT_DIR"):
            base = self.dir
        else:
            base = None
        return None if base is None else os.path.normpath(os.path.join(base, o.get("path", "")))

    def targets(self, xcode_major, configuration="Debug"):
        """Every native target, with its settings evaluated for XCODE_VERSION_MAJOR."""
        out = []
        for tid in self.root.get("targets", []):
            t = self.obj(tid)
            if t.get("isa") == "PBXNativeTarget":
                out.append(Target(self, tid, self.settings(t, configuration, xcode_major)))
        return out

    def settings(self, target, configuration, xcode_major):
        t_settings, t_xcconfig = self.configuration(target.get("buildConfigurationList"), configuration)
        p_settings, p_xcconfig = self.configuration(self.root.get("buildConfigurationList"), configuration)
        builtins = {"TARGET_NAME": target.get("name", ""), "PROJECT_NAME": os.path.basename(self.path)[:-10],
                    "SRCROOT": self.dir, "PROJECT_DIR": self.dir, "CONFIGURATION": configuration,
                    "PLATFORM_NAME": "iphoneos", "SDK_NAME": "iphoneos", "XCODE_VERSION_MAJOR": xcode_major}
        return Settings([t_settings, t_xcconfig, p_settings, p_xcconfig], builtins)

    def configuration(self, list_id, name):
        """(buildSettings, settings of its base .xcconfig) of the named configuration."""
        confs = [self.obj(c) for c in self.obj(list_id).get("buildConfigurations", [])]
        conf = next((c for c in confs if c.get("name") == name), None)
        if conf is None:
            raise ProjectError(f"no build configuration named {name}")
        xcconfig = {}
        if conf.get("baseConfigurationReference"):
            xcconfig = read_xcconfig(self.path_of(conf["baseConfigurationReference"]))
        return conf.get("buildSettings", {}), xcconfig

    def swift_files(self, target):
        """(Swift files of the target, missing synchronized folders). Only Xcode 16 synchronized
        folders are read: a membership exception for the target takes a file out of a folder the
        target owns, or adds it from a folder it does not own.
        Archivos Swift del target: carpetas sincronizadas y sus excepciones de pertenencia."""
        for phase in target.obj.get("buildPhases", []):
            p = self.obj(phase)
            if p.get("isa") == "PBXSourcesBuildPhase" and p.get("files"):
                raise ProjectError(f"{target.name}: files listed in the Sources phase; this tool reads "
                                   "synchronized folders only")
        owned = target.obj.get("fileSystemSynchronizedGroups", [])
        groups = sorted(oid for oid, o in self.objects.items() if o.get("isa") == "PBXFileSystemSynchronizedRootGroup")
        files, missing = [], []
        for gid in groups:
            root = self.path_of(gid)
            flipped = set()
            for eid in self.obj(gid).get("exceptions", []):
                e = self.obj(eid)
                if e.get("isa") == "PBXFileSystemSynchronizedBuildFileExceptionSet" and e.get("target") == target.tid:
                    flipped.update(x.strip("/") for x in e.get("membershipExceptions", []))
            if gid in owned:
                if not os.path.isdir(root):
                    missing.append(root)
                    continue
                files += [os.path.join(root, rel) for rel in walk_files(root) if not _listed(rel, flipped)]
            else:
                for rel in sorted(flipped):
                    p = os.path.join(root, rel)
                    files += [os.path.join(p, r) for r in walk_files(p)] if os.path.isdir(p) else [p]
        return sorted({f for f in files if f.endswith(".swift")}), missing

    def package_products(self, target):
        """[(product, "local", package folder) or (product, "remote", repository URL)]."""
        out = []
        for pid in target.obj.get("packageProductDependencies", []):
            dep = self.obj(pid)
            ref = self.obj(dep.get("package"))
            if ref.get("isa") == "XCLocalSwiftPackageReference":
                where = os.path.normpath(os.path.join(self.dir, ref.get("relativePath", "")))
                out.append((dep.get("productName"), "local", where))
            elif ref.get("isa") == "XCRemoteSwiftPackageReference":
                out.append((dep.get("productName"), "remote", ref.get("repositoryURL", "")))
            else:
                raise ProjectError(f"{target.name}: product {dep.get('productName')} has no package reference")
        return out

    def remote_packages(self):
        """{repository URL: pinned version} of every XCRemoteSwiftPackageReference."""
        out = {}
        for o in self.objects.values():
            if o.get("isa") == "XCRemoteSwiftPackageReference":
                req = o.get("requirement", {})
                out[o.get("repositoryURL", "")] = req.get("version") or req.get("minimumVersion") or ""
        return out

    def test_host(self, target, targets):
        """The app target a unit-test bundle runs in (TEST_HOST names its .app)."""
        host = target.settings.get("TEST_HOST")
        for t in targets:
            if t.is_app and f"/{t.name}.app/" in host:
                return t
        return None


def _listed(rel, names):
    return any(rel == x or rel.startswith(x + "/") for x in names)


def package_modules(describe, product):
    """Swift modules of a local package product, dependencies first, from
    `swift package describe --type json` output. Módulos de un producto local, dependencias antes."""
    targets = {t["name"]: t for t in describe.get("targets", [])}
    prod = next((p for p in describe.get("products", []) if p.get("name") == product), None)
    if prod is None:
        raise ProjectError(f"the local package has no product {product}")
    order = []

    def visit(name):
        t = targets.get(name)
        if t is None or name in [o["name"] for o in order]:
            return
        for dep in t.get("target_dependencies", []):
            visit(dep)
        if t.get("product_dependencies"):
            raise ProjectError(f"package target {name} uses products of other packages; not supported")
        order.append({"name": t.get("c99name", name),
                      "dir": os.path.join(describe["path"], t["path"]),
                      "sources": [os.path.join(describe["path"], t["path"], s) for s in t.get("sources", [])]})
    for name in prod.get("targets", []):
        visit(name)
    return order
